export type DomainSchemas = typeof import('./domain-schemas');

let loading: Promise<DomainSchemas> | undefined;
let loaded: DomainSchemas | undefined;

/**
 * The data layer's schemas (domain-schemas.ts), loaded once. Every write awaits it before it validates, so nothing
 * is stored unchecked; New Sale asks for it as a sale starts, so a sale's completion does not wait for the file.
 * A failed load is forgotten so the next write tries again.
 */
export function loadDomainSchemas(): Promise<DomainSchemas> {
  loading ??= import('./domain-schemas').then(
    (schemas) => {
      loaded = schemas;
      return schemas;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the load ahead of a write that will want it; a failure here is retried by that write. */
export function preloadDomainSchemas(): void {
  loadDomainSchemas().catch(() => undefined);
}

/** True for the error a schema throws on input it refuses; none can exist before the schemas have loaded. */
export function isValidationError(error: unknown): boolean {
  return loaded !== undefined && error instanceof loaded.ZodError;
}

/** The first message of a refusal by a schema, in the schema's words; null for any other error. */
export function validationMessage(error: unknown): string | null {
  if (loaded === undefined || !(error instanceof loaded.ZodError)) return null;
  return error.issues[0]?.message ?? null;
}
