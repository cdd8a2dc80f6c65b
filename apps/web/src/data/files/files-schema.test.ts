import '../../test/node-blobs';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, it } from 'vitest';
import { openCafeDb } from '../db';

it('gives files kept before upload states the new shape, and finds the pending ones by state', async () => {
  const indexedDB = new IDBFactory();
  const name = 'cafeposdb-files-upgrade-test';
  const old = new Dexie(name, { indexedDB, IDBKeyRange });
  old.version(2).stores({ files: 'id' });
  const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
  await old.table('files').bulkAdd([
    { id: 'a', contentType: 'image/png', size: 3, blob, uploaded: true },
    { id: 'b', contentType: 'image/png', size: 3, blob, uploaded: false },
  ]);
  old.close();

  const upgraded = openCafeDb(name, { indexedDB, IDBKeyRange });
  const a = await upgraded.files.get('a');
  expect(a).toMatchObject({ state: 'uploaded', purpose: 'receipt', createdAt: '1970-01-01T00:00:00.000Z' });
  expect(a).not.toHaveProperty('uploaded');
  expect(await upgraded.files.where('state').equals('pending').primaryKeys()).toEqual(['b']);
  upgraded.close();
});
