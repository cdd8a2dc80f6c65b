/** A till's cash drawer session (issue 34): opened with a counted float, closed once with a count; rules in drawer-rules.ts. */
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

export * from './drawer-rules.js';

/** One coin or note of a closing count: its value in cents and how many. */
export const denominationCountSchema = z.strictObject({
  value: z.int().check(z.gte(1)),
  count: z.int().check(z.gte(0), z.lte(100_000)),
});

export const drawerSessionSchema = z.extend(baseRowSchema, {
  /** The till (registered device) whose drawer this is: one open session per till. */
  deviceId: idSchema,
  openedBy: z.string(),
  openedAt: isoDateTimeSchema,
  openingFloat: centsSchema,
  closedBy: z.nullable(z.string()),
  closedAt: z.nullable(isoDateTimeSchema),
  countedCash: z.nullable(centsSchema),
  /** The count by denomination when it was counted so; null when a total was typed. */
  denominations: z.nullable(z.array(denominationCountSchema)),
  /** What the till worked out the drawer should hold when it was closed (drawerCashSummary). */
  expectedCash: z.nullable(z.int()),
  note: z.nullable(z.string()),
});
export type DrawerSession = z.infer<typeof drawerSessionSchema>;

export const drawerSessionOpenSchema = z.object({
  deviceId: idSchema,
  openingFloat: centsField('Enter the float as an amount, such as 150.00', 0, 'The float'),
});

/** Closing is the one change a session takes: the count, what was expected, and a note when over or short. */
export const drawerSessionCloseSchema = z.object({
  countedCash: centsField('Enter the cash counted as an amount, such as 212.50', 0, 'The counted cash'),
  denominations: z.optional(z.array(denominationCountSchema).check(z.maxLength(20))),
  expectedCash: z.int().check(z.gte(-99_999_999), z.lte(99_999_999)),
  note: optionalText(TEXT_LIMITS.note),
});
