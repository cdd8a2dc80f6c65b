/** An order placed from a phone for pickup: its total is what its lines come to. */
import { allowed, type EntityModule } from './entity-module.js';
import { linesTotal, storedItems } from './sale-module.js';

export const mobileOrderModule = {
  entity: 'mobileOrder',
  create(data) {
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
    });
  },
  derive(row, changed) {
    if (!changed.has('items')) return allowed({});
    const total = linesTotal(row.items);
    return total.ok ? allowed({ total: total.value }) : total;
  },
} satisfies EntityModule<'mobileOrder'>;
