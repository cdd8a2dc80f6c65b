/**
 * A custom order (a cake for Saturday): its deposit may not exceed its price, its status only moves forward
 * (order-status-rules.ts), who moved it and when is recorded by whoever's change moved it, and only a role that edits
 * products may change its price once it is made (issue 35: create_sale to create, manage_products to price).
 */
import { can } from '../permissions.js';
import { DEPOSIT_ABOVE_PRICE_MESSAGE } from './custom-order-rules.js';
import { allowed, type EntityModule, invalid } from './entity-module.js';
import { CUSTOM_ORDER_PRICE_MESSAGE, customOrderMoveRefusal } from './order-status-rules.js';

export const customOrderModule = {
  entity: 'customOrder',
  create: (data, context) =>
    allowed({
      customerName: data.customerName,
      customerPhone: data.customerPhone ?? null,
      description: data.description,
      dueDate: data.dueDate,
      dueTime: data.dueTime,
      price: data.price,
      deposit: data.deposit,
      status: 'pending',
      notes: data.notes ?? null,
      createdBy: context.actorId,
      statusChangedBy: context.actorId,
      statusChangedAt: context.at,
    }),
  // An update may change only one of the two, so the rule is checked on the merged row.
  derive: (row, changed, context) => {
    if (row.deposit > row.price) return invalid(DEPOSIT_ABOVE_PRICE_MESSAGE, 'deposit');
    // The mover is whoever's change moved the status, never what a till says it was.
    return allowed(
      changed.has('status') ? { statusChangedBy: context.actorId, statusChangedAt: context.at } : {},
    );
  },
  refuseUpdate: (current, data, sent, actor) => {
    const repriced = sent.includes('price') && data.price !== undefined && data.price !== current.price;
    if (repriced && !can(actor.role, 'manage_products')) return CUSTOM_ORDER_PRICE_MESSAGE;
    return sent.includes('status') && data.status !== undefined
      ? customOrderMoveRefusal(current.status, data.status)
      : null;
  },
} satisfies EntityModule<'customOrder'>;
