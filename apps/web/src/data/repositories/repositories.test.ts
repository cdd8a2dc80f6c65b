import { type Cents, saleCreateDataSchema } from '@cafe/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $ZodError as ZodError } from 'zod/v4/core';
import type { CafeDb } from '../db';
import { readMeta } from '../sync/meta';
import { ACTOR_ID, freshDb, NOW, testRepositories } from '../sync/test-kit';
import { useLocalWriteErrorStore } from './local-write-error-store';
import { NotSignedInError, UNKNOWN_STORE_ID } from './local-writer';
import { type SalesPage, type SalesPageQuery, withSales } from './sales-repository';

const tea = { name: 'Tea', price: 300 as Cents, description: 'Green' };

describe('repositories', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
    useLocalWriteErrorStore.setState({ failure: null });
  });

  it('writes the row and its outbox entry together, with the next mutationId', async () => {
    const onCommitted = vi.fn();
    const repos = testRepositories(db, { onCommitted });
    const id = await repos.products.create(tea);

    const row = await db.products.get(id);
    expect(row).toMatchObject({
      id,
      name: 'Tea',
      price: 300,
      category: 'beverages',
      available: true,
      version: 0,
    });
    expect(row?.deletedAt).toBeNull();
    const [entry] = await db.syncLog.toArray();
    expect(entry).toMatchObject({
      mutationId: 1,
      entity: 'product',
      action: 'create',
      baseVersion: null,
      actorId: ACTOR_ID,
      timestamp: NOW,
      synced: false,
      data: { id, name: 'Tea', price: 300, category: 'beverages', available: true, description: 'Green' },
    });
    expect(await readMeta(db, 'nextMutationId')).toBe(2);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it('leaves neither row nor outbox entry when the write fails, and reports it as blocking', async () => {
    const report = useLocalWriteErrorStore.getState().report;
    const repos = testRepositories(db, { onLocalWriteError: report });
    // An entry already holding mutationId 1 makes the outbox insert fail inside the transaction.
    await db.syncLog.add({
      id: crypto.randomUUID(),
      mutationId: 1,
      entity: 'task',
      action: 'delete',
      data: { id: crypto.randomUUID() },
      baseVersion: 0,
      actorId: ACTOR_ID,
      timestamp: NOW,
      synced: false,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(repos.products.create(tea)).rejects.toThrow();
    expect(await db.products.count()).toBe(0);
    expect(await db.syncLog.count()).toBe(1);
    expect(await readMeta(db, 'nextMutationId')).toBeUndefined();
    expect(useLocalWriteErrorStore.getState().failure?.name).toBe('ConstraintError');
  });

  it('reports a closed database as a blocking error', async () => {
    const repos = testRepositories(db, { onLocalWriteError: useLocalWriteErrorStore.getState().report });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    db.close();
    await expect(repos.tasks.create({ title: 'Restock milk' })).rejects.toThrow();
    expect(useLocalWriteErrorStore.getState().failure?.name).toBe('DatabaseClosedError');
  });

  it('rejects invalid input with the domain messages, writing nothing and blocking nothing', async () => {
    const onLocalWriteError = vi.fn();
    const repos = testRepositories(db, { onLocalWriteError });
    await expect(repos.products.create({ name: '', price: 300 as Cents })).rejects.toThrow(ZodError);
    await expect(repos.products.create({ name: '', price: 300 as Cents })).rejects.toThrow(
      'Please fill all required fields correctly',
    );
    expect(await db.syncLog.count()).toBe(0);
    expect(onLocalWriteError).not.toHaveBeenCalled();
  });

  it('needs a signed-in actor', async () => {
    const repos = testRepositories(db, { currentUserId: () => null });
    await expect(repos.products.create(tea)).rejects.toThrow(NotSignedInError);
  });

  it('gives concurrent writes contiguous, unique mutationIds', async () => {
    const first = testRepositories(db);
    const second = testRepositories(db);
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 === 0 ? first : second).tasks.create({ title: `Task ${index}` }),
      ),
    );
    const ids = (await db.syncLog.orderBy('mutationId').toArray()).map((entry) => entry.mutationId);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(await db.tasks.count()).toBe(30);
  });

  it('records an update with its baseVersion and only the changed fields', async () => {
    const repos = testRepositories(db);
    const id = await repos.products.create(tea);
    await db.products.update(id, { version: 7 });

    await repos.products.update(id, { name: 'Tea', price: 350 as Cents, description: '' });
    const entry = (await db.syncLog.orderBy('mutationId').toArray())[1];
    expect(entry).toMatchObject({
      action: 'update',
      baseVersion: 7,
      data: { id, price: 350, description: '' },
    });
    expect(Object.keys(entry?.data ?? {}).sort()).toEqual(['description', 'id', 'price']);
    expect(await db.products.get(id)).toMatchObject({ price: 350, description: null, version: 7 });

    await repos.products.update(id, { price: 350 as Cents });
    expect(await db.syncLog.count()).toBe(2);
  });

  it('deletes with a local tombstone and an outbox entry', async () => {
    const repos = testRepositories(db);
    const id = await repos.expenses.create({
      description: 'Milk',
      amount: 1250 as Cents,
      date: '2026-03-14',
    });
    await repos.expenses.remove(id);
    expect(await repos.expenses.list()).toEqual([]);
    expect((await db.expenses.get(id))?.deletedAt).toBe(NOW);
    const entry = (await db.syncLog.orderBy('mutationId').toArray())[1];
    expect(entry).toMatchObject({ action: 'delete', data: { id }, baseVersion: 0 });
    await expect(repos.expenses.update(id, { vendor: 'Dairy' })).rejects.toThrow(
      'An expense you changed is no longer on this till',
    );
  });

  it('rings up an insert-only sale priced with the store rate, in the protocol shape', async () => {
    const repos = testRepositories(db);
    const productId = crypto.randomUUID();
    const id = await repos.sales.create({
      items: [{ productId, productName: 'Latte', quantity: 2, unitPrice: 450 as Cents }],
      paymentMethod: 'cash',
    });
    const sale = await db.sales.get(id);
    expect(sale).toMatchObject({
      subtotal: 900,
      tax: 74,
      total: 974,
      paymentStatus: 'completed',
      createdBy: ACTOR_ID,
    });
    const [entry] = await db.syncLog.toArray();
    expect(saleCreateDataSchema.safeParse(entry?.data).success).toBe(true);
    expect(entry?.data).toMatchObject({ id, taxRateMilliPercent: 8250, subtotal: 900, tax: 74, total: 974 });
    expect('update' in repos.sales).toBe(false);
    expect('remove' in repos.sales).toBe(false);
  });

  it('prepares a sale at the rate on screen without touching the database, then stores exactly that row', async () => {
    const repos = testRepositories(db);
    const input = {
      items: [{ productId: crypto.randomUUID(), productName: 'Latte', quantity: 2, unitPrice: 450 as Cents }],
      paymentMethod: 'debit_card' as const,
    };
    await expect(repos.sales.prepare({ ...input, items: [] }, 8250)).rejects.toThrow(ZodError);
    await expect(
      testRepositories(db, { currentUserId: () => null }).sales.prepare(input, 8250),
    ).rejects.toThrow(NotSignedInError);
    const prepared = await repos.sales.prepare(input, 10_000);
    expect(prepared.sale).toMatchObject({
      subtotal: 900,
      tax: 90,
      total: 990,
      createdAt: NOW,
      createdBy: ACTOR_ID,
    });
    expect(await db.sales.count()).toBe(0);
    expect(await db.syncLog.count()).toBe(0);

    const id = await repos.sales.add(prepared);
    expect(id).toBe(prepared.sale.id);
    expect(await db.sales.get(id)).toEqual({
      ...prepared.sale,
      storeId: (await readMeta(db, 'storeId')) ?? UNKNOWN_STORE_ID,
    });
    const [entry] = await db.syncLog.toArray();
    expect(entry?.data).toMatchObject({ id, taxRateMilliPercent: 10_000, total: 990 });
    expect(await repos.sales.summary()).toEqual({ count: 1, revenue: 990 });
  });

  it('withSales shows a page exactly as page() does once those sales are stored', async () => {
    let minute = 0;
    const repos = testRepositories(db, {
      now: () => new Date(Date.parse(NOW) + 60_000 * minute++),
    });
    const ring = (name: string, unitPrice: number) =>
      repos.sales.prepare(
        {
          items: [
            { productId: crypto.randomUUID(), productName: name, quantity: 1, unitPrice: unitPrice as Cents },
          ],
          paymentMethod: 'cash',
        },
        8250,
      );
    for (const [name, price] of [
      ['Latte', 450],
      ['Scone', 300],
      ['Mocha', 500],
    ] as const) {
      await repos.sales.add(await ring(name, price));
    }
    const unsaved = [await ring('Flat White', 400), await ring('Tea', 250)];
    const queries: SalesPageQuery[] = [
      { sort: 'date', direction: 'desc', search: '', limit: 2 },
      { sort: 'date', direction: 'asc', search: '', limit: 2 },
      { sort: 'date', direction: 'asc', search: '', limit: 10 },
      { sort: 'total', direction: 'desc', search: '', limit: 3 },
      { sort: 'total', direction: 'asc', search: '', limit: 2 },
      { sort: 'date', direction: 'desc', search: 'tea', limit: 2 },
      { sort: 'date', direction: 'desc', search: 'latte', limit: 2 },
    ];
    const before = await Promise.all(queries.map((query) => repos.sales.page(query)));
    const merged = queries.map((query, index) =>
      withSales(
        before[index] as SalesPage,
        unsaved.map((prepared) => prepared.sale),
        query,
      ),
    );
    for (const prepared of unsaved) await repos.sales.add(prepared);
    const after = await Promise.all(queries.map((query) => repos.sales.page(query)));
    const ids = (page: SalesPage | undefined) => ({
      ids: page?.sales.map((sale) => sale.id),
      hasMore: page?.hasMore,
    });
    expect(merged.map(ids)).toEqual(after.map(ids));
    // The merge did change pages, so the comparison above is not between unchanged pages.
    expect(merged.map(ids)).not.toEqual(before.map(ids));
  });

  it('pages past deleted sales, whether the page is read at once or walked', async () => {
    let minute = 0;
    const repos = testRepositories(db, {
      now: () => new Date(Date.parse(NOW) + 60_000 * minute++),
    });
    const ids: string[] = [];
    for (const name of ['Latte', 'Scone', 'Mocha', 'Tea', 'Flat White']) {
      const prepared = await repos.sales.prepare(
        {
          items: [
            { productId: crypto.randomUUID(), productName: name, quantity: 1, unitPrice: 300 as Cents },
          ],
          paymentMethod: 'cash',
        },
        8250,
      );
      ids.push(await repos.sales.add(prepared));
    }
    const page = async (query: Omit<SalesPageQuery, 'sort'>) => {
      const answer = await repos.sales.page({ sort: 'date', ...query });
      return { ids: answer.sales.map((sale) => ids.indexOf(sale.id)), hasMore: answer.hasMore };
    };
    // Oldest first: 0 … 4.
    expect(await page({ direction: 'desc', search: '', limit: 2 })).toEqual({ ids: [4, 3], hasMore: true });
    // A row the server has deleted (sales are never deleted here, but a synced row may carry deletedAt).
    await db.sales.update(ids[4] as string, { deletedAt: NOW });
    await db.sales.update(ids[2] as string, { deletedAt: NOW });
    expect(await page({ direction: 'desc', search: '', limit: 2 })).toEqual({ ids: [3, 1], hasMore: true });
    expect(await page({ direction: 'desc', search: '', limit: 3 })).toEqual({
      ids: [3, 1, 0],
      hasMore: false,
    });
    expect(await page({ direction: 'asc', search: '', limit: 10 })).toEqual({
      ids: [0, 1, 3],
      hasMore: false,
    });
    expect(await page({ direction: 'desc', search: 'latte', limit: 1 })).toEqual({
      ids: [0],
      hasMore: false,
    });
  });

  it('sums every sale for the history cards from the day totals the sale writes keep', async () => {
    const repos = testRepositories(db);
    const line = {
      productId: crypto.randomUUID(),
      productName: 'Latte',
      quantity: 1,
      unitPrice: 450 as Cents,
    };
    expect(await repos.sales.summary()).toEqual({ count: 0, revenue: 0 });
    await repos.sales.create({ items: [{ ...line, quantity: 2 }], paymentMethod: 'cash' });
    await repos.sales.create({ items: [line], paymentMethod: 'mobile_payment' });
    // 974 + (450 + 37.125 → 37 tax) 487
    expect(await repos.sales.summary()).toEqual({ count: 2, revenue: 1461 });
  });

  it('checks a shift against the local users; a user from the server is laid in at its version', async () => {
    const repos = testRepositories(db);
    const userId = crypto.randomUUID();
    const row = {
      id: userId,
      storeId: crypto.randomUUID(),
      createdAt: NOW,
      updatedAt: NOW,
      version: 7,
      deletedAt: null,
      name: 'Jo',
      email: 'jo@cafe.example',
      role: 'staff' as const,
      avatarFileId: null,
      credentialsVersion: 0,
    };
    await repos.users.putFromServer(row);
    await repos.users.putFromServer({ ...row, version: 6, name: 'Older Jo' });
    expect(await db.users.get(userId)).toEqual(row);
    const shift = { userId, start: '2026-03-14T09:00:00.000Z', end: '2026-03-14T17:00:00.000Z' };
    const shiftId = await repos.schedules.create(shift);
    expect(await db.schedules.get(shiftId)).toMatchObject({ userName: 'Jo', role: 'barista' });
    await expect(repos.schedules.create({ ...shift, userId: crypto.randomUUID() })).rejects.toThrow(
      'Selected user not found',
    );
    await expect(repos.schedules.update(shiftId, { end: '2026-03-14T08:00:00.000Z' })).rejects.toThrow(
      'End time must be after start time',
    );
  });

  it('derives what the server derives for the optimistic row (task completion)', async () => {
    const repos = testRepositories(db);
    const id = await repos.tasks.create({ title: 'Clean machines' });
    await repos.tasks.update(id, { completed: true });
    expect(await db.tasks.get(id)).toMatchObject({ completed: true, completedAt: NOW });
  });
});
