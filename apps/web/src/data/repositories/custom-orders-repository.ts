import type { CustomOrder, CustomOrderStatus } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCustomOrdersRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'customOrder',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.customOrder,
  });
  return {
    ...base,
    async byStatus(status: CustomOrderStatus): Promise<CustomOrder[]> {
      return deps.db.customOrders
        .where('status')
        .equals(status)
        .filter((row) => row.deletedAt === null)
        .toArray();
    },
  };
}

export type CustomOrdersRepository = ReturnType<typeof createCustomOrdersRepository>;
