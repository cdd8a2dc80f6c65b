import {
  addDays,
  businessDay,
  DEFAULT_CURRENCY,
  DEFAULT_TAX_RATE_MILLI_PERCENT,
  zonedInstant,
} from '@cafe/domain';
import { asc, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { nextVersion } from '../db/next-version.js';
import { events, expenses, products, stores, tasks, users, versionCounters } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { DEMO_EVENTS, DEMO_EXPENSES, DEMO_PRODUCTS, DEMO_TASKS } from './demo-data.js';

export const DEFAULT_STORE = {
  name: 'Cafe POS',
  taxRateMilliPercent: DEFAULT_TAX_RATE_MILLI_PERCENT,
  currency: DEFAULT_CURRENCY,
} as const;

// Any fixed number; serialises seeding when several servers start on one PostgreSQL database.
const SEED_LOCK_ID = 74_210_027;

export interface SeedOptions {
  db: Database;
  clock: Clock;
  demo: boolean;
  /** IANA zone for a new store; the server's own zone by default. */
  timeZone?: string;
}

export interface SeedResult {
  storeCreated: boolean;
  demoSeeded: boolean;
}

/**
 * Makes sure a store exists and, in demo mode, that the demo accounts and sample data exist. Runs at every start
 * and only ever writes into an empty database: it never touches a store that has users, so it is idempotent.
 */
export async function seedDatabase(options: SeedOptions): Promise<SeedResult> {
  const { db, clock, demo } = options;
  // Hash before the transaction (three slow hashes need not hold the lock), and only when they may be needed.
  // One after another: each scrypt hash holds 32 MiB, and three at once lifted a PGlite server's peak RSS at its
  // first start from about 260 MB to 320–360 MB. The wait (two hashes, ~0.2 s) is paid once per store.
  const [existingUser] = await db.select({ id: users.id }).from(users).limit(1);
  const demoHashes: string[] = [];
  if (demo && !existingUser) {
    for (const _account of DEMO_ACCOUNTS) demoHashes.push(await hashPassword(DEMO_PASSWORD));
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const now = clock.now();
    let storeCreated = false;
    let [store] = await tx
      .select()
      .from(stores)
      .where(isNull(stores.deletedAt))
      .orderBy(asc(stores.createdAt))
      .limit(1);
    if (!store) {
      const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      [store] = await tx
        .insert(stores)
        .values({ ...DEFAULT_STORE, timeZone, createdAt: now, updatedAt: now, version: 1 })
        .returning();
      if (!store) throw new Error('Inserting the store returned no row');
      await tx.insert(versionCounters).values({ storeId: store.id, lastVersion: 1 });
      storeCreated = true;
    }

    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (!demo || anyUser || demoHashes.length === 0) return { storeCreated, demoSeeded: false };

    const storeId = store.id;
    const timeZone = store.timeZone;
    const today = businessDay(now, timeZone);
    const base = async () => ({
      storeId,
      createdAt: now,
      updatedAt: now,
      version: await nextVersion(tx, storeId),
    });

    const userIds: string[] = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ ...(await base()), ...account, passwordHash: demoHashes[index] ?? '' })
        .returning({ id: users.id });
      if (user) userIds.push(user.id);
    }
    const adminId = userIds[0] ?? 'unknown';

    for (const product of DEMO_PRODUCTS) {
      await tx.insert(products).values({ ...(await base()), ...product, available: true });
    }
    for (const { daysAgo, ...expense } of DEMO_EXPENSES) {
      await tx
        .insert(expenses)
        .values({ ...(await base()), ...expense, date: addDays(today, -daysAgo), createdBy: adminId });
    }
    for (const { dueInDays, ...task } of DEMO_TASKS) {
      await tx
        .insert(tasks)
        .values({ ...(await base()), ...task, dueDate: addDays(today, dueInDays), createdBy: adminId });
    }
    for (const { inDays, start, end, attendees, ...event } of DEMO_EVENTS) {
      const day = addDays(today, inDays);
      await tx.insert(events).values({
        ...(await base()),
        ...event,
        attendees: [...attendees],
        startDate: new Date(zonedInstant(day, start, timeZone)),
        endDate: new Date(zonedInstant(day, end, timeZone)),
        createdBy: adminId,
      });
    }
    return { storeCreated, demoSeeded: true };
  });
}
