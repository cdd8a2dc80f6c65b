import '../../test/node-blobs';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from '../db';
import { createFakeSyncServer } from '../sync/fake-sync-server';
import { sha256Hex } from './device-files';
import { PNG_BYTES } from './file-fixtures';
import { useFileOnDemand } from './use-file-on-demand';

let server: ReturnType<typeof createFakeSyncServer>;

beforeEach(async () => {
  await db.files.clear();
  server = createFakeSyncServer({ storeId: 'store' });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('fetches an avatar chosen on another device, keeps it as an avatar, and shows it', async () => {
  const id = await sha256Hex(PNG_BYTES);
  server.files.set(id, { contentType: 'image/png', bytes: PNG_BYTES });
  const { result } = renderHook(() => useFileOnDemand(id, 'avatar'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current).toMatchObject({ url: expect.stringMatching(/^blob:/) });
  expect(await db.files.get(id)).toMatchObject({ purpose: 'avatar', state: 'uploaded' });
});

it('says why a file cannot be had, in the words of what it is; and gives nothing for no file', async () => {
  const { result } = renderHook(() => useFileOnDemand('d'.repeat(64), 'avatar'));
  await waitFor(() => expect(result.current.status).toBe('unavailable'));
  expect(result.current).toEqual({
    status: 'unavailable',
    message:
      'This avatar has not reached the server yet. It shows once the device it was chosen on has synced.',
  });
  const none = renderHook(() => useFileOnDemand(null, 'avatar'));
  expect(none.result.current).toEqual({ status: 'unavailable', message: null });
});
