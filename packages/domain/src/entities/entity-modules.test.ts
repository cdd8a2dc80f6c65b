import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { cents } from '../money.js';
import { storeSettingsRowSchema } from '../store-settings.js';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import { cashupSchema } from './cashup.js';
import { customOrderSchema } from './custom-order.js';
import { discountPresetSchema } from './discount-preset.js';
import { drawerEventSchema } from './drawer-event.js';
import { drawerSessionSchema } from './drawer-session.js';
import type { Actor, ChangeContext, CreateContext, EntityRow, UpdateData } from './entity-module.js';
import { ENTITY_MODULES, entityModule } from './entity-modules.js';
import { base, userId } from './entity-test-kit.js';
import { eventSchema } from './event.js';
import { expenseSchema } from './expense.js';
import { mobileOrderSchema } from './mobile-order.js';
import { modifierGroupSchema } from './modifier-group.js';
import { productSchema } from './product.js';
import { refundSchema } from './refund.js';
import { saleSchema } from './sale.js';
import { shiftSchema } from './shift.js';
import { SYNC_ENTITIES, type SyncEntity } from './sync-log-entry-rules.js';
import { taskSchema } from './task.js';
import { userSchema } from './user.js';

const at = '2026-01-15T12:00:00.000Z';
const context: CreateContext = {
  actorId: userId,
  at,
  madeAt: '2026-01-15T11:59:00.000Z',
  taxRateMilliPercent: 8_250,
};
const change: ChangeContext = { actorId: userId, at };
const otherId = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';
const item = {
  id: otherId,
  productId: otherId,
  productName: 'Latte',
  quantity: 2,
  unitPrice: 450,
  discount: 50,
};

/** The stored row schema of each entity: what a pull delivers and a till keeps. */
const ROW_SCHEMAS: Record<SyncEntity, z.ZodMiniType> = {
  user: userSchema,
  product: productSchema,
  modifierGroup: modifierGroupSchema,
  discountPreset: discountPresetSchema,
  drawerSession: drawerSessionSchema,
  drawerEvent: drawerEventSchema,
  sale: saleSchema,
  refund: refundSchema,
  expense: expenseSchema,
  cashup: cashupSchema,
  shift: shiftSchema,
  task: taskSchema,
  event: eventSchema,
  mobileOrder: mobileOrderSchema,
  customOrder: customOrderSchema,
  storeSettings: storeSettingsRowSchema,
};

/** A create the entity's data schema accepts, as a till sends it. */
const CREATES: Partial<Record<SyncEntity, Record<string, unknown>>> = {
  product: { name: 'Latte', price: 450, barcode: '0123' },
  modifierGroup: {
    name: 'Milk',
    minChoices: 1,
    options: [{ id: otherId, name: 'Oat', priceDelta: 60, isDefault: true }],
  },
  discountPreset: { name: 'Staff 50%', kind: 'percent', value: 50_000, scope: 'sale' },
  drawerSession: { deviceId: otherId, openingFloat: 10_000 },
  drawerEvent: { sessionId: otherId, kind: 'pay_out', amount: 1_500, reason: 'Window cleaner' },
  sale: { items: [item], paymentMethod: 'cash', taxRateMilliPercent: 8_250 },
  expense: { description: 'Milk', amount: 1200, category: 'inventory', date: '2026-01-15' },
  cashup: {
    date: '2026-01-15',
    morningShiftCash: 10_000,
    afternoonShiftCash: 5_000,
    onTheGoSalesCash: 0,
    fcaCreditCardTransactions: 0,
    zigCreditCardTransactions: 0,
    ecoCashMobilePayments: 0,
    zigCashPayments: 0,
    bankTransfers: 0,
    loyaltyCardTransactions: 0,
    extras: 0,
    expenses: 2_500,
    gaapCashTotal: 0,
  },
  shift: { userId: otherId, start: '2026-01-15T09:00:00.000Z', end: '2026-01-15T17:00:00.000Z' },
  task: { title: 'Clean machines' },
  event: { title: 'Tasting', startDate: '2026-01-20T18:00:00.000Z', endDate: '2026-01-20T20:00:00.000Z' },
  mobileOrder: { customerName: 'Ana', items: [item], pickupTime: '2026-01-15T13:00:00.000Z' },
  customOrder: {
    customerName: 'Ana',
    description: 'Cake',
    dueDate: '2026-01-20',
    dueTime: '11:00',
    price: 4_000,
    deposit: 1_000,
  },
};

function created<E extends SyncEntity>(entity: E): EntityRow<E> {
  const schema = MUTATION_DATA_SCHEMAS[entity].create;
  if (!schema) throw new Error(`${entity} has no create`);
  const data = schema.parse({ id: base.id, ...CREATES[entity] });
  const own = entityModule(entity).create?.(data as never, context, { userName: 'Sam' } as never);
  if (!own?.ok) throw new Error(`${entity}: ${JSON.stringify(own)}`);
  return { ...base, ...own.value } as EntityRow<E>;
}

function derive<E extends SyncEntity>(entity: E, row: EntityRow<E>, changed: string[]) {
  const rule = entityModule(entity).derive;
  if (!rule) throw new Error(`A ${entity} derives nothing`);
  return rule(row, new Set(changed), change);
}

function refuseUpdate<E extends SyncEntity>(entity: E, row: EntityRow<E>, data: UpdateData<E>, actor: Actor) {
  const rule = entityModule(entity).refuseUpdate;
  if (!rule) throw new Error(`A ${entity} refuses no update`);
  return rule(
    row,
    data,
    Object.keys(data).filter((key) => key !== 'id'),
    actor,
  );
}

function refuseDelete<E extends SyncEntity>(entity: E, row: EntityRow<E>, actor: Actor) {
  const rule = entityModule(entity).refuseDelete;
  if (!rule) throw new Error(`A ${entity} refuses no delete`);
  return rule(row, actor);
}

describe('entity modules', () => {
  it('register one module per synced entity, under its own name', () => {
    expect(Object.keys(ENTITY_MODULES).sort()).toEqual([...SYNC_ENTITIES].sort());
    for (const entity of SYNC_ENTITIES) expect(ENTITY_MODULES[entity].entity).toBe(entity);
  });

  it('create exactly when the data schemas carry creates', () => {
    for (const entity of SYNC_ENTITIES) {
      expect(entityModule(entity).create !== undefined, entity).toBe(
        MUTATION_DATA_SCHEMAS[entity].create !== null,
      );
    }
  });

  it('make, from each valid create, a row its entity schema accepts as stored', () => {
    for (const entity of SYNC_ENTITIES) {
      if (!CREATES[entity]) continue;
      const row = created(entity);
      const parsed = ROW_SCHEMAS[entity].safeParse(row);
      expect(parsed.success, `${entity}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('sale module', () => {
  it('prices the sale at its own rate, and places it at the till time within what the server allows', () => {
    const sale = created('sale');
    expect(sale).toMatchObject({
      subtotal: 850,
      tax: 70,
      total: 920,
      createdBy: userId,
      soldAt: context.madeAt,
    });
    expect(sale.paymentStatus).toBe('completed');
  });

  it('refuses totals that are not what the items come to, naming each', () => {
    const data = MUTATION_DATA_SCHEMAS.sale.create.parse({ id: base.id, ...CREATES.sale, total: 1, tax: 70 });
    const outcome = ENTITY_MODULES.sale.create(data, context, {});
    expect(outcome).toEqual({
      ok: false,
      refusal: {
        reason: 'invalid',
        message: 'The sale totals do not match its items',
        issues: [{ path: 'total', message: 'Expected 920' }],
      },
    });
  });

  it('is append-only and kept in quarantine when refused', () => {
    expect(ENTITY_MODULES.sale).toMatchObject({ appendOnly: true, quarantineRefused: true });
  });
});

describe('update derivations', () => {
  it('stamp a task completed now, and clear it when un-completed', () => {
    const task = created('task');
    const done = derive('task', { ...task, completed: true }, ['completed']);
    expect(done).toEqual({ ok: true, value: { completedAt: at } });
    const undone = derive('task', { ...task, completed: false }, ['completed']);
    expect(undone).toEqual({ ok: true, value: { completedAt: null } });
    expect(derive('task', task, ['title'])).toEqual({ ok: true, value: {} });
  });

  it("work out a cash-up's grand total, and make whoever approves it its approver", () => {
    const cashup = created('cashup');
    expect(cashup.dailyGrandTotal).toBe(12_500);
    const corrected = derive('cashup', { ...cashup, extras: cents(100) }, ['extras']);
    expect(corrected).toEqual({ ok: true, value: { dailyGrandTotal: 12_600 } });
    const approved = derive('cashup', { ...cashup, status: 'approved' }, ['status']);
    expect(approved).toEqual({
      ok: true,
      value: { dailyGrandTotal: 12_500, approvedBy: userId, approvedAt: at },
    });
  });

  it("price a pickup order's changed lines", () => {
    const order = created('mobileOrder');
    expect(order.total).toBe(850);
    const items = [{ ...order.items[0], quantity: 1, discount: undefined }] as typeof order.items;
    expect(derive('mobileOrder', { ...order, items }, ['items'])).toEqual({
      ok: true,
      value: { total: 450 },
    });
  });

  it('refuse a merged row whose ends or amounts are out of order, naming the field', () => {
    const shift = created('shift');
    expect(derive('shift', { ...shift, end: shift.start }, ['end'])).toMatchObject({
      ok: false,
      refusal: { reason: 'invalid', issues: [{ path: 'end' }] },
    });
    const event = created('event');
    const backwards = { ...event, endDate: '2026-01-19T00:00:00.000Z' };
    expect(derive('event', backwards, ['endDate'])).toMatchObject({
      ok: false,
      refusal: { issues: [{ path: 'endDate' }] },
    });
    const order = created('customOrder');
    expect(derive('customOrder', { ...order, price: cents(500) }, ['price'])).toMatchObject({
      ok: false,
      refusal: { message: 'The deposit cannot exceed the price', issues: [{ path: 'deposit' }] },
    });
  });
});

describe('refusals by role', () => {
  it("leave a cash-up's approval and deletion to an admin", () => {
    const cashup = created('cashup');
    const manager = { id: userId, role: 'manager' as const };
    const admin = { id: userId, role: 'admin' as const };
    const approve = { id: base.id, status: 'approved' as const };
    expect(refuseUpdate('cashup', cashup, approve, manager)).toMatch(/admin/);
    expect(refuseUpdate('cashup', cashup, approve, admin)).toBeNull();
    expect(refuseDelete('cashup', cashup, manager)).toMatch(/admin/);
  });

  it('keep a user from deleting themselves or changing someone who outranks them', () => {
    const admin: EntityRow<'user'> = {
      ...base,
      id: otherId,
      name: 'Ada',
      email: 'ada@example.com',
      role: 'admin',
      avatarFileId: null,
      credentialsVersion: 0,
    };
    const manager = { id: userId, role: 'manager' as const };
    expect(refuseUpdate('user', admin, { id: otherId, name: 'A' }, manager)).not.toBeNull();
    expect(refuseDelete('user', admin, { id: otherId, role: 'admin' })).not.toBeNull();
    expect(refuseDelete('user', { ...admin, role: 'staff' }, manager)).toBeNull();
  });
});
