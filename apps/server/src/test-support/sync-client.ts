import { randomUUID } from 'node:crypto';
import { type PushMutation, SYNC_PROTOCOL_VERSION, type SyncAction, type SyncEntity } from '@cafe/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { actorKeyOf, signed } from './actor-signing.js';
import { login, sessionCookieFrom } from './test-app.js';

export const DEMO_PASSWORD = 'cafe-demo-2026';

export interface SignedInTill {
  /** Cookie header with the session and the device credential. */
  cookie: string;
  deviceCookie: string;
  sessionCookie: string;
  deviceId: string;
  userId: string;
}

/** The `cafe_device` cookie a response set, as a Cookie header value. */
export function deviceCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'cafe_device');
  if (!cookie) throw new Error(`No cafe_device cookie in the response (status ${response.statusCode})`);
  return `cafe_device=${cookie.value}`;
}

/** Signs in online; with `deviceCookie`, on that registered till (the browser sends its device cookie along). */
export async function signIn(app: FastifyInstance, email: string, deviceCookie?: string) {
  const response = await login(app, email, DEMO_PASSWORD, deviceCookie);
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.statusCode}`);
  const userId = response.json().user.id as string;
  return { sessionCookie: sessionCookieFrom(response), userId, actorKey: actorKeyOf(userId) };
}

/** A tablet's browser, as a till's would send it: the list shows it as 'Chrome on Android tablet'. */
export const TILL_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

export async function registerDevice(
  app: FastifyInstance,
  cookie: string,
  body?: { firstMutationId?: number },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: { cookie, 'user-agent': TILL_USER_AGENT },
    ...(body ? { payload: body } : {}),
  });
}

/** GET /api/devices: the store's tills, as the Devices screen lists them for `cookie`'s session. */
export function listDevices(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/devices', headers: { cookie } });
}

/** DELETE /api/devices/:id, as the Devices screen sends it: `cookie` is the session of whoever revokes the till. */
export function revokeDevice(app: FastifyInstance, cookie: string, deviceId: string) {
  return app.inject({ method: 'DELETE', url: `/api/devices/${deviceId}`, headers: { cookie } });
}

/** A signed-in user on a newly registered device (or on `deviceCookie`'s device, adding the user to it). */
export async function signInTill(
  app: FastifyInstance,
  email: string,
  deviceCookie?: string,
): Promise<SignedInTill> {
  const { sessionCookie, userId } = await signIn(app, email, deviceCookie);
  const response = await registerDevice(
    app,
    deviceCookie ? `${sessionCookie}; ${deviceCookie}` : sessionCookie,
  );
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`Device registration failed: ${response.statusCode} ${response.body}`);
  }
  const device = deviceCookie ?? deviceCookieFrom(response);
  return {
    cookie: `${sessionCookie}; ${device}`,
    deviceCookie: device,
    sessionCookie,
    deviceId: response.json().deviceId,
    userId,
  };
}

export function mutation(
  mutationId: number,
  entity: SyncEntity,
  action: SyncAction,
  data: Record<string, unknown>,
  actorId: string,
  baseVersion: number | null = null,
): PushMutation {
  return { mutationId, entity, action, data, baseVersion, actorId, clientTime: '2026-03-14T15:00:00.000Z' };
}

export function push(
  app: FastifyInstance,
  till: Pick<SignedInTill, 'deviceCookie' | 'deviceId'>,
  mutations: PushMutation[],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { cookie: till.deviceCookie },
    payload: { protocol: SYNC_PROTOCOL_VERSION, deviceId: till.deviceId, mutations: signed(mutations) },
  });
}

export function pull(
  app: FastifyInstance,
  deviceCookie: string,
  cursor: number,
  limit?: number,
  scope?: 'till' | 'history',
  history?: string,
) {
  const query = new URLSearchParams({ cursor: String(cursor) });
  if (limit !== undefined) query.set('limit', String(limit));
  if (scope) query.set('scope', scope);
  if (history) query.set('history', history);
  return app.inject({
    method: 'GET',
    url: `/api/sync/pull?${query}`,
    headers: { cookie: deviceCookie },
  });
}

export function productData(overrides: Record<string, unknown> = {}) {
  return { id: randomUUID(), name: 'Flat White', category: 'beverages', price: 450, ...overrides };
}

export function saleData(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    items: [
      { id: randomUUID(), productId: randomUUID(), productName: 'Espresso', quantity: 2, unitPrice: 350 },
    ],
    paymentMethod: 'cash',
    ...overrides,
  };
}
