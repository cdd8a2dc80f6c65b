import { refusalOfResponse, refusalSentence, sniffFileType } from '@cafe/domain';
import { deadline } from '../../lib/deadline';
import type { StoredFile } from '../db';
import { keepFile, sha256Hex } from './device-files';
import { FILE_REQUEST_TIMEOUT_MS, type FileTransferDeps } from './upload-files';

export type FetchFileOutcome = { ok: true; file: StoredFile } | { ok: false; message: string };

export const FILE_OFFLINE_MESSAGE =
  'This receipt is not on this device yet. It opens here once the network is back.';
export const FILE_NOT_ON_SERVER_MESSAGE =
  'This receipt has not reached the server yet. It opens once the till that recorded it has synced.';
export const FILE_SIGNED_OUT_MESSAGE = 'Sign in online to open this receipt.';

export interface FetchFileDeps extends FileTransferDeps {
  isOnline: () => boolean;
  now: () => Date;
}

/**
 * The device's copy of a file, fetched from GET /api/files/:id and kept when this device does not hold it (a receipt
 * recorded on another till), so it opens offline from then on. The bytes must hash to the id they were asked for.
 */
export async function fetchAndKeepFile(deps: FetchFileDeps, id: string): Promise<FetchFileOutcome> {
  const held = await deps.db.files.get(id);
  if (held) return { ok: true, file: held };
  if (!deps.isOnline()) return { ok: false, message: FILE_OFFLINE_MESSAGE };
  const limit = deadline(FILE_REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      response = await deps.fetch(`${deps.baseUrl}/api/files/${encodeURIComponent(id)}`, {
        method: 'GET',
        credentials: 'same-origin',
        signal: limit.signal,
      });
      if (response.status === 404) return { ok: false, message: FILE_NOT_ON_SERVER_MESSAGE };
      if (response.status === 401) return { ok: false, message: FILE_SIGNED_OUT_MESSAGE };
      if (!response.ok) {
        return {
          ok: false,
          message: `Could not load the receipt. ${refusalSentence(refusalOfResponse(response.status), null)}`,
        };
      }
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch {
      return { ok: false, message: FILE_OFFLINE_MESSAGE };
    }
    if ((await sha256Hex(bytes)) !== id) return { ok: false, message: 'The receipt arrived damaged' };
    const contentType = sniffFileType(bytes) ?? 'application/octet-stream';
    const file = await keepFile(deps.db, {
      bytes,
      contentType,
      purpose: 'receipt',
      state: 'uploaded',
      now: deps.now(),
    });
    return { ok: true, file };
  } finally {
    limit.clear();
  }
}
