/** An expense: new ones wait for approval, and record who entered them. */
import { allowed, type EntityModule } from './entity-module.js';
import { EXPENSE_DEFAULTS } from './expense-rules.js';

export const expenseModule = {
  entity: 'expense',
  create: (data, context) =>
    allowed({
      description: data.description,
      amount: data.amount,
      category: data.category,
      vendor: data.vendor ?? null,
      date: data.date,
      status: EXPENSE_DEFAULTS.status,
      receiptFileId: data.receiptFileId ?? null,
      paidFromTill: data.paidFromTill,
      createdBy: context.actorId,
    }),
} satisfies EntityModule<'expense'>;
