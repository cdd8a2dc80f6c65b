import type { FilePurpose } from '@cafe/domain';
import type { CafeDb, FileUploadState, StoredFile } from '../db';

/** A file's id: the sha256 of its bytes in lower-case hex, as the server computes it (files.ts). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface KeepFileInput {
  bytes: Uint8Array<ArrayBuffer>;
  /** The sniffed type: the Blob carries it, so an object URL shows the file as what it really is. */
  contentType: string;
  purpose: FilePurpose;
  /** The chosen file's name, shown beside a PDF. */
  name?: string;
  state: Extract<FileUploadState, 'pending' | 'uploaded'>;
  now: Date;
}

/**
 * Keeps a file on this device under the hash of its bytes. The same bytes kept twice are one row, and a row the
 * server already has is never set back to pending.
 */
export async function keepFile(db: CafeDb, input: KeepFileInput): Promise<StoredFile> {
  const id = await sha256Hex(input.bytes);
  return db.transaction('rw', db.files, async () => {
    const existing = await db.files.get(id);
    if (existing) {
      if (input.state === 'uploaded' && existing.state !== 'uploaded') {
        await db.files.update(id, { state: 'uploaded', refusal: undefined });
        return { ...existing, state: 'uploaded', refusal: undefined };
      }
      return existing;
    }
    const file: StoredFile = {
      id,
      purpose: input.purpose,
      contentType: input.contentType,
      size: input.bytes.length,
      ...(input.name ? { name: input.name } : {}),
      blob: new Blob([input.bytes], { type: input.contentType }),
      state: input.state,
      createdAt: input.now.toISOString(),
    };
    await db.files.add(file);
    return file;
  });
}

/** Files chosen on this device that the server does not have yet; the sync indicator counts them as unsynced. */
export function countPendingFiles(db: CafeDb): Promise<number> {
  return db.files.where('state').equals('pending').count();
}
