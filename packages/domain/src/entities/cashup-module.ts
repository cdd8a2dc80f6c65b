/**
 * A cash-up report: its daily grand total is worked out from its amounts, never taken from a till, and whoever's
 * change makes it approved is its approver. Approving, sending back and deleting are an admin's (cashup-review.ts).
 */
import { cashupChangeRefusal, cashupDeleteRefusal } from '../cashup-review.js';
import {
  CASHUP_AMOUNT_FIELDS,
  type CashupStatus,
  cashupDailyGrandTotal,
  NEW_CASHUP_STATUS,
} from './cashup-rules.js';
import { allowed, type ChangeContext, type EntityModule } from './entity-module.js';

/** The approver and approval time of a report now at `status`: the actor and now, or none. */
function approval(status: CashupStatus, context: ChangeContext) {
  return status === 'approved'
    ? { approvedBy: context.actorId, approvedAt: context.at }
    : { approvedBy: null, approvedAt: null };
}

export const cashupModule = {
  entity: 'cashup',
  create(data, context) {
    const amounts = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, data[field]])) as Pick<
      typeof data,
      (typeof CASHUP_AMOUNT_FIELDS)[number]
    >;
    return allowed({
      date: data.date,
      ...amounts,
      dailyGrandTotal: cashupDailyGrandTotal(amounts),
      notes: data.notes ?? null,
      status: NEW_CASHUP_STATUS,
      createdBy: context.actorId,
      ...approval(NEW_CASHUP_STATUS, context),
    });
  },
  derive: (row, changed, context) =>
    allowed({
      dailyGrandTotal: cashupDailyGrandTotal(row),
      // The approver is whoever's change made the status approved, never what a till says it is.
      ...(changed.has('status') ? approval(row.status, context) : {}),
    }),
  // Approval is an admin's sign-off: a manager may correct a submitted count but not approve it or touch an
  // approved one (hiding the button on the till is not the check; this is).
  refuseUpdate: (current, data, sent, actor) =>
    cashupChangeRefusal(actor.role, current.status, sent.includes('status') ? data.status : undefined),
  refuseDelete: (_current, actor) => cashupDeleteRefusal(actor.role),
} satisfies EntityModule<'cashup'>;
