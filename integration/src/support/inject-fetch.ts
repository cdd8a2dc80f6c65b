import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FetchLike } from '../../../apps/web/src/data/sync/sync-api';

/**
 * What the network can do to one request:
 * - `drop-request`: it never reaches the server; the client sees a network error.
 * - `drop-response`: the server handles it (and commits), the answer is lost; the client sees a network error.
 * - `duplicate`: the request arrives twice at once (a proxy retry); the client gets one of the answers.
 * - `delay`: it waits a few event-loop turns before and after the server, so concurrent traffic overtakes it.
 * - `replay-later`: it is delivered normally, and a copy arrives again much later (`replayStale`).
 */
export const FAULTS = ['drop-request', 'drop-response', 'duplicate', 'delay', 'replay-later'] as const;
export type Fault = (typeof FAULTS)[number];

export interface InjectFetchOptions {
  /** The server app as it is now: a restart swaps it, and a request to a closed app fails like a dead server. */
  app: () => FastifyInstance;
  /** Where the stale copies of `replay-later` requests wait. */
  stale: StaleRequest[];
  /** Sees every answer the server gave (delivered or lost), for the test's coverage statistics. */
  observe?: (label: string, answer: LightMyRequestResponse) => void;
}

export interface StaleRequest {
  send(): Promise<void>;
}

/** Which requests a fault waits for. */
export const FAULT_TARGETS = ['push', 'pull', 'register', 'any'] as const;
export type FaultTarget = (typeof FAULT_TARGETS)[number];

const TARGET_PATHS: Record<Exclude<FaultTarget, 'any'>, string> = {
  push: '/api/sync/push',
  pull: '/api/sync/pull',
  register: '/api/devices',
};

export interface InjectFetch {
  fetch: FetchLike;
  /** Arms `fault` for the `after`-th next request to `target` (0: the next one). */
  arm(fault: Fault, target: FaultTarget, after: number): void;
  /** Disarms every pending fault. */
  heal(): void;
  /** Requests sent to the server (copies included); the test reads it when a scenario fails. */
  readonly log: string[];
  /** Puts a cookie in the jar, as a browser that signed in before would hold it. */
  setCookie(name: string, value: string): void;
}

/** A network error as the browser's fetch reports it. */
function networkError(): TypeError {
  return new TypeError('fetch failed');
}

async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

function toResponse(answer: LightMyRequestResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || name.toLowerCase() === 'set-cookie') continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  // The raw bytes: a file from GET /api/files is not text.
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers,
  });
}

/**
 * A browser's `fetch` for one simulated device: requests go to the server app through `app.inject` (no
 * sockets), with this device's own cookie jar (the HttpOnly session and device cookies the browser would keep),
 * and with the faults a test arms for particular requests.
 */
export function createInjectFetch(options: InjectFetchOptions): InjectFetch {
  const jar = new Map<string, string>();
  let armed: { fault: Fault; target: FaultTarget; after: number }[] = [];
  const log: string[] = [];

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  function keepCookies(answer: LightMyRequestResponse): void {
    for (const cookie of answer.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      // The server's clock is a test clock, so only a clearing cookie (empty, Max-Age=0, Expires in 1970) counts
      // as expired here; the server itself refuses an expired session.
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= 86_400_000);
      if (expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }

  async function deliver(request: InjectOptions, label: string): Promise<LightMyRequestResponse> {
    log.push(label);
    let answer: LightMyRequestResponse;
    try {
      answer = await options.app().inject(request);
    } catch {
      // A closed (restarting) app: to the client that is a server that did not answer.
      throw networkError();
    }
    options.observe?.(label, answer);
    return answer;
  }

  const fetch: FetchLike = async (url, init) => {
    const target = new URL(url, 'http://cafe.test');
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init.headers)) headers[name] = value;
    const cookie = cookieHeader();
    if (cookie) headers.cookie = cookie;
    const method = (init.method ?? 'GET') as InjectOptions['method'];
    const request: InjectOptions = {
      method,
      url: `${target.pathname}${target.search}`,
      headers,
      ...(typeof init.body === 'string'
        ? { payload: init.body }
        : init.body instanceof Blob
          ? { payload: Buffer.from(await init.body.arrayBuffer()) }
          : {}),
    };
    const label = `${method} ${target.pathname}${target.search}`;
    let fault: Fault | null = null;
    for (const entry of armed) {
      if (entry.target !== 'any' && TARGET_PATHS[entry.target] !== target.pathname) continue;
      // One fault per request; another one due now waits for the next matching request.
      if (entry.after > 0) entry.after--;
      else if (fault === null) {
        fault = entry.fault;
        entry.after = -1;
      }
    }
    armed = armed.filter((entry) => entry.after >= 0);

    switch (fault) {
      case 'drop-request':
        log.push(`${label} (dropped)`);
        throw networkError();
      case 'drop-response':
        await deliver(request, `${label} (answer lost)`);
        throw networkError();
      case 'duplicate': {
        const [answer] = await Promise.all([
          deliver(request, label),
          deliver(request, `${label} (duplicate)`).catch(() => null),
        ]);
        keepCookies(answer);
        return toResponse(answer);
      }
      case 'delay': {
        await turns(3);
        const answer = await deliver(request, `${label} (delayed)`);
        await turns(3);
        keepCookies(answer);
        return toResponse(answer);
      }
      case 'replay-later':
        options.stale.push({
          send: async () => {
            await deliver(request, `${label} (stale copy)`).catch(() => null);
          },
        });
        break;
      case null:
        break;
    }
    const answer = await deliver(request, label);
    keepCookies(answer);
    return toResponse(answer);
  };

  return {
    fetch,
    arm(fault, target, after) {
      armed.push({ fault, target, after });
    },
    heal() {
      armed = [];
    },
    log,
    setCookie(name, value) {
      jar.set(name, value);
    },
  };
}
