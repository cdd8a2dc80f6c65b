import '../../test/node-blobs';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from '../db';
import { keepFile } from './device-files';
import { PNG_BYTES } from './file-fixtures';
import { useFileUrl } from './use-file-url';

beforeEach(async () => {
  await db.files.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

it("gives an object URL for the device's copy, keeps it through a new upload state, and revokes it on unmount", async () => {
  const revoke = vi.spyOn(URL, 'revokeObjectURL');
  const kept = await keepFile(db, {
    bytes: PNG_BYTES,
    contentType: 'image/png',
    purpose: 'receipt',
    state: 'pending',
    now: new Date(),
  });
  const { result, unmount } = renderHook(() => useFileUrl(kept.id));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  const ready = result.current as { status: 'ready'; url: string };
  expect(ready.url).toMatch(/^blob:/);

  await db.files.update(kept.id, { state: 'uploaded' });
  await waitFor(() => expect(result.current).toMatchObject({ file: { state: 'uploaded' } }));
  expect(result.current).toMatchObject({ url: ready.url });
  expect(revoke).not.toHaveBeenCalled();

  unmount();
  expect(revoke).toHaveBeenCalledWith(ready.url);
});

it('says when this device does not hold the file, and gives nothing for no file', async () => {
  const { result } = renderHook(() => useFileUrl('c'.repeat(64)));
  await waitFor(() => expect(result.current.status).toBe('missing'));
  const none = renderHook(() => useFileUrl(null));
  await waitFor(() => expect(none.result.current.status).toBe('missing'));
});
