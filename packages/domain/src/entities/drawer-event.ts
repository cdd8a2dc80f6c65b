/** Cash moving through a drawer between sales, and "No sale" openings (issue 34); rules in drawer-rules.ts. */
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import {
  baseRowSchema,
  centsField,
  centsSchema,
  idSchema,
  isoDateTimeSchema,
  optionalText,
} from './common.js';
import { DRAWER_EVENT_KINDS } from './drawer-rules.js';

export const drawerEventSchema = z.extend(baseRowSchema, {
  sessionId: idSchema,
  kind: z.enum(DRAWER_EVENT_KINDS),
  /** Cents in (pay-in) or out (pay-out); 0 for a "No sale". */
  amount: centsSchema,
  reason: z.nullable(z.string()),
  /** The expense a pay-out paid (Expenses, paid from the till), if one was recorded. */
  expenseId: z.nullable(idSchema),
  createdBy: z.string(),
  /** When it happened on the till. */
  occurredAt: isoDateTimeSchema,
});
export type DrawerEvent = z.infer<typeof drawerEventSchema>;

export const drawerEventInputSchema = z.object({
  sessionId: idSchema,
  kind: z.enum(DRAWER_EVENT_KINDS),
  amount: centsField(undefined, 0, 'The amount'),
  reason: optionalText(TEXT_LIMITS.note),
  expenseId: z.optional(idSchema),
});
