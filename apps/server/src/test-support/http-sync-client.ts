import { connect, type Socket } from 'node:net';
import { type PullChange, type PushMutation, SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import { newActorKey, rememberActorKey, signed } from './actor-signing.js';
import { DEMO_PASSWORD } from './sync-client.js';

/**
 * The sync client of sync-client.ts over real HTTP, for tests that talk to server processes. Every request has a
 * deadline, so a hung server fails the test instead of stalling it.
 */

const REQUEST_TIMEOUT_MS = 20_000;

export interface HttpTill {
  sessionCookie: string;
  deviceCookie: string;
  deviceId: string;
  userId: string;
}

export interface HttpAnswer {
  status: number;
  /** The parsed JSON, untyped like light-my-request's `json()`: a test reads whatever the server sent. */
  body: ReturnType<typeof JSON.parse>;
  headers: Headers;
}

function cookieFrom(response: Response, name: string): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  return null;
}

async function request(
  baseUrl: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<{ answer: HttpAnswer; response: Response }> {
  const headers: Record<string, string> = { 'user-agent': 'Till process test' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return {
    answer: { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers },
    response,
  };
}

export async function httpSignIn(baseUrl: string, email: string) {
  const key = newActorKey();
  const { answer, response } = await request(baseUrl, '/api/auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD, actorKey: key.publicKey },
  });
  const sessionCookie = cookieFrom(response, 'cafe_session');
  if (answer.status !== 200 || !sessionCookie)
    throw new Error(`Sign-in of ${email} failed: ${answer.status}`);
  rememberActorKey(answer.body.user.id, key);
  return { sessionCookie, userId: answer.body.user.id as string };
}

/** Signs in and registers the browser (or, with `deviceCookie`, adds the user to that device). */
export async function httpSignInTill(
  baseUrl: string,
  email: string,
  deviceCookie?: string,
): Promise<HttpTill> {
  const { sessionCookie, userId } = await httpSignIn(baseUrl, email);
  const { answer, response } = await request(baseUrl, '/api/devices', {
    method: 'POST',
    cookie: deviceCookie ? `${sessionCookie}; ${deviceCookie}` : sessionCookie,
  });
  const device = deviceCookie ?? cookieFrom(response, 'cafe_device');
  if ((answer.status !== 200 && answer.status !== 201) || !device) {
    throw new Error(`Device registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { sessionCookie, deviceCookie: device, deviceId: answer.body.deviceId as string, userId };
}

export function pushBody(till: Pick<HttpTill, 'deviceId'>, mutations: readonly PushMutation[]) {
  return { protocol: SYNC_PROTOCOL_VERSION, deviceId: till.deviceId, mutations: signed(mutations) };
}

export async function httpPush(
  baseUrl: string,
  till: Pick<HttpTill, 'deviceCookie' | 'deviceId'>,
  mutations: readonly PushMutation[],
): Promise<HttpAnswer> {
  const { answer } = await request(baseUrl, '/api/sync/push', {
    method: 'POST',
    cookie: till.deviceCookie,
    body: pushBody(till, mutations),
  });
  return answer;
}

/** Every change after cursor 0, page by page (small pages exercise the paging), as the client would apply them. */
export async function httpPullAll(baseUrl: string, deviceCookie: string, limit = 50): Promise<PullChange[]> {
  const changes: PullChange[] = [];
  let cursor = 0;
  for (let page = 0; page < 10_000; page++) {
    const { answer } = await request(baseUrl, `/api/sync/pull?cursor=${cursor}&limit=${limit}`, {
      cookie: deviceCookie,
    });
    if (answer.status !== 200)
      throw new Error(`Pull failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    changes.push(...(answer.body.changes as PullChange[]));
    if (!answer.body.hasMore) return changes;
    if (answer.body.cursor <= cursor) throw new Error('A pull page with hasMore did not advance the cursor');
    cursor = answer.body.cursor;
  }
  throw new Error('Pull did not finish');
}

/**
 * Sends a push over a raw socket and never reads the answer: the client's side of "the response was lost". The
 * caller waits for the commit (in the database), kills the server, then `drop()`s the socket.
 */
export async function sendPushAndIgnoreAnswer(
  baseUrl: string,
  till: Pick<HttpTill, 'deviceCookie' | 'deviceId'>,
  mutations: readonly PushMutation[],
): Promise<{ drop(): void }> {
  const url = new URL(baseUrl);
  const payload = Buffer.from(JSON.stringify(pushBody(till, mutations)), 'utf8');
  const socket: Socket = connect({ host: url.hostname, port: Number(url.port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // Errors after this point (the server dying) are the point of the exercise, not a failure.
  socket.on('error', () => {});
  // Not reading: whatever the server answers stays unread in the socket until it is dropped.
  socket.pause();
  socket.write(
    [
      'POST /api/sync/push HTTP/1.1',
      `Host: ${url.host}`,
      'Content-Type: application/json',
      `Content-Length: ${payload.length}`,
      `Cookie: ${till.deviceCookie}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(payload);
  return { drop: () => socket.destroy() };
}
