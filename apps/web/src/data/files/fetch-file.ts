import { type FilePurpose, refusalOfResponse, refusalSentence, sniffFileType } from '@cafe/domain';
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

/** Why a file could not be fetched, in the words of what it is. */
const FETCH_MESSAGES: Readonly<
  Record<
    FilePurpose,
    { offline: string; notOnServer: string; signedOut: string; failed: string; damaged: string }
  >
> = {
  receipt: {
    offline: FILE_OFFLINE_MESSAGE,
    notOnServer: FILE_NOT_ON_SERVER_MESSAGE,
    signedOut: FILE_SIGNED_OUT_MESSAGE,
    failed: 'Could not load the receipt',
    damaged: 'The receipt arrived damaged',
  },
  avatar: {
    offline: 'This avatar is not on this device yet. It shows here once the network is back.',
    notOnServer:
      'This avatar has not reached the server yet. It shows once the device it was chosen on has synced.',
    signedOut: 'Sign in online to see this avatar.',
    failed: 'Could not load the avatar',
    damaged: 'The avatar arrived damaged',
  },
};

export interface FetchFileDeps extends FileTransferDeps {
  isOnline: () => boolean;
  now: () => Date;
}

/**
 * The device's copy of a file, fetched from GET /api/files/:id and kept when this device does not hold it (a receipt
 * recorded on another till, an avatar chosen on another device), so it shows offline from then on. The bytes must
 * hash to the id they were asked for. Every file a device does not hold arrives this one way.
 */
export async function fetchAndKeepFile(
  deps: FetchFileDeps,
  id: string,
  purpose: FilePurpose = 'receipt',
): Promise<FetchFileOutcome> {
  const words = FETCH_MESSAGES[purpose];
  const held = await deps.db.files.get(id);
  if (held) return { ok: true, file: held };
  if (!deps.isOnline()) return { ok: false, message: words.offline };
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
      if (response.status === 404) return { ok: false, message: words.notOnServer };
      if (response.status === 401) return { ok: false, message: words.signedOut };
      if (!response.ok) {
        return {
          ok: false,
          message: `${words.failed}. ${refusalSentence(refusalOfResponse(response.status), null)}`,
        };
      }
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch {
      return { ok: false, message: words.offline };
    }
    if ((await sha256Hex(bytes)) !== id) return { ok: false, message: words.damaged };
    const contentType = sniffFileType(bytes) ?? 'application/octet-stream';
    const file = await keepFile(deps.db, {
      bytes,
      contentType,
      purpose,
      state: 'uploaded',
      now: deps.now(),
    });
    return { ok: true, file };
  } finally {
    limit.clear();
  }
}
