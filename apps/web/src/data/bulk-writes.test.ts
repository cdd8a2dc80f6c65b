import { describe, expect, it } from 'vitest';
import { putInSlices } from './bulk-writes';
import type { MetaRow } from './db';
import { freshDb } from './sync/test-kit';

const rows = (count: number): MetaRow[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `row-${String(index).padStart(5, '0')}`,
    value: index,
  }));

describe('putInSlices', () => {
  it('stores every row, slice by slice, and leaves the transaction open for what follows', async () => {
    const db = freshDb();
    const meta = db.table<MetaRow, string>('meta');
    await db.transaction('rw', meta, async () => {
      await putInSlices(meta, rows(1_001), 100);
      await meta.put({ key: 'after', value: true });
    });
    expect(await meta.count()).toBe(1_002);
    expect((await meta.get('row-01000'))?.value).toBe(1_000);
    expect((await meta.get('after'))?.value).toBe(true);
  });

  it('aborts the whole transaction when one slice fails, as one bulkPut would', async () => {
    const db = freshDb();
    const meta = db.table<MetaRow, string>('meta');
    const broken = [...rows(450), { value: 'no key' } as unknown as MetaRow];
    await expect(db.transaction('rw', meta, () => putInSlices(meta, broken, 100))).rejects.toThrow();
    expect(await meta.count()).toBe(0);
  });
});
