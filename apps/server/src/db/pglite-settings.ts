import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded database, passed at every open (PGlite's own start flags kept).
 *
 * shared_buffers: PGlite allocates PostgreSQL's shared memory inside its WebAssembly heap and touches all of it,
 * and a WebAssembly heap never shrinks, so the default 128 MB is resident for the life of the server. 16 MB keeps a
 * cafe's hot pages (the version counter, the devices, the newest index pages) cached; everything else is read
 * from the data folder through the OS page cache, which the OS can take back and a WASM heap cannot. The server's
 * memory while tills push and pull a year of trade is measured by `npm run bench -- first-till` (docs/operations.md).
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

/**
 * Asks V8 to favour a small heap over fewer garbage collections, for a server whose database is embedded in its own
 * process (a cafe's one small box). A push batch and a pull page each leave a few MB of parsed JSON and rows that
 * survive long enough to be promoted, and by default V8 lets the old generation grow past 100 MB of garbage before
 * it collects. Measured with a till pushing 30,000 sales and pulling them back: peak RSS about 260 MB instead of
 * 360–430 MB, the heap in use after a collection unchanged (~35 MB). `--optimize-for-size` is read by the
 * garbage collector as it decides, so setting it once at start-up, before the first request, takes effect.
 */
export function favourSmallHeap(): void {
  v8.setFlagsFromString('--optimize-for-size');
}
