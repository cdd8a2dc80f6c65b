import type { Cashup } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCashupsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'cashup',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.cashup,
  });
  return {
    ...base,
    /** Newest first by the report's date (spec §7: the first 5 are shown). */
    async recent(limit: number): Promise<Cashup[]> {
      return deps.db.cashups
        .orderBy('date')
        .reverse()
        .filter((row) => row.deletedAt === null)
        .limit(limit)
        .toArray();
    },
  };
}

export type CashupsRepository = ReturnType<typeof createCashupsRepository>;
