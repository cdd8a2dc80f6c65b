import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { files, stores } from '../db/schema.js';
import { mutation, push, type SignedInTill, signIn, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_NOW } from '../test-support/test-clock.js';

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A distinct PNG of `size` bytes for each label. */
const pngOf = (label: string, size = 64) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes.write(label, 8);
  return bytes;
};

describe('file storage', () => {
  let t: TestApp;
  let filesDir: string;
  let manager: SignedInTill;
  let nextMutationId: number;
  const bytesPath = (hash: string) => join(filesDir, hash.slice(0, 2), hash);

  const upload = (bytes: Buffer, purpose = 'receipt', cookie = manager.sessionCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      headers: { cookie, 'content-type': 'image/png' },
      payload: bytes,
    });
  const read = (hash: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/${hash}`, headers: { cookie: manager.sessionCookie } });
  const rowOf = async (hash: string) => {
    const [row] = await t.database.db
      .select({
        size: files.size,
        contentType: files.contentType,
        data: files.data,
        createdBy: files.createdBy,
      })
      .from(files)
      .where(eq(files.id, hash));
    return row ?? null;
  };
  const storeId = async () => {
    const [store] = await t.database.db.select({ id: stores.id }).from(stores);
    if (!store) throw new Error('No store');
    return store.id;
  };

  async function start(config: { fileQuotaBytes?: number } = {}) {
    filesDir = await mkdtemp(join(tmpdir(), 'cafe-files-test-'));
    t = await createTestApp({ config: { filesDir, ...config } });
    manager = await signInTill(t.app, 'manager@cafe.example');
    nextMutationId = 1;
  }

  beforeEach(() => start());
  afterEach(async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await rm(filesDir, { recursive: true, force: true });
  });

  it("keeps a receipt's bytes in the files folder under their hash, and its row in the database", async () => {
    const receipt = pngOf('receipt', 300_000);
    const hash = sha256(receipt);
    expect((await upload(receipt)).statusCode).toBe(201);

    expect((await readFile(bytesPath(hash))).equals(receipt)).toBe(true);
    expect(await rowOf(hash)).toEqual({
      size: receipt.length,
      contentType: 'image/png',
      data: null,
      createdBy: manager.userId,
    });
    // Nothing half-written is left behind.
    expect(await readdir(join(filesDir, '.tmp'))).toEqual([]);
    const served = await read(hash);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(receipt.length));
    expect(served.rawPayload.equals(receipt)).toBe(true);
  });

  it('serves a file an earlier version kept in the database, and moves it to the folder at start', async () => {
    const old = pngOf('kept in the database');
    const hash = sha256(old);
    await t.database.db.insert(files).values({
      storeId: await storeId(),
      id: hash,
      contentType: 'image/png',
      size: old.length,
      data: old,
      createdAt: TEST_NOW,
      createdBy: manager.userId,
    });
    // A crash mid-upload left a half-written file.
    await mkdir(join(filesDir, '.tmp'), { recursive: true });
    await writeFile(join(filesDir, '.tmp', 'upload-crashed'), 'half a photo');

    const before = await read(hash);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(old)).toBe(true);

    await t.app.files.prepareStorage();
    expect((await rowOf(hash))?.data).toBeNull();
    expect((await readFile(bytesPath(hash))).equals(old)).toBe(true);
    expect(await readdir(join(filesDir, '.tmp'))).toEqual([]);
    const after = await read(hash);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/png');
    expect(after.rawPayload.equals(old)).toBe(true);
  });

  it("refuses a file over the store's storage limit, saying what to do, and keeps nothing of it", async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
    await start({ fileQuotaBytes: 1024 * 1024 });
    const first = pngOf('first', 600_000);
    expect((await upload(first)).statusCode).toBe(201);

    const second = pngOf('second', 600_000);
    const refused = await upload(second);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      error:
        "There is no room for this file: this cafe's receipts and photos already use 0.57 MB of the 1.00 MB " +
        'allowed. Ask whoever looks after the server to raise the storage limit.',
      code: 'storage_full',
    });
    expect((await read(sha256(second))).statusCode).toBe(404);
    expect(existsSync(bytesPath(sha256(second)))).toBe(false);
    // Sending bytes the store already has takes no more room, so it is still answered.
    expect((await upload(first)).statusCode).toBe(200);
    // An avatar counts against the same limit.
    const staff = await signIn(t.app, 'staff@cafe.example');
    expect((await upload(pngOf('avatar', 600_000), 'avatar', staff.sessionCookie)).statusCode).toBe(507);
  });

  it('removes a file nothing refers to after the grace period, bytes and row, and keeps the others', async () => {
    const receipt = pngOf('receipt of an expense');
    const avatar = pngOf('avatar of a user');
    const orphan = pngOf('chosen, then the expense was never saved');
    const ofDeleted = pngOf('receipt of a deleted expense');
    for (const bytes of [receipt, orphan, ofDeleted]) expect((await upload(bytes)).statusCode).toBe(201);
    expect((await upload(avatar, 'avatar')).statusCode).toBe(201);

    const expense = (id: string, fileId: string) => ({
      id,
      description: 'Oat milk',
      amount: 1299,
      date: '2026-03-14',
      receiptFileId: fileId,
    });
    const kept = randomUUID();
    const deleted = randomUUID();
    const pushed = await push(t.app, manager, [
      mutation(nextMutationId++, 'expense', 'create', expense(kept, sha256(receipt)), manager.userId),
      mutation(nextMutationId++, 'expense', 'create', expense(deleted, sha256(ofDeleted)), manager.userId),
      mutation(nextMutationId++, 'expense', 'delete', { id: deleted }, manager.userId),
    ]);
    expect(pushed.json().results.map((result: { status: string }) => result.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    const admin = await signIn(t.app, 'admin@cafe.example');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin.sessionCookie },
      payload: {
        id: randomUUID(),
        name: 'Robin Barista',
        email: 'robin@cafe.example',
        role: 'staff',
        avatarFileId: sha256(avatar),
        password: 'steamed-oat-milk-42',
        confirmPassword: 'steamed-oat-milk-42',
      },
    });
    expect(created.statusCode).toBe(201);
    // Bytes with no row at all (the server stopped between writing them and recording them).
    const strayOld = pngOf('stray, old');
    const strayNew = pngOf('stray, new');
    for (const [bytes, age] of [
      [strayOld, 8 * DAY],
      [strayNew, 0],
    ] as const) {
      await mkdir(join(filesDir, sha256(bytes).slice(0, 2)), { recursive: true });
      await writeFile(bytesPath(sha256(bytes)), bytes);
      const when = new Date(TEST_NOW.getTime() + 6 * DAY - age);
      await utimes(bytesPath(sha256(bytes)), when, when);
    }

    t.clock.advance(6 * DAY);
    expect(await t.app.files.sweepUnreferenced()).toEqual({ removed: 1 });
    expect(existsSync(bytesPath(sha256(strayOld)))).toBe(false);
    for (const bytes of [receipt, avatar, orphan, ofDeleted]) {
      expect((await read(sha256(bytes))).statusCode).toBe(200);
    }

    t.clock.advance(1 * DAY + 60_000);
    expect(await t.app.files.sweepUnreferenced()).toEqual({ removed: 2 });
    for (const bytes of [orphan, ofDeleted]) {
      expect((await read(sha256(bytes))).statusCode).toBe(404);
      expect(await rowOf(sha256(bytes))).toBeNull();
      expect(existsSync(bytesPath(sha256(bytes)))).toBe(false);
    }
    for (const bytes of [receipt, avatar]) {
      expect((await read(sha256(bytes))).rawPayload.equals(bytes)).toBe(true);
    }
    expect(existsSync(bytesPath(sha256(strayNew)))).toBe(true);
  });

  it('counts the grace period from the latest upload of the same bytes', async () => {
    const receipt = pngOf('chosen twice');
    expect((await upload(receipt)).statusCode).toBe(201);
    t.clock.advance(6 * DAY);
    expect((await upload(receipt)).statusCode).toBe(200);
    t.clock.advance(6 * DAY);
    expect(await t.app.files.sweepUnreferenced()).toEqual({ removed: 0 });
    expect((await read(sha256(receipt))).statusCode).toBe(200);
  });

  it('keeps bytes another store still holds when one store no longer needs them', async () => {
    const shared = pngOf('the same supplier invoice');
    const hash = sha256(shared);
    expect((await upload(shared)).statusCode).toBe(201);
    const [other] = await t.database.db
      .insert(stores)
      .values({
        name: 'Second cafe',
        taxRateBps: 825,
        currency: 'USD',
        timeZone: 'America/Chicago',
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
        version: 0,
      })
      .returning({ id: stores.id });
    if (!other) throw new Error('No second store');
    await t.database.db.insert(files).values({
      storeId: other.id,
      id: hash,
      contentType: 'image/png',
      size: shared.length,
      data: null,
      createdAt: new Date(TEST_NOW.getTime() + 7 * DAY),
      createdBy: manager.userId,
    });
    t.clock.advance(7 * DAY + 60_000);
    expect(await t.app.files.sweepUnreferenced()).toEqual({ removed: 1 });
    expect(
      await t.database.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.storeId, other.id), eq(files.id, hash))),
    ).toHaveLength(1);
    expect(existsSync(bytesPath(hash))).toBe(true);
  });
});
