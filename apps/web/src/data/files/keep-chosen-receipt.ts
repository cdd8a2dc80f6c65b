import type { CafeDb } from '../db';
import { checkReceipt } from './check-receipt';
import { keepFile } from './device-files';

export type KeepReceiptOutcome = { ok: true; fileId: string } | { ok: false; message: string };

/**
 * A receipt the user chose (or photographed): checked for size and type, then kept on this device as a blob under
 * the hash of its bytes, waiting for the next sync run to upload it. Nothing is kept when the check fails.
 */
export async function keepChosenReceipt(
  db: CafeDb,
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
  now: Date,
): Promise<KeepReceiptOutcome> {
  const check = await checkReceipt(file);
  if (!check.ok) return check;
  const kept = await keepFile(db, {
    bytes: check.bytes,
    contentType: check.contentType,
    purpose: 'receipt',
    name: file.name,
    state: 'pending',
    now,
  });
  return { ok: true, fileId: kept.id };
}
