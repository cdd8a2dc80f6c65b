import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCustomOrdersRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'customOrder',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.customOrder,
  });
  return base;
}

export type CustomOrdersRepository = ReturnType<typeof createCustomOrdersRepository>;
