/**
 * A drawer session: opened by whoever opens it, at the device's time; closed once, by an update carrying the count.
 * A closed session is final, and closing someone else's drawer is a manager's (manage_cashup). The checks that need
 * the database (one open session per till, the note above the variance threshold) are each side's own.
 */
import { can } from '../permissions.js';
import { DRAWER_MESSAGES, denominationsTotal } from './drawer-rules.js';
import { allowed, type EntityModule, invalid } from './entity-module.js';

export const drawerSessionModule = {
  entity: 'drawerSession',
  create: (data, context) =>
    allowed({
      deviceId: data.deviceId,
      openedBy: context.actorId,
      openedAt: context.madeAt,
      openingFloat: data.openingFloat,
      closedBy: null,
      closedAt: null,
      countedCash: null,
      denominations: null,
      expectedCash: null,
      note: null,
    }),
  derive(row, changed, context) {
    if (!changed.has('countedCash')) return allowed({});
    if (row.denominations && denominationsTotal(row.denominations) !== row.countedCash) {
      return invalid(DRAWER_MESSAGES.denominationsMismatch, 'denominations');
    }
    // The closer and the time are whoever's change closed it and when, never what a till says.
    return allowed({ closedBy: context.actorId, closedAt: context.at });
  },
  refuseUpdate(current, _data, _sent, actor) {
    if (current.closedAt !== null) return DRAWER_MESSAGES.closedIsFinal;
    if (current.openedBy !== actor.id && !can(actor.role, 'manage_cashup'))
      return DRAWER_MESSAGES.othersDrawer;
    return null;
  },
} satisfies EntityModule<'drawerSession'>;
