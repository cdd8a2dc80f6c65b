import {
  deviceSummarySchema,
  idSchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  syncAuthErrorSchema,
} from '@cafe/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionUser } from '../auth/require-session-user.js';
import { readSessionToken } from '../auth/session-cookie.js';
import { sessionId } from '../auth/sessions.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { readDeviceToken, setDeviceCookie } from './device-cookie.js';
import type { DeviceService } from './service.js';

export interface DeviceRoutesOptions {
  db: Database;
  clock: Clock;
  devices: DeviceService;
  secureCookies: boolean;
}

export const DEVICE_REVOKED_MESSAGE = 'This till was revoked. Sign in again online to sync its changes.';

/** requireSessionUser found the session live, so it is there; the epoch is a safe answer should it vanish. */
async function sessionCreatedAt(db: Database, token: string): Promise<Date> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId(token)))
    .limit(1);
  return row?.createdAt ?? new Date(0);
}

export const deviceRoutes: FastifyPluginAsyncZod<DeviceRoutesOptions> = async (app, options) => {
  const { devices } = options;

  app.post(
    '/api/devices',
    {
      schema: {
        // No body at all is the common case.
        body: z.nullish(registerDeviceRequestSchema),
        response: {
          200: registerDeviceResponseSchema,
          201: registerDeviceResponseSchema,
          401: syncAuthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply);
      if (!signedIn) return reply;
      const registered = await devices.register({
        token: readDeviceToken(request),
        userId: signedIn.user.id,
        storeId: signedIn.user.storeId,
        userAgent: request.headers['user-agent'],
        firstMutationId: request.body?.firstMutationId,
        sessionCreatedAt: await sessionCreatedAt(options.db, readSessionToken(request) ?? ''),
      });
      if ('refused' in registered) {
        return reply.code(401).send({ error: DEVICE_REVOKED_MESSAGE, code: 'device_revoked' });
      }
      if (registered.newToken) {
        setDeviceCookie(reply, registered.newToken, { secure: options.secureCookies });
        request.log.info(
          { event: 'device_registered', deviceId: registered.response.deviceId, userId: signedIn.user.id },
          'device registered',
        );
        return reply.code(201).send(registered.response);
      }
      return reply.code(200).send(registered.response);
    },
  );

  app.get(
    '/api/devices',
    { schema: { response: { 200: z.object({ devices: z.array(deviceSummarySchema) }) } } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply, ['edit_user']);
      if (!signedIn) return reply;
      return reply.send({ devices: await devices.list(signedIn.user.storeId) });
    },
  );

  app.delete(
    '/api/devices/:id',
    { schema: { params: z.object({ id: idSchema }) } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply, ['edit_user']);
      if (!signedIn) return reply;
      const revoked = await devices.revoke(signedIn.user.storeId, request.params.id);
      if (!revoked) return reply.code(404).send({ error: 'Device not found' });
      request.log.info({ event: 'device_revoked', deviceId: request.params.id }, 'device revoked');
      return reply.code(204).send();
    },
  );
};
