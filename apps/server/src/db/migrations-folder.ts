import { fileURLToPath } from 'node:url';

/**
 * The committed SQL migrations. tsc does not copy .sql files, so both the source (src/db/*.ts) and the build
 * (dist/db/*.js) read them from src/db/migrations; the two folders sit at the same depth, so one relative URL
 * works for both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
