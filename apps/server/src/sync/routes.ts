import {
  pullQuerySchema,
  pushRequestSchema,
  quarantinedSaleSchema,
  SYNC_PROTOCOL_VERSION,
  type SyncAuthErrorCode,
  toApiIssues,
} from '@cafe/domain';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionUser } from '../auth/require-session-user.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { readDeviceToken } from '../devices/device-cookie.js';
import type { DeviceRow, DeviceService } from '../devices/service.js';
import type { SyncService } from './service.js';
import type { StoreChanges } from './store-changes.js';

export interface SyncRoutesOptions {
  db: Database;
  clock: Clock;
  devices: DeviceService;
  sync: SyncService;
  /** Told after a push that applied something, so the store's other tills pull now (events-route.ts). */
  changes?: StoreChanges;
}

const PUSH_BODY_LIMIT = 4 * 1024 * 1024;

/** What a till is told when its device credential does not let it sync, by code. */
export const SYNC_AUTH_MESSAGES: Record<SyncAuthErrorCode, string> = {
  signed_out: 'Not signed in',
  device_unknown: 'This device is not registered; sign in online to register it',
  device_revoked: 'This device was revoked; sign in online to register it again',
};

/**
 * The push body, parsed with plain JSON.parse. Fastify's own parser answers 400 to a whole body that
 * holds a `__proto__` or `constructor.prototype` key, and a 400 keeps the till's outbox stuck on that batch forever. JSON.parse
 * makes such a key an ordinary own property (never an object's prototype), and readPushMutation then rejects the
 * one mutation that holds it. JSON.parse itself does not recurse, so no nesting depth can overflow it.
 */
function parsePushBody(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
) {
  const text = (typeof body === 'string' ? body : body.toString('utf8')).replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    done(null, undefined);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    return;
  }
  done(null, parsed);
}

/** The device of the cookie, or null after answering 401. Sync never needs a session: offline sales still sync. */
export async function requireDevice(
  devices: DeviceService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DeviceRow | null> {
  const auth = await devices.authenticate(readDeviceToken(request));
  if (auth.ok) return auth.device;
  await reply.code(401).send({ error: SYNC_AUTH_MESSAGES[auth.code], code: auth.code });
  return null;
}

export const syncRoutes: FastifyPluginAsyncZod<SyncRoutesOptions> = async (app, options) => {
  const { devices, sync } = options;
  // This plugin's own JSON parser (Fastify scopes parsers to the plugin); push is its only route with a body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parsePushBody);

  // The body is checked by hand: the protocol version first (426 beats any shape error, since a newer or older
  // client may send another shape), then the shape (400 with issues).
  // 500 mutations of a few KB each; larger than the default limit on purpose.
  app.post('/api/sync/push', { bodyLimit: PUSH_BODY_LIMIT }, async (request, reply) => {
    const device = await requireDevice(devices, request, reply);
    if (!device) return reply;
    const body: unknown = request.body;
    const protocol =
      typeof body === 'object' && body !== null ? (body as { protocol?: unknown }).protocol : undefined;
    if (typeof protocol === 'number' && protocol !== SYNC_PROTOCOL_VERSION) {
      return reply.code(426).send({
        error: `Sync protocol ${protocol} is not supported; update the app`,
        minProtocol: SYNC_PROTOCOL_VERSION,
      });
    }
    const parsed = pushRequestSchema.safeParse(body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'Invalid request', issues: toApiIssues(parsed.error) });
    }
    if (parsed.data.deviceId !== device.id) {
      return reply.code(400).send({
        error: 'deviceId does not match this device; register it again to learn its id',
        issues: [{ path: 'deviceId', message: `Expected ${device.id}` }],
      });
    }
    const outcome = await sync.push(device.id, parsed.data.mutations);
    switch (outcome.kind) {
      case 'ok':
        if (outcome.results.some((result) => result.status === 'applied' || result.status === 'conflict')) {
          options.changes?.notify(device.storeId, device.id);
        }
        return reply.code(200).send({ lastMutationId: outcome.lastMutationId, results: outcome.results });
      case 'gap':
        return reply.code(409).send({
          error: `Mutations are missing before this batch; resend from ${outcome.expectedMutationId}`,
          expectedMutationId: outcome.expectedMutationId,
        });
      case 'device_revoked':
        return reply.code(401).send({ error: SYNC_AUTH_MESSAGES.device_revoked, code: 'device_revoked' });
    }
  });

  app.get('/api/sync/pull', async (request, reply) => {
    const device = await requireDevice(devices, request, reply);
    if (!device) return reply;
    const query = pullQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'Invalid request', issues: toApiIssues(query.error) });
    }
    if (query.data.pending !== undefined) await devices.reportPending(device.id, query.data.pending);
    const page = await sync.pull({
      storeId: device.storeId,
      cursor: query.data.cursor,
      limit: query.data.limit,
      scope: query.data.scope,
      history: query.data.history,
      lastMutationId: device.lastMutationId,
    });
    return reply.type('application/json; charset=utf-8').send(page);
  });

  app.get(
    '/api/sync/quarantine',
    { schema: { response: { 200: z.object({ sales: z.array(quarantinedSaleSchema) }) } } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply, ['manage_products', 'view_reports']);
      if (!signedIn) return reply;
      return reply.send({ sales: await sync.quarantine(signedIn.user.storeId) });
    },
  );
};
