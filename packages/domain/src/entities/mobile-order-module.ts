/**
 * An order placed from a phone for pickup: its total is what its lines come to; its status only moves forward
 * (order-status-rules.ts) and who moved it and when is recorded by whoever's change moved it.
 */
import { allowed, type EntityModule } from './entity-module.js';
import { mobileOrderMoveRefusal } from './order-status-rules.js';
import { linesTotal, storedItems } from './sale-module.js';

export const mobileOrderModule = {
  entity: 'mobileOrder',
  create(data, context) {
    const total = linesTotal(data.items);
    if (!total.ok) return total;
    return allowed({
      customerName: data.customerName,
      customerPhone: data.customerPhone ?? null,
      items: storedItems(data.items),
      total: total.value,
      pickupTime: data.pickupTime,
      status: 'new',
      notes: data.notes ?? null,
      statusChangedBy: context.actorId,
      statusChangedAt: context.at,
    });
  },
  derive(row, changed, context) {
    const moved = changed.has('status')
      ? { statusChangedBy: context.actorId, statusChangedAt: context.at }
      : {};
    if (!changed.has('items')) return allowed(moved);
    const total = linesTotal(row.items);
    return total.ok ? allowed({ ...moved, total: total.value }) : total;
  },
  refuseUpdate: (current, data, sent) =>
    sent.includes('status') && data.status !== undefined
      ? mobileOrderMoveRefusal(current.status, data.status)
      : null,
} satisfies EntityModule<'mobileOrder'>;
