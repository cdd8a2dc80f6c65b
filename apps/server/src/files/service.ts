import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
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
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { createDiskFileBytes } from './disk-file-bytes.js';
import { databaseFileBytes, type FileBytes, type IncomingBytes } from './file-bytes.js';
import { createKeyedLock } from './keyed-lock.js';
import { receiveUpload } from './receive-upload.js';
import { storageFullMessage } from './storage-quota.js';
import { sweepUnreferencedFiles } from './sweep-unreferenced.js';

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

/** A body is read this far to measure an oversized file for its message; past it reading stops. */
export const UPLOAD_READ_LIMIT = 4 * MAX_RECEIPT_BYTES;

export type UploadOutcome =
  | { ok: true; file: UploadedFile; created: boolean }
  | { ok: false; status: 400 | 413 | 415; error: string; closeConnection?: boolean }
  | { ok: false; status: 507; error: string; code: 'storage_full' };

export interface StoredFile {
  contentType: string;
  size: number;
  body: Buffer | Readable;
}

export function createFileService(deps: {
  db: Database;
  clock: Clock;
  /** The files folder; null keeps the bytes in the database. */
  filesDir: string | null;
  quotaBytes: number;
}) {
  const { db, clock, quotaBytes } = deps;
  const bytes: FileBytes = deps.filesDir ? createDiskFileBytes(deps.filesDir) : databaseFileBytes;
  const withLock = createKeyedLock();

  /** Everything after the last byte arrived: a few short statements, never the bytes in a long one. */
  async function keep(
    input: { storeId: string; userId: string },
    received: { hash: string; size: number; type: SniffedType },
    incoming: IncomingBytes,
  ): Promise<UploadOutcome> {
    const { hash: id, size, type } = received;
    const file: UploadedFile = { id, contentType: type, size };
    const where = and(eq(files.storeId, input.storeId), eq(files.id, id));
    // The same bytes sent again (an answer lost on the way back) take no room; the new upload restarts the grace
    // period of a file nothing refers to yet.
    const again = await db
      .update(files)
      .set({ createdAt: clock.now(), createdBy: input.userId })
      .where(where)
      .returning({ id: files.id });
    if (again.length > 0) {
      // Puts back bytes that went missing from the folder; a no-op when they are there.
      if (bytes.onDisk) await incoming.keep(id);
      return { ok: true, created: false, file };
    }

    const [usage] = await db
      .select({ used: sql<number>`coalesce(sum(${files.size}), 0)::bigint`.mapWith(Number) })
      .from(files)
      .where(eq(files.storeId, input.storeId));
    const used = usage?.used ?? 0;
    if (used + size > quotaBytes) {
      return { ok: false, status: 507, error: storageFullMessage(used, quotaBytes), code: 'storage_full' };
    }
    // The bytes are safe on disk before the row that names them exists, so a crash leaves at worst bytes no row
    // names, which the sweep clears.
    const data = await incoming.keep(id);
    const inserted = await db
      .insert(files)
      .values({
        storeId: input.storeId,
        id,
        contentType: type,
        size,
        data,
        createdAt: clock.now(),
        createdBy: input.userId,
      })
      .onConflictDoNothing()
      .returning({ id: files.id });
    return { ok: true, created: inserted.length > 0, file };
  }

  return {
    /**
     * Stores one upload from its body stream. Reading, hashing and writing the bytes happen outside any database
     * statement; the database sees only the short statements of `keep`.
     */
    async upload(input: {
      storeId: string;
      userId: string;
      purpose: FilePurpose;
      body: Readable;
    }): Promise<UploadOutcome> {
      const rules = FILE_RULES[input.purpose];
      const incoming = await bytes.receive();
      try {
        const received = await receiveUpload(
          input.body,
          { maxBytes: rules.maxBytes, readLimit: UPLOAD_READ_LIMIT },
          incoming,
        );
        switch (received.kind) {
          case 'empty':
            return { ok: false, status: 400, error: 'The file is empty' };
          case 'too_large':
            return { ok: false, status: 413, error: rules.tooLarge(received.size) };
          case 'over_read_limit':
            return { ok: false, status: 413, error: 'Request body is too large', closeConnection: true };
        }
        const type = sniffFileType(received.head);
        if (!type || !rules.types.includes(type)) return { ok: false, status: 415, error: rules.wrongType };
        // On disk, uploads of different bytes go side by side. In the database each insert holds a pool
        // connection while its bytes travel, so this process writes one at a time and pushes always find one free.
        const lockKey = bytes.onDisk ? received.hash : 'database-bytes';
        return await withLock(lockKey, () => keep(input, { ...received, type }, incoming));
      } finally {
        await incoming.discard();
      }
    },

    /** The file's bytes and type; null when the store has no such file or its bytes are gone. */
    async read(storeId: string, id: string): Promise<StoredFile | null> {
      const [row] = await db
        .select({ contentType: files.contentType, size: files.size, data: files.data })
        .from(files)
        .where(and(eq(files.storeId, storeId), eq(files.id, id)))
        .limit(1);
      if (!row) return null;
      if (row.data) return { contentType: row.contentType, size: row.size, body: row.data };
      const stream = await bytes.open(id);
      return stream ? { contentType: row.contentType, size: row.size, body: stream } : null;
    },

    /**
     * At start, before requests: clears half-written uploads and moves the bytes an earlier version kept in the
     * database to the files folder, one file at a time, so the database shrinks back to rows.
     */
    async prepareStorage(): Promise<{ leftovers: number; moved: number }> {
      const leftovers = await bytes.clearLeftovers();
      let moved = 0;
      if (!bytes.onDisk) return { leftovers, moved };
      let after = { storeId: '00000000-0000-0000-0000-000000000000', id: '' };
      for (;;) {
        const [row] = await db
          .select({ storeId: files.storeId, id: files.id, data: files.data })
          .from(files)
          .where(
            and(
              isNotNull(files.data),
              sql`(${files.storeId}, ${files.id}) > (${after.storeId}::uuid, ${after.id})`,
            ),
          )
          .orderBy(files.storeId, files.id)
          .limit(1);
        if (!row?.data) return { leftovers, moved };
        after = { storeId: row.storeId, id: row.id };
        // Only bytes that are what their name says move; anything else stays where it is.
        if (createHash('sha256').update(row.data).digest('hex') !== row.id) continue;
        await withLock(row.id, () => bytes.keepBuffer(row.id, row.data as Buffer));
        await db
          .update(files)
          .set({ data: null })
          .where(and(eq(files.storeId, row.storeId), eq(files.id, row.id)));
        moved++;
      }
    },

    /** Removes files nothing has referred to for the grace period (main.ts runs it daily). */
    sweepUnreferenced: () => sweepUnreferencedFiles({ db, clock, bytes, withLock }),
  };
}

export type FileService = ReturnType<typeof createFileService>;
