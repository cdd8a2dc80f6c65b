import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileBytes, IncomingBytes } from './file-bytes.js';

const HASH = /^[0-9a-f]{64}$/;
const PREFIX = /^[0-9a-f]{2}$/;
const WRITE_BATCH_BYTES = 1024 * 1024;

/**
 * File bytes in a folder, content-addressed: `<root>/<first two hex digits>/<sha256>`, so no folder holds more
 * than a few hundred files and the same bytes are one file whichever store sent them. An upload is written to
 * `<root>/.tmp/`, flushed to the disk and renamed into place, so a crash leaves either the whole file or only a
 * temporary one (cleared at the next start), never half a photo under its name.
 */
export function createDiskFileBytes(root: string): FileBytes {
  const tempDir = join(root, '.tmp');
  const pathOf = (hash: string) => {
    // The hash is already checked by the routes; a path is never built from anything else.
    if (!HASH.test(hash)) throw new Error('Not a file hash');
    return join(root, hash.slice(0, 2), hash);
  };

  async function place(tempPath: string, hash: string): Promise<void> {
    const target = pathOf(hash);
    if (await exists(target)) {
      await rm(tempPath, { force: true });
      return;
    }
    await mkdir(dirname(target), { recursive: true });
    await rename(tempPath, target);
    // The rename is durable only once the folder that records it is flushed too.
    await syncFolder(dirname(target));
  }

  async function newTempFile(): Promise<{ path: string; handle: FileHandle }> {
    const path = join(tempDir, randomUUID());
    try {
      return { path, handle: await open(path, 'wx') };
    } catch (error) {
      if (!isMissing(error)) throw error;
      // The first upload (or the first after someone emptied the folder) makes it.
      await mkdir(tempDir, { recursive: true });
      return { path, handle: await open(path, 'wx') };
    }
  }

  return {
    onDisk: true,

    async receive(): Promise<IncomingBytes> {
      const { path, handle } = await newTempFile();
      let isOpen = true;
      const close = async () => {
        if (!isOpen) return;
        isOpen = false;
        await handle.close();
      };
      // A request arrives in pieces of 16-64 KB; gathered into about 1 MB per write, a 5 MB photo is a handful of
      // writes instead of a hundred round trips to the thread pool.
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        const pieces = pending;
        pending = [];
        pendingBytes = 0;
        if (pieces.length > 0) await writeAllv(handle, pieces);
      };
      return {
        async write(chunk) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= WRITE_BATCH_BYTES) await flush();
        },
        async keep(hash) {
          await flush();
          await handle.sync();
          await close();
          await place(path, hash);
          return null;
        },
        async discard() {
          await close();
          await rm(path, { force: true });
        },
      };
    },

    async keepBuffer(hash, bytes) {
      const { path, handle } = await newTempFile();
      try {
        await writeAll(handle, bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await place(path, hash);
    },

    async open(hash) {
      try {
        const handle = await open(pathOf(hash), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(hash) {
      await rm(pathOf(hash), { force: true });
    },

    async *list() {
      for (const prefix of await readdirOrEmpty(root)) {
        if (!PREFIX.test(prefix)) continue;
        for (const name of await readdirOrEmpty(join(root, prefix))) {
          if (!HASH.test(name) || !name.startsWith(prefix)) continue;
          try {
            const info = await stat(join(root, prefix, name));
            yield { hash: name, writtenAt: info.mtime };
          } catch (error) {
            if (!isMissing(error)) throw error;
          }
        }
      }
    },

    async clearLeftovers() {
      const names = await readdirOrEmpty(tempDir);
      for (const name of names) await rm(join(tempDir, name), { force: true, recursive: true });
      return names.length;
    },
  };
}

/** writev may write less than asked (rarely, for a regular file); what is left goes again. */
async function writeAllv(handle: FileHandle, pieces: Buffer[]): Promise<void> {
  let left = pieces;
  while (left.length > 0) {
    let { bytesWritten } = await handle.writev(left);
    const rest: Buffer[] = [];
    for (const piece of left) {
      if (bytesWritten >= piece.length) {
        bytesWritten -= piece.length;
        continue;
      }
      rest.push(bytesWritten > 0 ? piece.subarray(bytesWritten) : piece);
      bytesWritten = 0;
    }
    left = rest;
  }
}

async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

async function readdirOrEmpty(path: string): Promise<string[]> {
  try {
    return await readdir(path);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** fsync of a folder; some systems (Windows) cannot open one, and there the rename is as durable as it gets. */
async function syncFolder(path: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await handle?.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
