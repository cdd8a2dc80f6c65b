import {
  type PullResponse,
  type PullScopeName,
  type PushRequest,
  type PushResponse,
  parseApiError,
  parsePullResponse,
  parsePushGapError,
  parsePushResponse,
  parseRegisterDeviceResponse,
  parseSyncAuthError,
  type RegisterDeviceRequest,
  type RegisterDeviceResponse,
  refusalOfResponse,
  refusalSentence,
  type SyncAuthErrorCode,
} from '@cafe/domain';
import { deadline } from '../../lib/deadline';
import { errorCodeOf } from '../auth/auth-api';

/** The fetch the engine uses: the browser's, or an adapter that sends requests to a server app in a test. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * One call's outcome, by what the engine must do about it:
 * ok; `gap` resend from expectedMutationId (409); `auth` sign in or register again (401); everything else is
 * `retry` (network, 426, 5xx, 429, a body we don't understand, another 4xx) — the outbox stays as it is.
 */
export type SyncCallResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'gap'; expectedMutationId: number }
  | { kind: 'auth'; code: SyncAuthErrorCode; message: string }
  | { kind: 'retry'; status: number | null; message: string; badDeviceId?: boolean };

export interface SyncApi {
  register(body: RegisterDeviceRequest): Promise<SyncCallResult<RegisterDeviceResponse>>;
  push(body: PushRequest): Promise<SyncCallResult<PushResponse>>;
  /**
   * `pending`: the outbox's unsynced entries, reported on the first page of a sync for the devices list.
   * `scope`: only what a till sells with, or only the history (docs/sync-protocol.md, "Two phases"); absent, everything.
   */
  pull(
    cursor: number,
    limit: number,
    pending?: number,
    scope?: PullScopeName,
    /** The stretch of the server's history the cursor came from (meta `pullHistory`). */
    history?: string,
  ): Promise<SyncCallResult<PullResponse>>;
}

function networkFailure(error: unknown): string {
  // A DOMException, which is not an Error in every realm.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  if (name === 'TimeoutError') return 'The server did not answer in time';
  // The browser's own words ('Failed to fetch', 'NetworkError when attempting…') are for the console, not a person.
  return refusalSentence('unreachable', null);
}

/**
 * What a refused sync call says on screen (the first-sync screen): the refusal map's sentence, never the server's
 * status phrase or code. No reader: the till's sync is nobody's in particular, and these sentences ask nobody.
 */
function refusalWords(status: number | null, code?: string): string {
  return refusalSentence(refusalOfResponse(status, code), null);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * A request the server has not answered in this long is given up and retried with backoff like any network
 * failure (a push is safe to resend: mutationIds make it exactly-once). Without it one stalled request would hold
 * the engine, and a first sync's gate, forever. Generous: a full pull page from a busy server takes seconds.
 */
export const SYNC_REQUEST_TIMEOUT_MS = 60_000;

/**
 * The sync endpoints of docs/sync-protocol.md, every answer checked by the domain's protocol readers (the schemas' rules
 * without zod, which a till's first load does without).
 */
export function createSyncApi(deps: { fetch: FetchLike; baseUrl: string }): SyncApi {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    read: (json: unknown) => T | null,
    body?: unknown,
  ): Promise<SyncCallResult<T>> {
    const limit = deadline(SYNC_REQUEST_TIMEOUT_MS);
    try {
      return await exchange(method, path, read, body, limit.signal);
    } finally {
      limit.clear();
    }
  }

  async function exchange<T>(
    method: 'GET' | 'POST',
    path: string,
    read: (json: unknown) => T | null,
    body: unknown,
    signal: AbortSignal,
  ): Promise<SyncCallResult<T>> {
    let response: Response;
    try {
      response = await deps.fetch(`${deps.baseUrl}${path}`, {
        method,
        // The device cookie (HttpOnly, Path=/api) and, for registration, the session cookie.
        credentials: 'same-origin',
        cache: 'no-store',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      return { kind: 'retry', status: null, message: networkFailure(error) };
    }
    const json = await readJson(response);
    if (response.ok) {
      const data = read(json);
      return data !== null
        ? { kind: 'ok', data }
        : {
            kind: 'retry',
            status: response.status,
            message: refusalWords(response.status),
          };
    }
    if (response.status === 409) {
      const gap = parsePushGapError(json);
      if (gap) return { kind: 'gap', expectedMutationId: gap.expectedMutationId };
    }
    if (response.status === 401) {
      const auth = parseSyncAuthError(json);
      const code = auth?.code ?? 'signed_out';
      return { kind: 'auth', code, message: refusalWords(401, code) };
    }
    if (response.status === 426) {
      return { kind: 'retry', status: 426, message: refusalWords(426) };
    }
    const error = parseApiError(json);
    const message = refusalWords(response.status, errorCodeOf(json));
    const badDeviceId =
      response.status === 400 && (error?.issues ?? []).some((issue) => issue.path === 'deviceId');
    return { kind: 'retry', status: response.status, message, ...(badDeviceId ? { badDeviceId } : {}) };
  }

  return {
    register: (body) => call('POST', '/api/devices', parseRegisterDeviceResponse, body),
    push: (body) => call('POST', '/api/sync/push', parsePushResponse, body),
    pull: (cursor, limit, pending, scope, history) =>
      call(
        'GET',
        `/api/sync/pull?cursor=${encodeURIComponent(cursor)}&limit=${limit}${pending === undefined ? '' : `&pending=${pending}`}${scope ? `&scope=${scope}` : ''}${history ? `&history=${encodeURIComponent(history)}` : ''}`,
        parsePullResponse,
      ),
  };
}
