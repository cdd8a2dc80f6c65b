import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes are kept: a folder on disk (the embedded database, disk-file-bytes.ts) or the
 * database row itself (PostgreSQL, below). The row of each file (store, type, size, who, when) is in the database
 * either way; only the bytes move.
 */
export interface FileBytes {
  /** True when the bytes live outside the database (the row's `data` stays null). */
  readonly onDisk: boolean;
  /** A place for one upload's bytes while they arrive, before anyone knows whether they will be kept. */
  receive(): Promise<IncomingBytes>;
  /** Keeps `bytes` under their hash (moving a file an earlier version kept in the database). */
  keepBuffer(hash: string, bytes: Buffer): Promise<void>;
  /** The stored bytes of `hash` as a stream, or null when this store holds none under that name. */
  open(hash: string): Promise<Readable | null>;
  /** Forgets the bytes of `hash`; nothing happens when there are none. */
  remove(hash: string): Promise<void>;
  /** Every hash with bytes here and when they were written, for the sweep of bytes no row names. */
  list(): AsyncIterable<{ hash: string; writtenAt: Date }>;
  /** Clears what an interrupted upload left half-written. */
  clearLeftovers(): Promise<number>;
}

export interface IncomingBytes {
  write(chunk: Buffer): Promise<void>;
  /** Keeps the bytes under `hash`; returns them when the database row must hold them, else null. */
  keep(hash: string): Promise<Buffer | null>;
  /** Throws the bytes away (a refusal, a broken connection). Safe to call more than once, or after keep. */
  discard(): Promise<void>;
}

/** The bytes in the row: gathered in memory (at most one file's limit) and handed to the insert. */
export const databaseFileBytes: FileBytes = {
  onDisk: false,
  async receive() {
    let chunks: Buffer[] = [];
    return {
      async write(chunk) {
        chunks.push(chunk);
      },
      async keep() {
        const bytes = Buffer.concat(chunks);
        chunks = [];
        return bytes;
      },
      async discard() {
        chunks = [];
      },
    };
  },
  async keepBuffer() {},
  async open() {
    return null;
  },
  async remove() {},
  async *list() {},
  async clearLeftovers() {
    return 0;
  },
};
