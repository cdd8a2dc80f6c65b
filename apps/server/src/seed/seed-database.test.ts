import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { events, expenses, products, stores, tasks, users, versionCounters } from '../db/schema.js';
import { createTestClock } from '../test-support/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { seedDatabase } from './seed-database.js';

const CHICAGO = 'America/Chicago';

describe('seedDatabase', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('seeds the demo cafe of spec §9 into an empty database', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // 03:00 UTC on the 15th is still the 14th in Chicago: dates must follow the store's day, not UTC's.
    const clock = createTestClock(new Date('2026-03-15T03:00:00.000Z'));
    const result = await seedDatabase({ db, clock, demo: true, timeZone: CHICAGO });
    expect(result).toEqual({ storeCreated: true, demoSeeded: true });

    const [store, ...otherStores] = await db.select().from(stores);
    expect(otherStores).toEqual([]);
    expect(store).toMatchObject({
      name: 'Cafe POS',
      taxRateMilliPercent: 8250,
      currency: 'USD',
      timeZone: CHICAGO,
    });

    const seededUsers = await db.select().from(users).orderBy(asc(users.version));
    expect(seededUsers.map((u) => [u.name, u.email, u.role])).toEqual([
      ['Alex Admin', 'admin@cafe.example', 'admin'],
      ['Morgan Manager', 'manager@cafe.example', 'manager'],
      ['Sam Staff', 'staff@cafe.example', 'staff'],
    ]);
    for (const user of seededUsers) expect(user.passwordHash).toMatch(/^scrypt\$/);

    const seededProducts = await db.select().from(products);
    expect(seededProducts).toHaveLength(10);
    const prices = seededProducts.map((p) => p.price);
    expect(Math.min(...prices)).toBe(350);
    expect(Math.max(...prices)).toBe(1600);
    for (const price of prices) expect(Number.isInteger(price)).toBe(true);
    expect(new Set(seededProducts.map((p) => p.category))).toEqual(
      new Set(['beverages', 'food', 'desserts', 'merchandise', 'custom']),
    );
    expect(seededProducts.every((p) => p.available && p.description)).toBe(true);

    const seededExpenses = await db.select().from(expenses).orderBy(asc(expenses.version));
    expect(seededExpenses.map((e) => [e.amount, e.date])).toEqual([
      [47550, '2026-03-07'],
      [32575, '2026-02-27'],
      [15000, '2026-03-11'],
    ]);
    expect(seededExpenses.every((e) => e.createdBy === seededUsers[0]?.id)).toBe(true);

    const seededTasks = await db.select().from(tasks).orderBy(asc(tasks.version));
    expect(seededTasks.map((task) => [task.title, task.dueDate, task.completed])).toEqual([
      ['Clean coffee machines', '2026-03-14', false],
      ['Restock milk', '2026-03-14', false],
      ['Staff meeting', '2026-03-16', false],
    ]);

    const seededEvents = await db.select().from(events).orderBy(asc(events.version));
    expect(seededEvents.map((event) => [event.title, event.startDate.toISOString()])).toEqual([
      // Chicago is UTC-5 in March (daylight saving time).
      ['Staff meeting', '2026-03-16T13:00:00.000Z'],
      ['Equipment maintenance', '2026-03-19T19:00:00.000Z'],
      ['Vendor meeting', '2026-03-15T16:00:00.000Z'],
    ]);
    for (const event of seededEvents)
      expect(event.endDate.getTime()).toBeGreaterThan(event.startDate.getTime());

    // Every row got its own version from the store's counter.
    const versions = [
      ...seededUsers,
      ...seededProducts,
      ...seededExpenses,
      ...seededTasks,
      ...seededEvents,
    ].map((row) => row.version);
    expect(new Set(versions).size).toBe(versions.length);
    const [counter] = await db.select().from(versionCounters);
    expect(counter?.lastVersion).toBe(Math.max(...versions));
  });

  it('is idempotent: a second start changes nothing', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const clock = createTestClock();
    await seedDatabase({ db, clock, demo: true, timeZone: CHICAGO });
    clock.advance(86_400_000);
    expect(await seedDatabase({ db, clock, demo: true, timeZone: CHICAGO })).toEqual({
      storeCreated: false,
      demoSeeded: false,
    });
    expect(await db.select().from(stores)).toHaveLength(1);
    expect(await db.select().from(users)).toHaveLength(3);
    expect(await db.select().from(products)).toHaveLength(10);
    expect(await db.select().from(expenses)).toHaveLength(3);
  });

  it('seeds only the store when demo mode is off', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const result = await seedDatabase({ db, clock: createTestClock(), demo: false, timeZone: CHICAGO });
    expect(result).toEqual({ storeCreated: true, demoSeeded: false });
    expect(await db.select().from(stores)).toHaveLength(1);
    expect(await db.select().from(users)).toEqual([]);
    expect(await db.select().from(products)).toEqual([]);
  });

  it("uses the server's time zone for a new store by default", async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDatabase({ db, clock: createTestClock(), demo: false });
    const [store] = await db.select().from(stores);
    expect(store?.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
