import { parseApiError, refusalSentence } from '@cafe/domain';
import { deadline } from '../../lib/deadline';
import { errorCodeOf } from '../auth/auth-api';
import { currentReader } from '../auth/current-reader';
import { answerWords } from '../auth/failure-words';
import type { CafeDb, StoredFile } from '../db';
import { loadDomainSchemas } from '../load-domain-schemas';
import type { FetchLike } from '../sync/sync-api';

/** Long enough for 5MB on a slow café connection; a stalled upload is retried with the sync's backoff. */
export const FILE_REQUEST_TIMEOUT_MS = 120_000;

export interface FileTransferDeps {
  db: CafeDb;
  fetch: FetchLike;
  /** '' in the browser (same origin). */
  baseUrl: string;
}

/**
 * How one upload run ended: `done` (every pending file was answered for), `retry` (the network or the server
 * failed; the files stay pending for the next sync run) or `signed_out` (uploads need a session: they wait for
 * the next online sign-in).
 */
export type UploadRunOutcome =
  | { kind: 'done'; uploaded: number; refused: number }
  | { kind: 'retry'; message: string }
  | { kind: 'signed_out'; message: string };

type UploadAnswer =
  | { kind: 'uploaded' }
  | { kind: 'refused'; reason: string }
  | { kind: 'retry'; message: string }
  | { kind: 'signed_out' };

/** Answers that sending the same bytes again will not change: permission (403), size (413), content (400, 415). */
const REFUSALS = new Set([400, 403, 413, 415]);

/** The server's reason when it is a rule's words ('A receipt must be…'), else the refusal map's sentence. */
async function errorMessage(response: Response): Promise<string> {
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON: the status says enough.
  }
  const parsed = parseApiError(json);
  // Said to whoever is signed in as it is refused: it is shown beside their receipt.
  return answerWords(
    { status: response.status, error: parsed?.error, code: errorCodeOf(json) },
    currentReader(),
  );
}

async function uploadOne(deps: FileTransferDeps, file: StoredFile): Promise<UploadAnswer> {
  const limit = deadline(FILE_REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await deps.fetch(`${deps.baseUrl}/api/files?purpose=${file.purpose}`, {
        method: 'POST',
        // The session cookie: an upload is checked against who is signed in (a receipt needs create_expense).
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/json', 'Content-Type': file.contentType },
        body: file.blob,
        signal: limit.signal,
      });
    } catch {
      return { kind: 'retry', message: refusalSentence('unreachable', null) };
    }
    if (response.ok) {
      const body = await response.json().catch(() => null);
      const answer = (await loadDomainSchemas()).uploadedFileSchema.safeParse(body);
      if (!answer.success) return { kind: 'retry', message: refusalSentence('unreadable', null) };
      return { kind: 'uploaded' };
    }
    if (response.status === 401) return { kind: 'signed_out' };
    if (REFUSALS.has(response.status)) return { kind: 'refused', reason: await errorMessage(response) };
    return { kind: 'retry', message: await errorMessage(response) };
  } finally {
    limit.clear();
  }
}

/**
 * Sends every file still pending to POST /api/files, oldest first, one at a time. Safe to repeat: the server names
 * a file by the hash of its bytes, so a file sent twice (an answer lost on the way back) is stored once. A refused
 * file is marked with the server's reason and the rest go on; a network or server failure stops the run, as every
 * later upload would meet it too.
 */
export async function uploadPendingFiles(deps: FileTransferDeps): Promise<UploadRunOutcome> {
  const { db } = deps;
  const pending = await db.files.where('state').equals('pending').primaryKeys();
  let uploaded = 0;
  let refused = 0;
  const files = (await db.files.bulkGet(pending)).filter((file) => file !== undefined);
  files.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const file of files) {
    const answer = await uploadOne(deps, file);
    if (answer.kind === 'retry')
      return { kind: 'retry', message: `Receipts not uploaded: ${answer.message}` };
    if (answer.kind === 'signed_out') {
      return { kind: 'signed_out', message: 'Sign in online to upload the receipts kept on this device' };
    }
    if (answer.kind === 'uploaded') {
      uploaded++;
      await db.files.update(file.id, { state: 'uploaded' });
    } else {
      refused++;
      await db.files.update(file.id, { state: 'refused', refusal: answer.reason });
    }
  }
  return { kind: 'done', uploaded, refused };
}
