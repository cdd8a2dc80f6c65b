/** A drawer event: a pay-in, a pay-out or a "No sale", stored once as made and never changed. */
import { drawerEventRefusal } from './drawer-rules.js';
import { allowed, type EntityModule, invalid } from './entity-module.js';

export const drawerEventModule = {
  entity: 'drawerEvent',
  immutableMessage: 'A drawer entry cannot be changed: record another pay-in or pay-out to correct it',
  create(data, context) {
    const event = {
      sessionId: data.sessionId,
      kind: data.kind,
      amount: data.amount,
      reason: data.reason ?? null,
      expenseId: data.expenseId ?? null,
      createdBy: context.actorId,
      occurredAt: context.madeAt,
    };
    const refusal = drawerEventRefusal(event);
    return refusal ? invalid(refusal.message, refusal.path) : allowed(event);
  },
} satisfies EntityModule<'drawerEvent'>;
