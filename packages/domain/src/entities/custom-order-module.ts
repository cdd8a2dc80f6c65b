/** A custom order (a cake for Saturday): its deposit may not exceed its price. */
import { DEPOSIT_ABOVE_PRICE_MESSAGE } from './custom-order-rules.js';
import { allowed, type EntityModule, invalid } from './entity-module.js';

export const customOrderModule = {
  entity: 'customOrder',
  create: (data, context) =>
    allowed({
      customerName: data.customerName,
      customerPhone: data.customerPhone ?? null,
      description: data.description,
      dueDate: data.dueDate,
      price: data.price,
      deposit: data.deposit,
      status: 'pending',
      notes: data.notes ?? null,
      createdBy: context.actorId,
    }),
  // An update may change only one of the two, so the rule is checked on the merged row.
  derive: (row) => (row.deposit > row.price ? invalid(DEPOSIT_ABOVE_PRICE_MESSAGE, 'deposit') : allowed({})),
} satisfies EntityModule<'customOrder'>;
