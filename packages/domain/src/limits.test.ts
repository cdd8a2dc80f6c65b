import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { setupAdminSchema, signInSchema, validateSignIn } from './auth.js';
import { CASHUP_AMOUNT_FIELDS } from './entities/cashup.js';
import {
  changePasswordRequestSchema,
  createUserRequestSchema,
  profileInputSchema,
  setPasswordRequestSchema,
} from './entities/user.js';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.js';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';
import { MUTATION_DATA_SCHEMAS } from './sync/mutation-data.js';

const ID = '33333333-3333-4333-8333-333333333333';
const FILE = 'a'.repeat(64);
const line = {
  id: ID,
  productId: ID,
  productName: 'Latte',
  quantity: 1,
  unitPrice: 350,
  discount: 0,
  notes: 'oat milk',
};

/** A valid value for every schema that takes client text, with every optional text field filled in. */
const EXAMPLES: [string, z.ZodMiniType, Record<string, unknown>][] = [
  [
    'product',
    MUTATION_DATA_SCHEMAS.product.create,
    {
      id: ID,
      name: 'Tea',
      category: 'beverages',
      price: 300,
      description: 'Green',
      available: true,
      barcode: 'TEA-1',
      unitCost: 90,
    },
  ],
  [
    'sale',
    MUTATION_DATA_SCHEMAS.sale.create,
    { id: ID, items: [line], paymentMethod: 'cash', discount: 0, taxRateMilliPercent: 8250 },
  ],
  [
    'expense',
    MUTATION_DATA_SCHEMAS.expense.create,
    {
      id: ID,
      description: 'Beans',
      amount: 100,
      category: 'inventory',
      vendor: 'Roastery',
      date: '2026-03-14',
      receiptFileId: FILE,
    },
  ],
  [
    'cashup',
    MUTATION_DATA_SCHEMAS.cashup.create,
    {
      id: ID,
      date: '2026-03-14',
      ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, 0])),
      notes: 'Quiet day',
    },
  ],
  [
    'shift',
    MUTATION_DATA_SCHEMAS.shift.create,
    {
      id: ID,
      userId: ID,
      start: '2026-03-14T09:00:00Z',
      end: '2026-03-14T17:00:00Z',
      role: 'barista',
      notes: 'Opening',
    },
  ],
  [
    'task',
    MUTATION_DATA_SCHEMAS.task.create,
    {
      id: ID,
      title: 'Descale',
      description: 'The big machine',
      dueDate: '2026-03-14',
      priority: 'high',
      category: 'daily',
    },
  ],
  [
    'event',
    MUTATION_DATA_SCHEMAS.event.create,
    {
      id: ID,
      title: 'Tasting',
      description: 'New roast',
      startDate: '2026-03-14T09:00:00Z',
      endDate: '2026-03-14T10:00:00Z',
      location: 'Front',
      attendees: ['Sam', 'Alex'],
      isImportant: true,
    },
  ],
  [
    'mobileOrder',
    MUTATION_DATA_SCHEMAS.mobileOrder.create,
    {
      id: ID,
      customerName: 'Kim',
      customerPhone: '555',
      items: [line],
      pickupTime: '2026-03-14T09:00:00Z',
      notes: 'Extra hot',
    },
  ],
  [
    'customOrder',
    MUTATION_DATA_SCHEMAS.customOrder.create,
    {
      id: ID,
      customerName: 'Kim',
      customerPhone: '555',
      description: 'A cake',
      dueDate: '2026-03-14',
      dueTime: '11:00',
      price: 5000,
      deposit: 1000,
      notes: 'Blue icing',
    },
  ],
  [
    'user',
    createUserRequestSchema,
    {
      id: ID,
      name: 'Sam',
      email: 'sam@cafe.example',
      role: 'staff',
      avatarFileId: FILE,
      password: 'pour-over',
      confirmPassword: 'pour-over',
    },
  ],
  ['user update', MUTATION_DATA_SCHEMAS.user.update, { id: ID, name: 'Sam', email: 'sam@cafe.example' }],
  ['set password', setPasswordRequestSchema, { password: 'pour-over', confirmPassword: 'pour-over' }],
  ['change password', changePasswordRequestSchema, { currentPassword: 'a', newPassword: 'pour-over' }],
  [
    'storeSettings',
    MUTATION_DATA_SCHEMAS.storeSettings.update,
    { id: ID, name: 'Cafe', taxRateMilliPercent: 8250, currency: 'USD', timeZone: 'Europe/Paris' },
  ],
  ['sign-in', signInSchema, { email: 'sam@cafe.example', password: 'pour-over' }],
  ['set-up', setupAdminSchema, { name: 'Alex', email: 'alex@cafe.example', password: 'pour-over-2026' }],
  [
    'profile',
    profileInputSchema,
    {
      name: 'Sam',
      email: 'sam@cafe.example',
      currentPassword: 'a',
      newPassword: 'pour-over',
      confirmNewPassword: 'pour-over',
    },
  ],
];

/** Every path to a string inside `value`. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withValue(value: unknown, path: (string | number)[], replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

function strings(value: unknown): string[] {
  return stringPaths(value).map((path) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value),
  ) as string[];
}

const LONGEST_TEXT = Math.max(...Object.values(TEXT_LIMITS).map((limit) => limit.max));

describe('limits on every text field', () => {
  it.each(EXAMPLES)(
    '%s: every string field refuses or cleans unstorable and oversized text',
    (_name, schema, example) => {
      expect(schema.safeParse(example).success).toBe(true);
      for (const path of stringPaths(example)) {
        const original = String(
          path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], example),
        );
        for (const garbage of [
          `${original}\u0000`,
          `\ud800${original}`,
          `${original}\udfff`,
          'x'.repeat(100_000),
        ]) {
          const parsed = schema.safeParse(withValue(example, path, garbage));
          if (!parsed.success) continue;
          // Accepted only as text the database stores exactly and within every text limit.
          for (const text of strings(parsed.data)) {
            expect(isStorableText(text), `${path.join('.')} kept ${JSON.stringify(text)}`).toBe(true);
            expect(text.length, `${path.join('.')} kept ${text.length} characters`).toBeLessThanOrEqual(
              LONGEST_TEXT,
            );
          }
        }
      }
    },
  );

  it('names the reason: unstorable text and each length limit have their own message', () => {
    const product = MUTATION_DATA_SCHEMAS.product.create;
    const tea = { id: ID, name: 'Tea', price: 300 };
    expect(product.safeParse({ ...tea, name: 'Te\u0000a' }).error?.issues[0]?.message).toBe(
      UNSTORABLE_TEXT_MESSAGE,
    );
    expect(product.safeParse({ ...tea, name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      TEXT_LIMITS.name.message,
    );
    expect(TEXT_LIMITS.name.message).toBe('A name can be at most 100 characters');
    expect(product.safeParse({ ...tea, description: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'This text can be at most 1,000 characters',
    );
    const event = MUTATION_DATA_SCHEMAS.event.create;
    const attendees = Array.from({ length: LIST_LIMITS.attendees.max + 1 }, (_, index) => `Guest ${index}`);
    expect(
      event.safeParse({
        id: ID,
        title: 'Party',
        startDate: '2026-03-14T09:00:00Z',
        endDate: '2026-03-14T10:00:00Z',
        attendees,
      }).error?.issues[0]?.message,
    ).toBe(LIST_LIMITS.attendees.message);
  });

  it('refuses a sale of more than 200 lines', () => {
    const sale = MUTATION_DATA_SCHEMAS.sale.create;
    const lines = (count: number) => Array.from({ length: count }, () => line);
    expect(sale.safeParse({ id: ID, items: lines(200), paymentMethod: 'cash' }).success).toBe(true);
    expect(sale.safeParse({ id: ID, items: lines(201), paymentMethod: 'cash' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['items'], message: 'A sale can have at most 200 lines' }),
    ]);
    const order = MUTATION_DATA_SCHEMAS.mobileOrder.create;
    expect(
      order.safeParse({ id: ID, customerName: 'Kim', items: lines(201), pickupTime: '2026-03-14T09:00:00Z' })
        .error?.issues[0]?.message,
    ).toBe(LIST_LIMITS.orderItems.message);
  });

  it("cleans a sale line's product name and notes instead of refusing the sale", () => {
    const sale = MUTATION_DATA_SCHEMAS.sale.create;
    const parsed = sale.parse({
      id: ID,
      items: [{ ...line, productName: 'Lat\u0000te\ud800', notes: 'oat\u0000milk\u001b' }],
      paymentMethod: 'cash',
    });
    expect(parsed.items[0]).toMatchObject({ productName: 'Latte\ufffd', notes: 'oatmilk' });
  });

  it('refuses a NUL or a broken surrogate in the sign-in fields with the form messages', () => {
    expect(validateSignIn({ email: 'admin@cafe.example\u0000', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
    expect(validateSignIn({ email: `${'a'.repeat(250)}@cafe.example`, password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
    expect(validateSignIn({ email: 'admin@cafe.example', password: 'pass\ud800' })).toEqual({
      ok: false,
      errors: { password: UNSTORABLE_TEXT_MESSAGE },
    });
    expect(validateSignIn({ email: 'admin@cafe.example', password: 'x'.repeat(257) })).toEqual({
      ok: false,
      errors: { password: TEXT_LIMITS.password.message },
    });
    expect(signInSchema.safeParse({ email: 'a\u0000@cafe.example', password: 'x' }).success).toBe(false);
  });
});
