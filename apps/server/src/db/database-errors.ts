/**
 * What a failed query says about the database, whichever driver threw it. Drizzle wraps a driver's error in its own
 * (the driver's is the `cause`), so both look along the cause chain.
 */

const MAX_DEPTH = 5;

function* causes(error: unknown): Generator<Error> {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth++) {
    yield current;
    // A connection to a host name with several addresses fails with an AggregateError of one error each.
    current =
      (current as { cause?: unknown }).cause ??
      (current instanceof AggregateError ? current.errors[0] : undefined);
  }
}

function codeOf(error: Error): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The SQLSTATE of a database error, through Drizzle's wrapping. */
export function sqlState(error: unknown): string | null {
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    if (code !== null && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * SQLSTATEs of a database that is away or cannot write for now: class 08 (the connection failed or was cut),
 * 57P01–57P03 (terminated by an administrator, a crash or a restart; not accepting connections yet), class 53
 * (disk full, out of memory, too many connections) and 58030 (an I/O error, as PGlite reports a full disk).
 */
function isUnavailableState(state: string): boolean {
  return (
    state.startsWith('08') ||
    state === '57P01' ||
    state === '57P02' ||
    state === '57P03' ||
    state.startsWith('53') ||
    state === '58030'
  );
}

/** Socket and file-system errors of the way to the database (Node's error codes). */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EIO',
]);

/**
 * node-postgres reports a cut connection, a client that lost it and a pool that could not connect in time with
 * plain Errors that carry no code; these are its messages (pg 8: client.js, pg-pool).
 */
const NODE_POSTGRES_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether `error` means "the database cannot be reached or cannot write right now" — something a retry in a
 * moment may cure — rather than a fault of the request or of the server's code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    // Errnos first: 'EPIPE' has the shape of a SQLSTATE too.
    if (code !== null && UNAVAILABLE_ERRNOS.has(code)) return true;
    if (code !== null && /^[0-9A-Z]{5}$/.test(code)) return isUnavailableState(code);
    if (NODE_POSTGRES_CONNECTION_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
