import { createHash } from 'node:crypto';
import { type Cents, refusalSentence } from '@cafe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFile } from '../../apps/web/src/data/files/device-files';
import { fetchAndKeepFile } from '../../apps/web/src/data/files/fetch-file';
import { keepChosenReceipt } from '../../apps/web/src/data/files/keep-chosen-receipt';
import { createSimDevice, type SimDevice } from './support/sim-device';
import { createSimServer, type SimServer } from './support/sim-server';

// Issue 12: a receipt kept on one till travels through the REAL server app (its size, type and permission checks)
// to another till, by the web app's own sync engine and file code.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from('milk receipt')]);
const HTML = new Uint8Array([...Buffer.from('<!doctype html><script>alert(1)</script>')]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);

describe('[SYNC-25, CLIENT-9] receipts between tills, through the real server', () => {
  let server: SimServer;
  const devices: SimDevice[] = [];

  async function till(index: number, role: 'manager' | 'admin' | 'staff'): Promise<SimDevice> {
    const device = createSimDevice({ index, role, server, stale: [], clockSkewMs: 0 });
    const session = server.sessions[role][0];
    if (!session) throw new Error(`No ${role} session`);
    device.useSession(session);
    await device.start();
    devices.push(device);
    return device;
  }
  const fetchDeps = (device: SimDevice) => ({
    db: device.db,
    fetch: device.net.fetch,
    baseUrl: 'http://cafe.test',
    isOnline: () => device.online,
    now: () => new Date(),
  });

  beforeAll(async () => {
    server = await createSimServer({ sessionsPerRole: 1 });
  });
  afterAll(async () => {
    await Promise.all(devices.map((device) => device.close()));
    await server.close();
  });

  it('an expense with a receipt recorded offline on A opens on B after A syncs, byte for byte', async () => {
    const a = await till(0, 'manager');
    const b = await till(1, 'admin');
    a.online = false;
    const kept = await keepChosenReceipt(a.db, file(PNG, 'milk.png'), new Date());
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.fileId).toBe(sha256(PNG));
    const expenseId = await a.repos.expenses.create({
      description: 'Milk',
      amount: 1250 as Cents,
      category: 'inventory',
      date: '2026-03-14',
      receiptFileId: kept.fileId,
    });
    await a.sync();
    expect((await a.db.files.get(kept.fileId))?.state).toBe('pending');
    // Before A syncs, B is told the server does not have it yet.
    expect(await fetchAndKeepFile(fetchDeps(b), kept.fileId)).toMatchObject({ ok: false });

    a.online = true;
    await a.sync();
    expect((await a.db.files.get(kept.fileId))?.state).toBe('uploaded');
    expect(a.engine.getState().phase).toBe('synced');

    await b.sync();
    expect((await b.db.expenses.get(expenseId))?.receiptFileId).toBe(kept.fileId);
    const fetched = await fetchAndKeepFile(fetchDeps(b), kept.fileId);
    expect(fetched).toMatchObject({ ok: true, file: { contentType: 'image/png', state: 'uploaded' } });
    const held = await b.db.files.get(kept.fileId);
    expect(new Uint8Array(await (held as { blob: Blob }).blob.arrayBuffer())).toEqual(PNG);
  });

  it("records the server's refusals on the file and goes on: content for anyone, permission for staff", async () => {
    const manager = await till(2, 'manager');
    // A file that got past the till's own check (an older app, say): the server sniffs it and says no.
    const html = await keepFile(manager.db, {
      bytes: HTML,
      contentType: 'image/png',
      purpose: 'receipt',
      state: 'pending',
      now: new Date('2026-03-14T10:00:00Z'),
    });
    const good = new Uint8Array([...PNG, ...Buffer.from(' second')]);
    const later = await keepChosenReceipt(
      manager.db,
      file(good, 'second.png'),
      new Date('2026-03-14T10:00:01Z'),
    );
    if (!later.ok) throw new Error(later.message);
    await manager.sync();
    expect(await manager.db.files.get(html.id)).toMatchObject({
      state: 'refused',
      refusal: 'A receipt must be a JPEG or PNG image or a PDF',
    });
    expect((await manager.db.files.get(later.fileId))?.state).toBe('uploaded');

    const staff = await till(3, 'staff');
    const mine = new Uint8Array([...PNG, ...Buffer.from(' staff')]);
    const staffKept = await keepChosenReceipt(staff.db, file(mine, 'staff.png'), new Date());
    if (!staffKept.ok) throw new Error(staffKept.message);
    await staff.sync();
    expect(await staff.db.files.get(staffKept.fileId)).toMatchObject({
      state: 'refused',
      // The refusal map's sentence (nobody is signed in to this test's auth store), not the server's words.
      refusal: refusalSentence('not_allowed', null),
    });
    expect(await fetchAndKeepFile(fetchDeps(manager), staffKept.fileId)).toMatchObject({ ok: false });
  });
});
