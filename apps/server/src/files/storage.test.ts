import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { files, stores } from '../db/schema.js';
import { startSlowUpload } from '../test-support/slow-upload.js';
import { mutation, push, type SignedInTill, signIn, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A distinct PNG of `size` bytes for each label. */
const pngOf = (label: string, size = 64) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes.write(label, 8);
  return bytes;
};

type Mode = 'folder' | 'database';

/** The app with its file bytes in a folder of this test's own, or in the database (as on PostgreSQL). */
async function startStore(mode: Mode, config: { fileQuotaBytes?: number } = {}) {
  const filesDir = mode === 'folder' ? await mkdtemp(join(tmpdir(), 'cafe-files-test-')) : null;
  const t: TestApp = await createTestApp({ config: { filesDir, ...config } });
  const manager: SignedInTill = await signInTill(t.app, 'manager@cafe.example');
  let nextMutationId = 1;
  const bytesPath = (hash: string) => {
    if (!filesDir) throw new Error('These bytes are in the database');
    return join(filesDir, hash.slice(0, 2), hash);
  };
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
  return {
    t,
    filesDir,
    manager,
    bytesPath,
    rowOf,
    upload: (bytes: Buffer, purpose = 'receipt', cookie = manager.sessionCookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/files?purpose=${purpose}`,
        headers: { cookie, 'content-type': 'image/png' },
        payload: bytes,
      }),
    read: (hash: string) =>
      t.app.inject({ method: 'GET', url: `/api/files/${hash}`, headers: { cookie: manager.sessionCookie } }),
    /** Whether the bytes of `hash` are kept anywhere: the folder, or a row's data. */
    async bytesKept(hash: string) {
      if (filesDir) return existsSync(bytesPath(hash));
      return Boolean((await rowOf(hash))?.data);
    },
    push: (changes: { entity: 'expense'; action: 'create' | 'delete'; data: Record<string, unknown> }[]) =>
      push(
        t.app,
        manager,
        changes.map((change) =>
          mutation(nextMutationId++, change.entity, change.action, change.data, manager.userId),
        ),
      ),
    async storeId() {
      const [store] = await t.database.db.select({ id: stores.id }).from(stores);
      if (!store) throw new Error('No store');
      return store.id;
    },
    async close() {
      await t.close();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

type Store = Awaited<ReturnType<typeof startStore>>;
let open: Store[] = [];
const start = async (mode: Mode, config: { fileQuotaBytes?: number } = {}) => {
  const store = await startStore(mode, config);
  open.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(open.map((store) => store.close()));
  open = [];
});

/** Each test starts a server of its own (its clock moves) and signs in, a slow hash on purpose. */
const OWN_SERVER = { timeout: 90_000 };

describe.each(['folder', 'database'] as const)(
  'file storage with the bytes in the %s',
  OWN_SERVER,
  (mode) => {
    it("[SYNC-25] refuses a file over the store's storage limit, saying what to do, and keeps nothing of it", async () => {
      const s = await start(mode, { fileQuotaBytes: 1024 * 1024 });
      const first = pngOf('first', 600_000);
      expect((await s.upload(first)).statusCode).toBe(201);

      const second = pngOf('second', 600_000);
      const refused = await s.upload(second);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({
        error:
          "There is no room for this file: this cafe's receipts and photos already use 0.57 MB of the 1.00 MB " +
          'allowed. Ask whoever looks after the server to raise the storage limit.',
        code: 'storage_full',
      });
      expect((await s.read(sha256(second))).statusCode).toBe(404);
      expect(await s.bytesKept(sha256(second))).toBe(false);
      // Sending bytes the store already has takes no more room, so it is still answered.
      expect((await s.upload(first)).statusCode).toBe(200);
      // An avatar counts against the same limit.
      const staff = await signIn(s.t.app, 'staff@cafe.example');
      expect((await s.upload(pngOf('avatar', 600_000), 'avatar', staff.sessionCookie)).statusCode).toBe(507);
    });

    it('removes a file nothing refers to after the grace period, bytes and row, and keeps the others', async () => {
      const s = await start(mode);
      const receipt = pngOf('receipt of an expense');
      const avatar = pngOf('avatar of a user');
      const orphan = pngOf('chosen, then the expense was never saved');
      const ofDeleted = pngOf('receipt of a deleted expense');
      for (const bytes of [receipt, orphan, ofDeleted]) expect((await s.upload(bytes)).statusCode).toBe(201);
      expect((await s.upload(avatar, 'avatar')).statusCode).toBe(201);

      const expense = (fileId: string) => ({
        id: randomUUID(),
        description: 'Oat milk',
        amount: 1299,
        date: '2026-03-14',
        receiptFileId: fileId,
      });
      const kept = expense(sha256(receipt));
      const deleted = expense(sha256(ofDeleted));
      const pushed = await s.push([
        { entity: 'expense', action: 'create', data: kept },
        { entity: 'expense', action: 'create', data: deleted },
        { entity: 'expense', action: 'delete', data: { id: deleted.id } },
      ]);
      expect(pushed.json().results.map((result: { status: string }) => result.status)).toEqual([
        'applied',
        'applied',
        'applied',
      ]);
      const admin = await signIn(s.t.app, 'admin@cafe.example');
      const created = await s.t.app.inject({
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

      s.t.clock.advance(6 * DAY);
      expect(await s.t.app.files.sweepUnreferenced()).toEqual({ removed: 0 });
      for (const bytes of [receipt, avatar, orphan, ofDeleted]) {
        expect((await s.read(sha256(bytes))).statusCode).toBe(200);
      }

      s.t.clock.advance(1 * DAY + 60_000);
      expect(await s.t.app.files.sweepUnreferenced()).toEqual({ removed: 2 });
      for (const bytes of [orphan, ofDeleted]) {
        expect((await s.read(sha256(bytes))).statusCode).toBe(404);
        expect(await s.rowOf(sha256(bytes))).toBeNull();
        expect(await s.bytesKept(sha256(bytes))).toBe(false);
      }
      for (const bytes of [receipt, avatar]) {
        expect((await s.read(sha256(bytes))).rawPayload.equals(bytes)).toBe(true);
      }
    });

    it('counts the grace period from the latest upload of the same bytes', async () => {
      const s = await start(mode);
      const receipt = pngOf('chosen twice');
      expect((await s.upload(receipt)).statusCode).toBe(201);
      s.t.clock.advance(6 * DAY);
      expect((await s.upload(receipt)).statusCode).toBe(200);
      s.t.clock.advance(6 * DAY);
      expect(await s.t.app.files.sweepUnreferenced()).toEqual({ removed: 0 });
      expect((await s.read(sha256(receipt))).statusCode).toBe(200);
    });
  },
);

describe('file storage in the files folder', OWN_SERVER, () => {
  it("keeps a receipt's bytes in the files folder under their hash, and its row in the database", async () => {
    const s = await start('folder');
    const receipt = pngOf('receipt', 300_000);
    const hash = sha256(receipt);
    expect((await s.upload(receipt)).statusCode).toBe(201);

    expect((await readFile(s.bytesPath(hash))).equals(receipt)).toBe(true);
    expect(await s.rowOf(hash)).toEqual({
      size: receipt.length,
      contentType: 'image/png',
      data: null,
      createdBy: s.manager.userId,
    });
    // Nothing half-written is left behind.
    expect(await readdir(join(s.filesDir ?? '', '.tmp'))).toEqual([]);
    const served = await s.read(hash);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(receipt.length));
    expect(served.rawPayload.equals(receipt)).toBe(true);
  });

  it('serves a file an earlier version kept in the database, and moves it to the folder at start', async () => {
    const s = await start('folder');
    const old = pngOf('kept in the database');
    const hash = sha256(old);
    await s.t.database.db.insert(files).values({
      storeId: await s.storeId(),
      id: hash,
      contentType: 'image/png',
      size: old.length,
      data: old,
      createdAt: s.t.clock.now(),
      createdBy: s.manager.userId,
    });
    // A crash mid-upload left a half-written file.
    const tempDir = join(s.filesDir ?? '', '.tmp');
    await mkdir(tempDir, { recursive: true });
    await writeFile(join(tempDir, 'upload-crashed'), 'half a photo');

    const before = await s.read(hash);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(old)).toBe(true);

    expect(await s.t.app.files.prepareStorage()).toEqual({ leftovers: 1, moved: 1 });
    expect((await s.rowOf(hash))?.data).toBeNull();
    expect((await readFile(s.bytesPath(hash))).equals(old)).toBe(true);
    expect(await readdir(tempDir)).toEqual([]);
    const after = await s.read(hash);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/png');
    expect(after.rawPayload.equals(old)).toBe(true);
  });

  it('keeps nothing of an upload cut off mid-body, and goes on taking uploads', async () => {
    const s = await start('folder');
    const baseUrl = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const receipt = pngOf('cut off', 3 * 1024 * 1024);
    const upload = startSlowUpload(baseUrl, {
      path: '/api/files?purpose=receipt',
      cookie: s.manager.sessionCookie,
      contentType: 'image/png',
      contentLength: receipt.length,
    });
    const tempDir = join(s.filesDir ?? '', '.tmp');
    const halfWritten = async () => (await readdir(tempDir).catch(() => [])).length;
    try {
      await upload.send(receipt.subarray(0, 1024 * 1024));
      await waitFor('the upload to start', async () => (await halfWritten()) === 1);
    } finally {
      upload.abort();
    }
    await waitFor('the half-written file to go', async () => (await halfWritten()) === 0);
    expect(await s.rowOf(sha256(receipt))).toBeNull();
    expect((await s.upload(receipt)).statusCode).toBe(201);
  });

  it('removes old bytes no row names (the server stopped between writing them and recording them)', async () => {
    const s = await start('folder');
    const old = pngOf('stray, old');
    const recent = pngOf('stray, recent');
    for (const [bytes, age] of [
      [old, 7 * DAY + 60_000],
      [recent, 6 * DAY],
    ] as const) {
      await mkdir(join(s.filesDir ?? '', sha256(bytes).slice(0, 2)), { recursive: true });
      await writeFile(s.bytesPath(sha256(bytes)), bytes);
      const when = new Date(s.t.clock.now().getTime() - age);
      await utimes(s.bytesPath(sha256(bytes)), when, when);
    }
    expect(await s.t.app.files.sweepUnreferenced()).toEqual({ removed: 1 });
    expect(existsSync(s.bytesPath(sha256(old)))).toBe(false);
    expect(existsSync(s.bytesPath(sha256(recent)))).toBe(true);
  });

  it('keeps bytes another store still holds when one store no longer needs them', async () => {
    const s = await start('folder');
    const shared = pngOf('the same supplier invoice');
    const hash = sha256(shared);
    expect((await s.upload(shared)).statusCode).toBe(201);
    const now = s.t.clock.now();
    const [other] = await s.t.database.db
      .insert(stores)
      .values({
        name: 'Second cafe',
        taxRateMilliPercent: 8250,
        currency: 'USD',
        timeZone: 'America/Chicago',
        createdAt: now,
        updatedAt: now,
        version: 0,
      })
      .returning({ id: stores.id });
    if (!other) throw new Error('No second store');
    await s.t.database.db.insert(files).values({
      storeId: other.id,
      id: hash,
      contentType: 'image/png',
      size: shared.length,
      data: null,
      createdAt: new Date(now.getTime() + 7 * DAY),
      createdBy: s.manager.userId,
    });
    s.t.clock.advance(7 * DAY + 60_000);
    expect(await s.t.app.files.sweepUnreferenced()).toEqual({ removed: 1 });
    const othersRow = await s.t.database.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.storeId, other.id), eq(files.id, hash)));
    expect(othersRow).toHaveLength(1);
    expect(existsSync(s.bytesPath(hash))).toBe(true);
  });
});
