import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCustomOrdersRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('customOrder'));
  return base;
}

export type CustomOrdersRepository = ReturnType<typeof createCustomOrdersRepository>;
