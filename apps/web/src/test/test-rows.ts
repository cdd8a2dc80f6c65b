/** Rows and a signed-in till for page tests: what a pull and an online sign-in would leave on the device. */
import type {
  Cents,
  ModifierGroup,
  ModifierOption,
  Product,
  ProductCategory,
  PublicUser,
  Sale,
  StoreSettingsRow,
  User,
} from '@cafe/domain';
import { generateActorKey } from '../data/auth/actor-key';
import { signingSession } from '../data/auth/signing-session';
import { db } from '../data/db';
import { applyPullPage, syncTables } from '../data/sync/apply-server-changes';

/** The base fields every stored row carries, as the server sent them. */
export const TEST_ROW_BASE = {
  storeId: '5e1f2c3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  version: 1,
  deletedAt: null,
};

/** The store's settings row as a pull stores it: a cafe in New York at 8.25%, in dollars. */
export function storeSettingsRow(overrides: Partial<StoreSettingsRow> = {}): StoreSettingsRow {
  return {
    ...TEST_ROW_BASE,
    id: TEST_ROW_BASE.storeId,
    name: 'Cafe',
    taxRateMilliPercent: 8250,
    currency: 'USD',
    timeZone: 'America/New_York',
    cashupVarianceThreshold: 500,
    ...overrides,
  };
}

/** What every completed sale's row carries, sold (and stored) at `soldAt`: the rest is the sale's own. */
export function soldAtRow(soldAt: string) {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    createdAt: soldAt,
    updatedAt: soldAt,
    soldAt,
    paymentStatus: 'completed' as const,
  };
}

export function makeProduct(
  name: string,
  price: number,
  options: {
    category?: ProductCategory;
    available?: boolean;
    description?: string;
    barcode?: string;
    unitCost?: number;
  } = {},
): Product {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    name,
    price: price as Cents,
    category: options.category ?? 'beverages',
    description: options.description ?? null,
    available: options.available ?? true,
    barcode: options.barcode ?? null,
    unitCost: (options.unitCost ?? null) as Cents | null,
  };
}

/** The signing session an online sign-in of `userId` begins, so the page's writes are that user's. */
export async function beginSigningSession(userId: string): Promise<void> {
  const { keyId, privateKey } = await generateActorKey(crypto);
  await signingSession.begin(userId, { keyId, privateKey });
}

/** A user's row as a pull stores it on the device. */
export function storedUser(user: PublicUser): User {
  return { ...TEST_ROW_BASE, ...user, credentialsVersion: 0 };
}

/**
 * Where each page test starts: a fresh till, every table of its database empty (nothing an earlier test stored can
 * show), `signer` holding the signing session an online sign-in would have begun, and `users` stored as pulled.
 */
export async function freshTill(signer: PublicUser, users: readonly PublicUser[] = []): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSigningSession(signer.id);
  if (users.length > 0) await db.users.bulkAdd(users.map(storedUser));
}

/**
 * Stores `sales` as another till's sales arrive: in one pull page (at `cursor`), which keeps the day totals and
 * figures the dashboard, reports and exports read.
 */
export async function pullSales(sales: readonly Sale[], cursor: number): Promise<void> {
  await db.transaction('rw', syncTables(db), () =>
    applyPullPage(db, {
      changes: sales.map((row) => ({
        entity: 'sale' as const,
        id: row.id,
        version: row.version,
        row: { ...row },
      })),
      cursor,
      hasMore: false,
    }),
  );
}

/** An option group as a pull stores it: `options` as [name, price change in cents, extra fields]. */
export function makeModifierGroup(
  name: string,
  options: readonly [name: string, priceDelta: number, extra?: Partial<ModifierOption>][],
  choices: Partial<Pick<ModifierGroup, 'minChoices' | 'maxChoices' | 'repeatable' | 'kitchenName'>> = {},
): ModifierGroup {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    name,
    kitchenName: choices.kitchenName ?? null,
    minChoices: choices.minChoices ?? 1,
    maxChoices: choices.maxChoices ?? 1,
    repeatable: choices.repeatable ?? false,
    options: options.map(([optionName, priceDelta, extra]) => ({
      id: crypto.randomUUID(),
      name: optionName,
      kitchenName: null,
      priceDelta,
      isDefault: false,
      soldOut: false,
      ...extra,
    })),
  };
}
