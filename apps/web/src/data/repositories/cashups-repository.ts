import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCashupsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'cashup',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.cashup,
  });
  return base;
}

export type CashupsRepository = ReturnType<typeof createCashupsRepository>;
