import { validationMessage } from '../../data/load-domain-schemas';
import { RepositoryError } from '../../data/repositories/local-writer';

/** A refused drawer change in a person's words: the rule's own message, else what to do. */
export function drawerErrorMessage(error: unknown): string {
  if (error instanceof RepositoryError) return error.message;
  return validationMessage(error) ?? 'The drawer could not be saved on this till. Please try again.';
}

/** The field a refusal names (LocalValidationError's path), for showing it beside that field. */
export function drawerErrorField(error: unknown): string | undefined {
  return error instanceof RepositoryError && 'path' in error ? String(error.path) : undefined;
}
