import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCashupsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('cashup'));
  return base;
}

export type CashupsRepository = ReturnType<typeof createCashupsRepository>;
