/**
 * The `data` of a pushed mutation, per entity and action. Creates reuse the entity's input schema plus the
 * client-made `id`; updates carry `id` and only the changed fields (any subset of the create fields, plus the
 * few fields only an edit sets, such as a status); deletes carry `{ id }`. Objects are strict: a field the
 * server owns (version, createdAt, storeId, createdBy, totals ...) is an error, not silently ignored.
 * Fields derived from others (sale totals, a cash-up's grand total, a task's completedAt) are computed by the
 * server, never taken from the client.
 */
import { CASHUP_STATUSES, cashupInputSchema } from '../entities/cashup.js';
import { idSchema, isoDateSchema, isoDateTimeSchema, optionalText } from '../entities/common.js';
import {
  CUSTOM_ORDER_STATUSES,
  customOrderInputSchema,
  DEPOSIT_ABOVE_PRICE_MESSAGE,
} from '../entities/custom-order.js';
import { discountApprovalSchema } from '../entities/discount.js';
import { discountPresetInputSchema } from '../entities/discount-preset.js';
import { drawerEventInputSchema } from '../entities/drawer-event.js';
import { drawerSessionCloseSchema, drawerSessionOpenSchema } from '../entities/drawer-session.js';
import { EVENT_MESSAGES, eventEndsInOrder, eventInputSchema } from '../entities/event.js';
import { EXPENSE_STATUSES, expenseInputSchema } from '../entities/expense.js';
import { MOBILE_ORDER_STATUSES, mobileOrderInputSchema } from '../entities/mobile-order.js';
import { modifierGroupInputSchema } from '../entities/modifier-group.js';
import { productInputSchema, unitCostField } from '../entities/product.js';
import { refundInputSchema } from '../entities/refund.js';
import { linesWithinCeiling, SALE_MESSAGES, saleInputSchema, saleItemInputSchema } from '../entities/sale.js';
import { SHIFT_DEFAULTS, SHIFT_MESSAGES, SHIFT_ROLES } from '../entities/shift.js';
import type { SyncAction, SyncEntity } from '../entities/sync-log-entry.js';
import { taskInputSchema } from '../entities/task.js';
import { userInputSchema } from '../entities/user.js';
import { fileIdSchema } from '../files.js';
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MAX_TAX_RATE_MILLI_PERCENT } from '../sale-pricing.js';
import { storeSettingsSchema } from '../store-settings.js';
import { z } from '../zod.js';

const withId = { id: idSchema };

/** `{ id, ...every field optional }`, strict. Built from the bare shape so refinements need not apply. */
function updateOf<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.extend(z.partial(z.strictObject(shape)), withId);
}

const itemWithId = z.extend(saleItemInputSchema, withId);

export const saleCreateDataSchema = z.strictObject({
  ...withId,
  items: z
    .array(itemWithId)
    .check(
      z.minLength(1, SALE_MESSAGES.noItems),
      z.maxLength(LIST_LIMITS.saleItems.max, LIST_LIMITS.saleItems.message),
      linesWithinCeiling(SALE_MESSAGES.tooLarge),
    ),
  paymentMethod: saleInputSchema.shape.paymentMethod,
  discount: saleInputSchema.shape.discount,
  /** Issue 33's legs; an older till sends none and its one paymentMethod pays the total (salePayments). */
  payments: saleInputSchema.shape.payments,
  discounts: saleInputSchema.shape.discounts,
  /** A manager's signed approval of discounts above the store's limit (discount-rules.ts). */
  discountApproval: z.optional(discountApprovalSchema),
  /**
   * The rate the till applied (it may have been offline when the store's rate changed), in thousandths of a
   * percent; default: the store's. An older till's queued `taxRateBps` is read as this (legacy-fields.ts).
   */
  taxRateMilliPercent: z.optional(z.int().check(z.gte(0), z.lte(MAX_TAX_RATE_MILLI_PERCENT))),
  /** What the till showed; when present it must equal the server's own computation. */
  subtotal: z.optional(z.int()),
  tax: z.optional(z.int()),
  total: z.optional(z.int()),
  customOrderId: saleInputSchema.shape.customOrderId,
});

/** A shift as the sync carries it: instants, not the form's day + wall-clock times (the client knows the zone). */
const shiftShape = {
  userId: idSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  role: z._default(z.enum(SHIFT_ROLES, { error: SHIFT_MESSAGES.required }), SHIFT_DEFAULTS.role),
  notes: optionalText(TEXT_LIMITS.note),
};
const endsAfterStart = (shift: { start?: string | undefined; end?: string | undefined }) =>
  shift.start === undefined || shift.end === undefined || Date.parse(shift.end) > Date.parse(shift.start);

const depositWithinPrice = (order: { price?: number | undefined; deposit?: number | undefined }) =>
  order.price === undefined || order.deposit === undefined || order.deposit <= order.price;

const mobileOrderShape = {
  ...mobileOrderInputSchema.shape,
  items: z
    .array(itemWithId)
    .check(
      z.minLength(1),
      z.maxLength(LIST_LIMITS.orderItems.max, LIST_LIMITS.orderItems.message),
      linesWithinCeiling(SALE_MESSAGES.orderTooLarge),
    ),
};

export const MUTATION_DATA_SCHEMAS = {
  product: {
    create: z.strictObject({ ...withId, ...productInputSchema.shape }),
    // null clears the cost (a blank barcode travels as '', like every optional text).
    update: updateOf({ ...productInputSchema.shape, unitCost: z.nullable(unitCostField) }),
  },
  modifierGroup: {
    create: z.strictObject({ ...withId, ...modifierGroupInputSchema.shape }),
    update: updateOf(modifierGroupInputSchema.shape),
  },
  discountPreset: {
    create: z.strictObject({ ...withId, ...discountPresetInputSchema.shape }),
    update: updateOf(discountPresetInputSchema.shape),
  },
  drawerSession: {
    create: z.strictObject({ ...withId, ...drawerSessionOpenSchema.shape }),
    // Closing is its only update, whole: the count and what was expected travel together.
    update: z.strictObject({ ...withId, ...drawerSessionCloseSchema.shape }),
    delete: null,
  },
  drawerEvent: {
    create: z.strictObject({ ...withId, ...drawerEventInputSchema.shape }),
    update: null,
    delete: null,
  },
  sale: { create: saleCreateDataSchema, update: null, delete: null },
  refund: { create: z.strictObject({ ...withId, ...refundInputSchema.shape }), update: null, delete: null },
  expense: {
    create: z.strictObject({ ...withId, ...expenseInputSchema.shape }),
    update: updateOf({
      ...expenseInputSchema.shape,
      receiptFileId: z.nullable(fileIdSchema),
      status: z.enum(EXPENSE_STATUSES),
    }),
  },
  cashup: {
    create: z.strictObject({ ...withId, ...cashupInputSchema.shape }),
    update: updateOf({ ...cashupInputSchema.shape, status: z.enum(CASHUP_STATUSES) }),
  },
  shift: {
    create: z
      .strictObject({ ...withId, ...shiftShape })
      .check(z.refine(endsAfterStart, { error: SHIFT_MESSAGES.endBeforeStart, path: ['end'] })),
    update: updateOf(shiftShape).check(
      z.refine(endsAfterStart, { error: SHIFT_MESSAGES.endBeforeStart, path: ['end'] }),
    ),
  },
  task: {
    create: z.strictObject({ ...withId, ...taskInputSchema.shape }),
    update: updateOf({
      ...taskInputSchema.shape,
      dueDate: z.nullable(isoDateSchema),
      completed: z.boolean(),
    }),
  },
  event: {
    create: z
      .strictObject({ ...withId, ...eventInputSchema.shape })
      .check(z.refine(eventEndsInOrder, { error: EVENT_MESSAGES.endBeforeStart, path: ['endDate'] })),
    update: updateOf(eventInputSchema.shape).check(
      z.refine(eventEndsInOrder, { error: EVENT_MESSAGES.endBeforeStart, path: ['endDate'] }),
    ),
  },
  mobileOrder: {
    create: z.strictObject({ ...withId, ...mobileOrderShape }),
    update: updateOf({ ...mobileOrderShape, status: z.enum(MOBILE_ORDER_STATUSES) }),
  },
  customOrder: {
    create: z
      .strictObject({ ...withId, ...customOrderInputSchema.shape })
      .check(z.refine(depositWithinPrice, { error: DEPOSIT_ABOVE_PRICE_MESSAGE, path: ['deposit'] })),
    update: updateOf({ ...customOrderInputSchema.shape, status: z.enum(CUSTOM_ORDER_STATUSES) }).check(
      z.refine(depositWithinPrice, { error: DEPOSIT_ABOVE_PRICE_MESSAGE, path: ['deposit'] }),
    ),
  },
  user: {
    // Users are made, and passwords set, only through the online API (POST /api/users): a password must never
    // rest in a till's outbox. Sync carries a user's public fields only.
    create: null,
    update: updateOf({
      name: userInputSchema.shape.name,
      email: userInputSchema.shape.email,
      role: userInputSchema.shape.role,
      avatarFileId: userInputSchema.shape.avatarFileId,
    }),
  },
  storeSettings: { create: null, update: updateOf(storeSettingsSchema.shape), delete: null },
} as const;

const deleteDataSchema = z.strictObject(withId);

/** The schema for a mutation's data; null when the action is never allowed for the entity. */
export function mutationDataSchema(entity: SyncEntity, action: SyncAction): z.ZodMiniType | null {
  const schemas = MUTATION_DATA_SCHEMAS[entity];
  if (action === 'delete') return 'delete' in schemas ? null : deleteDataSchema;
  return schemas[action];
}
