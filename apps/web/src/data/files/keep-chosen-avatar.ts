import { avatarTooLargeMessage, MAX_AVATAR_BYTES, sniffFileType } from '@cafe/domain';
import type { CafeDb } from '../db';
import { keepFile } from './device-files';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_WRONG_TYPE_MESSAGE = 'An avatar must be a JPG, PNG or WebP image';

export type KeepAvatarOutcome = { ok: true; fileId: string } | { ok: false; message: string };

/**
 * A chosen avatar (spec §9: up to 2MB): the size is checked before a byte is read, then the bytes must be an
 * image the server takes (it checks them again). Kept on this device as a blob for the next sync run to upload.
 */
export async function keepChosenAvatar(
  db: CafeDb,
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
  now: Date,
): Promise<KeepAvatarOutcome> {
  if (file.size > MAX_AVATAR_BYTES) return { ok: false, message: avatarTooLargeMessage(file.size) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffFileType(bytes);
  if (!contentType || !(AVATAR_TYPES as readonly string[]).includes(contentType)) {
    return { ok: false, message: AVATAR_WRONG_TYPE_MESSAGE };
  }
  const kept = await keepFile(db, {
    bytes,
    contentType,
    purpose: 'avatar',
    name: file.name,
    state: 'pending',
    now,
  });
  return { ok: true, fileId: kept.id };
}
