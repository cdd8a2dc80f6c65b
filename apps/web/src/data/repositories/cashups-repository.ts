import { cashupDailyGrandTotal, NEW_CASHUP_STATUS } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createCashupsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    entity: 'cashup',
    schemas: (domain) => domain.MUTATION_DATA_SCHEMAS.cashup,
    buildRow: ({ id: _id, notes, ...amounts }, context) => ({
      ...amounts,
      dailyGrandTotal: cashupDailyGrandTotal(amounts),
      notes: notes ?? null,
      status: NEW_CASHUP_STATUS,
      createdBy: context.actorId,
      approvedBy: null,
      approvedAt: null,
    }),
    // What the server derives from the same change, shown at once: the approver is whoever approves here.
    afterChange: (row, changed, context) =>
      'status' in changed
        ? {
            ...row,
            approvedBy: row.status === 'approved' ? context.actorId : null,
            approvedAt: row.status === 'approved' ? context.at : null,
          }
        : row,
  });
  return base;
}

export type CashupsRepository = ReturnType<typeof createCashupsRepository>;
