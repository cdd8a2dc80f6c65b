import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { IncomingBytes } from './file-bytes.js';

/** Enough of the start of a file to tell its type (sniffFileType reads at most 12 bytes). */
const HEAD_BYTES = 64;

export type ReceivedUpload =
  | { kind: 'received'; hash: string; size: number; head: Buffer }
  | { kind: 'empty' }
  /** More than the purpose allows; `size` is the whole body's, for the spec's message. */
  | { kind: 'too_large'; size: number }
  /** Past `readLimit`: reading stopped, so the size is unknown and the connection must close. */
  | { kind: 'over_read_limit' };

/**
 * Reads an upload's body as it arrives: each piece is hashed and handed to `into` at once, so the server never
 * holds a whole file, and the sha256 that names it is ready the moment the last byte is in. Nothing here touches
 * the database. A body over `maxBytes` is still counted (not kept) up to `readLimit`, so its refusal can say how
 * big it was. A broken connection throws. Whatever is not kept, the caller discards `into`.
 */
export async function receiveUpload(
  body: Readable,
  limits: { maxBytes: number; readLimit: number },
  into: IncomingBytes,
): Promise<ReceivedUpload> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let keeping = true;
  // destroyOnReturn false: stopping at the read limit must leave the socket to answer the 413 on.
  for await (const piece of body.iterator({ destroyOnReturn: false })) {
    const chunk: Buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    size += chunk.length;
    if (size > limits.readLimit) return { kind: 'over_read_limit' };
    if (size > limits.maxBytes) {
      // Too big to keep: what was written goes now, the rest is only counted.
      if (keeping) await into.discard();
      keeping = false;
      continue;
    }
    hash.update(chunk);
    if (headLength < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - headLength));
      headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
    }
    await into.write(chunk);
  }
  if (size === 0) return { kind: 'empty' };
  if (!keeping) return { kind: 'too_large', size };
  return { kind: 'received', hash: hash.digest('hex'), size, head: Buffer.concat(head) };
}
