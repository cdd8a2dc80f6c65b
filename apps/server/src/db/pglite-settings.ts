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
