import { createHash } from 'node:crypto';
import {
  avatarTooLargeMessage,
  type FilePurpose,
  MAX_AVATAR_BYTES,
  MAX_RECEIPT_BYTES,
  RECEIPT_MIME_TYPES,
  receiptTooLargeMessage,
  type SniffedType,
  sniffFileType,
  type UploadedFile,
} from '@cafe/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';

interface PurposeRules {
  maxBytes: number;
  tooLarge(size: number): string;
  types: readonly SniffedType[];
  wrongType: string;
}

/** Spec §5/§9: receipts up to 5MB as JPEG, PNG or PDF; avatars up to 2MB as images. */
export const FILE_RULES: Record<FilePurpose, PurposeRules> = {
  receipt: {
    maxBytes: MAX_RECEIPT_BYTES,
    tooLarge: receiptTooLargeMessage,
    types: RECEIPT_MIME_TYPES,
    wrongType: 'A receipt must be a JPEG or PNG image or a PDF',
  },
  avatar: {
    maxBytes: MAX_AVATAR_BYTES,
    tooLarge: avatarTooLargeMessage,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    wrongType: 'An avatar must be a JPEG, PNG or WebP image',
  },
};

export type UploadOutcome =
  | { ok: true; file: UploadedFile; created: boolean }
  | { ok: false; status: 413 | 415; error: string };

export function createFileService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async upload(input: {
      storeId: string;
      userId: string;
      purpose: FilePurpose;
      bytes: Buffer;
    }): Promise<UploadOutcome> {
      const rules = FILE_RULES[input.purpose];
      if (input.bytes.length > rules.maxBytes) {
        return { ok: false, status: 413, error: rules.tooLarge(input.bytes.length) };
      }
      const type = sniffFileType(input.bytes);
      if (!type || !rules.types.includes(type)) return { ok: false, status: 415, error: rules.wrongType };
      const id = createHash('sha256').update(input.bytes).digest('hex');
      const inserted = await db
        .insert(files)
        .values({
          storeId: input.storeId,
          id,
          contentType: type,
          size: input.bytes.length,
          data: input.bytes,
          createdAt: clock.now(),
          createdBy: input.userId,
        })
        .onConflictDoNothing()
        .returning({ id: files.id });
      return {
        ok: true,
        created: inserted.length > 0,
        file: { id, contentType: type, size: input.bytes.length },
      };
    },

    async read(storeId: string, id: string) {
      const [file] = await db
        .select({ contentType: files.contentType, data: files.data })
        .from(files)
        .where(and(eq(files.storeId, storeId), eq(files.id, id)))
        .limit(1);
      return file ?? null;
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
