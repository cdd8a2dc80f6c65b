import { refusalSentence } from '@cafe/domain';
import '../../test/node-blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CafeDb } from '../db';
import { createFakeSyncServer, type FakeSyncServer } from '../sync/fake-sync-server';
import { readMeta } from '../sync/meta';
import { createSyncEngine, type SyncEngine } from '../sync/sync-engine';
import { freshDb, manualTimers, memoryLocks, NOW, STORE_ID, testRepositories } from '../sync/test-kit';
import { fetchAndKeepFile } from './fetch-file';
import { fileOf, JPEG_BYTES, PDF_BYTES, PDF_SHA256, PNG_BYTES } from './file-fixtures';
import { keepChosenReceipt } from './keep-chosen-receipt';

describe('receipts through the sync run', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let clock: ReturnType<typeof manualTimers>;
  let online: boolean;
  let engine: SyncEngine;

  const keep = async (bytes: Uint8Array, name: string, secondsLater = 0) => {
    const at = new Date(Date.parse(NOW) + secondsLater * 1000);
    const kept = await keepChosenReceipt(db, fileOf(bytes, name), at);
    if (!kept.ok) throw new Error(kept.message);
    return kept.fileId;
  };
  const uploads = () =>
    server.requests.filter((request) => request.method === 'POST' && request.path === '/api/files');
  const stateOf = async (id: string) => (await db.files.get(id))?.state;

  beforeEach(async () => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    clock = manualTimers();
    online = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    engine = createSyncEngine({
      db,
      fetch: server.fetch,
      now: () => new Date(NOW),
      timers: clock.timers,
      random: () => 0.5,
      locks: memoryLocks(),
      isOnline: () => online,
      isSignedIn: () => true,
    });
    engine.start();
    // The first run (registering this till) is over before a test begins.
    await engine.syncNow();
    server.requests.length = 0;
  });
  afterEach(() => engine.stop());

  it('[CLIENT-9] keeps a receipt chosen offline, and uploads it before the expense that references it when the network returns', async () => {
    online = false;
    const fileId = await keep(PDF_BYTES, 'invoice.pdf');
    await testRepositories(db).expenses.create({
      description: 'Milk',
      amount: 1250,
      category: 'inventory',
      date: '2026-03-14',
      receiptFileId: fileId,
    });
    await engine.syncNow();
    expect(engine.getState().phase).toBe('offline');
    expect(server.requests).toEqual([]);

    online = true;
    await engine.syncNow();
    expect(engine.getState().phase).toBe('synced');
    expect(await stateOf(fileId)).toBe('uploaded');
    expect(server.files.get(PDF_SHA256)?.bytes).toEqual(PDF_BYTES);
    expect(uploads()[0]?.query).toBe('?purpose=receipt');
    const order = server.requests.map((request) => request.path);
    expect(order.indexOf('/api/files')).toBeLessThan(order.indexOf('/api/sync/push'));
    const expense = [...server.rows.values()].find((row) => row.entity === 'expense');
    expect(expense?.row.receiptFileId).toBe(fileId);

    // Uploaded once: the next run sends nothing.
    await engine.syncNow();
    expect(uploads()).toHaveLength(1);
  });

  it('marks a refused file with the server reason, uploads the rest, and does not send it again', async () => {
    const refusedId = await keep(PNG_BYTES, 'scan.png');
    server.intercept((path) =>
      path === '/api/files'
        ? { kind: 'status', status: 415, body: { error: 'A receipt must be a JPEG or PNG image or a PDF' } }
        : undefined,
    );
    const laterId = await keep(JPEG_BYTES, 'photo.jpg', 1);
    await engine.syncNow();
    expect(await db.files.get(refusedId)).toMatchObject({
      state: 'refused',
      refusal: 'A receipt must be a JPEG or PNG image or a PDF',
    });
    expect(await stateOf(laterId)).toBe('uploaded');
    expect(engine.getState().phase).toBe('synced');
    await engine.syncNow();
    expect(uploads()).toHaveLength(2);
  });

  it("shows a staff user's 403 on the file and does not retry it forever", async () => {
    server.state.refuseUploads = { status: 403, error: 'You do not have permission to do that' };
    const fileId = await keep(PNG_BYTES, 'scan.png');
    await engine.syncNow();
    // Nobody is signed in on this test's till: the map says so, not the server's status words.
    expect(await db.files.get(fileId)).toMatchObject({
      state: 'refused',
      refusal: refusalSentence('not_allowed', null),
    });
    expect(engine.getState().phase).toBe('synced');
    await engine.syncNow();
    expect(uploads()).toHaveLength(1);
  });

  it('keeps a file pending through a network failure and a lost answer, and stores it once', async () => {
    const fileId = await keep(PNG_BYTES, 'scan.png');
    server.intercept(() => ({ kind: 'network' }));
    await engine.syncNow();
    expect(engine.getState().phase).toBe('failed');
    expect(await stateOf(fileId)).toBe('pending');
    // The rows still synced meanwhile; only the file waits for the retry.
    expect(await readMeta(db, 'lastSyncedAt')).toBe(NOW);
    expect(clock.pending.size).toBeGreaterThan(0);

    server.intercept(() => ({ kind: 'lose-response' }));
    await engine.syncNow();
    expect(await stateOf(fileId)).toBe('pending');
    expect(server.files.size).toBe(1);

    await engine.syncNow();
    expect(await stateOf(fileId)).toBe('uploaded');
    expect(server.files.size).toBe(1);
    expect(engine.getState().phase).toBe('synced');
  });

  it('waits for a sign-in when the session is gone, without a retry timer', async () => {
    server.state.fileSession = false;
    const fileId = await keep(PNG_BYTES, 'scan.png');
    await engine.syncNow();
    expect(engine.getState()).toMatchObject({
      phase: 'failed',
      error: 'Sign in online to upload the receipts kept on this device',
    });
    expect(await stateOf(fileId)).toBe('pending');
    expect(clock.delays().every((ms) => ms >= 30_000)).toBe(true);

    server.state.fileSession = true;
    engine.wake('signin');
    await engine.syncNow();
    expect(await stateOf(fileId)).toBe('uploaded');
  });
});

describe('fetchAndKeepFile', () => {
  let db: CafeDb;
  let server: FakeSyncServer;
  let online: boolean;
  const deps = () => ({
    db,
    fetch: server.fetch,
    baseUrl: '',
    isOnline: () => online,
    now: () => new Date(NOW),
  });

  beforeEach(async () => {
    db = freshDb();
    server = createFakeSyncServer({ storeId: STORE_ID });
    online = true;
    server.files.set(PDF_SHA256, { contentType: 'application/pdf', bytes: PDF_BYTES });
  });

  it('fetches a receipt this device does not hold and keeps it, so it opens offline next time', async () => {
    const fetched = await fetchAndKeepFile(deps(), PDF_SHA256);
    expect(fetched).toMatchObject({ ok: true, file: { id: PDF_SHA256, state: 'uploaded' } });
    expect(
      new Uint8Array(await ((await db.files.get(PDF_SHA256)) as { blob: Blob }).blob.arrayBuffer()),
    ).toEqual(PDF_BYTES);

    online = false;
    expect(await fetchAndKeepFile(deps(), PDF_SHA256)).toMatchObject({ ok: true });
    expect(server.requests).toHaveLength(1);
  });

  it('says why it cannot: offline, not on the server yet, signed out, or damaged on the way', async () => {
    online = false;
    expect(await fetchAndKeepFile(deps(), PDF_SHA256)).toEqual({
      ok: false,
      message: 'This receipt is not on this device yet. It opens here once the network is back.',
    });
    online = true;
    const absent = 'a'.repeat(64);
    expect(await fetchAndKeepFile(deps(), absent)).toEqual({
      ok: false,
      message:
        'This receipt has not reached the server yet. It opens once the till that recorded it has synced.',
    });
    server.state.fileSession = false;
    expect(await fetchAndKeepFile(deps(), PDF_SHA256)).toEqual({
      ok: false,
      message: 'Sign in online to open this receipt.',
    });
    server.state.fileSession = true;
    server.files.set(absent, { contentType: 'application/pdf', bytes: PDF_BYTES });
    expect(await fetchAndKeepFile(deps(), absent)).toEqual({
      ok: false,
      message: 'The receipt arrived damaged',
    });
    expect(await db.files.count()).toBe(0);
  });
});
