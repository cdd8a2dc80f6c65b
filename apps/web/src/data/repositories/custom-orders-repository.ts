import { createEditableRepository } from './editable-repository';
import { LocalValidationError, type RepositoryDeps } from './local-writer';

const DEPOSIT_MESSAGE = 'The deposit cannot exceed the price';

export function createCustomOrdersRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'customOrder',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.customOrder,
    buildRow: (data, context) => ({
      customerName: data.customerName,
      customerPhone: data.customerPhone ?? null,
      description: data.description,
      dueDate: data.dueDate,
      price: data.price,
      deposit: data.deposit,
      status: 'pending' as const,
      notes: data.notes ?? null,
      createdBy: context.actorId,
    }),
    // An update may change only one of the two, so the rule is checked on the merged row.
    afterChange(row) {
      if (row.deposit > row.price) throw new LocalValidationError(DEPOSIT_MESSAGE, 'deposit');
      return row;
    },
  });
  return base;
}

export type CustomOrdersRepository = ReturnType<typeof createCustomOrdersRepository>;
