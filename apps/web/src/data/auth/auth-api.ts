import {
  type ApiIssue,
  parseApiError,
  parseSessionResponse,
  parseSignInOptions,
  type SessionResponse,
  type SignInOptions,
} from '@cafe/domain';
import { deadline } from '../../lib/deadline';

/** The `code` an error body may carry (`device_revoked`, `storage_full` …). */
export function errorCodeOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('code' in json)) return undefined;
  return typeof json.code === 'string' ? json.code : undefined;
}

/**
 * The outcome of one call. `network` means the server could not be reached (offline, refused, or a
 * gateway saying the server is down) — the caller may fall back to what this device knows. `http`
 * means the server answered with an error; `invalid` means it answered 2xx with a body we don't understand.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'network' }
  | { ok: false; kind: 'http'; status: number; error: string; code?: string; issues?: ApiIssue[] }
  | { ok: false; kind: 'invalid'; status: number };

export type ApiFailure = Exclude<ApiResult<unknown>, { ok: true }>;

/**
 * Reads a 2xx body: the value, or null when it doesn't have the expected shape. The domain's zod-free readers,
 * which accept exactly what its schemas do, keep zod out of the sign-in screen's bundle.
 */
type BodyReader<T> = (json: unknown) => T | null;

/**
 * An auth request with no answer by then counts as unreachable, so a stalled server never leaves the start-up
 * check or a sign-in waiting forever. Past the server's own worst case: its per-email sign-in slowdown (8 s at
 * most) plus hashing the password on a busy machine.
 */
export const AUTH_REQUEST_TIMEOUT_MS = 30_000;

/** Gateways answer these when the app server behind them is down: as good as unreachable. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  read: BodyReader<T> | null,
  body?: unknown,
): Promise<ApiResult<T>> {
  const limit = deadline(AUTH_REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: limit.signal,
      });
    } catch {
      // fetch rejects only when no response arrived at all (or none arrived in time).
      return { ok: false, kind: 'network' };
    }

    if (UNREACHABLE_STATUSES.has(response.status)) return { ok: false, kind: 'network' };

    const json = await readJson(response);
    if (!response.ok) {
      const apiError = parseApiError(json);
      const code = errorCodeOf(json);
      return {
        ok: false,
        kind: 'http',
        status: response.status,
        error: apiError?.error ?? response.statusText,
        ...(code ? { code } : {}),
        ...(apiError?.issues ? { issues: apiError.issues } : {}),
      };
    }
    if (read === null) return { ok: true, status: response.status, data: undefined as T };
    const data = read(json);
    if (data === null) return { ok: false, kind: 'invalid', status: response.status };
    return { ok: true, status: response.status, data };
  } finally {
    limit.clear();
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export interface Credentials {
  email: string;
  password: string;
  /** The public half of this browser's new signing key for the user (actor-key.ts). */
  actorKey?: string;
}

export interface SetupAdminInput extends Credentials {
  name: string;
}

/** The auth endpoints of the HTTP API, each answer checked against the domain's shape for it. */
export const authApi = {
  signInOptions: (): Promise<ApiResult<SignInOptions>> =>
    apiRequest('GET', '/api/auth/sign-in-options', parseSignInOptions),
  login: (credentials: Credentials): Promise<ApiResult<SessionResponse>> =>
    apiRequest('POST', '/api/auth/login', parseSessionResponse, credentials),
  setup: (input: SetupAdminInput): Promise<ApiResult<SessionResponse>> =>
    apiRequest('POST', '/api/auth/setup', parseSessionResponse, input),
  me: (): Promise<ApiResult<SessionResponse>> => apiRequest('GET', '/api/auth/me', parseSessionResponse),
  logout: (): Promise<ApiResult<undefined>> => apiRequest<undefined>('POST', '/api/auth/logout', null),
};
