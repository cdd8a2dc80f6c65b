import {
  currentDeviceSchema,
  deviceSummarySchema,
  idSchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  renameDeviceRequestSchema,
  syncAuthErrorSchema,
} from '@cafe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionUser } from '../auth/require-session-user.js';
import { readSessionToken } from '../auth/session-cookie.js';
import { sessionId } from '../auth/sessions.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { readDeviceToken, setDeviceCookie } from './device-cookie.js';
import type { DeviceService } from './service.js';

export interface DeviceRoutesOptions {
  db: Database;
  clock: Clock;
  devices: DeviceService;
  secureCookies: boolean;
  /** Told once a device is revoked, so what it has open (its change streams) ends at once. */
  onRevoked?: (deviceId: string) => void;
}

export const DEVICE_REVOKED_MESSAGE = 'This till was revoked. Sign in again online to sync its changes.';

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
      const refuse = () => reply.code(401).send({ error: DEVICE_REVOKED_MESSAGE, code: 'device_revoked' });
      const sessionToken = readSessionToken(request);
      // Its till's revoke ended this session: say that, not only 'Not signed in', so the till can tell its user.
      if (sessionToken && (await devices.sessionTillRevoked(sessionId(sessionToken)))) return refuse();
      const signedIn = await requireSessionUser(options, request, reply);
      if (!signedIn || !sessionToken) return reply;
      const registered = await devices.register({
        token: readDeviceToken(request),
        sessionId: sessionId(sessionToken),
        userId: signedIn.user.id,
        storeId: signedIn.user.storeId,
        userAgent: request.headers['user-agent'],
        firstMutationId: request.body?.firstMutationId,
      });
      if ('refused' in registered) return refuse();
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

  // The till asking, by its device cookie: every signed-in user sees which till they are on (Settings › General).
  app.get(
    '/api/devices/current',
    { schema: { response: { 200: currentDeviceSchema, 404: z.object({ error: z.string() }) } } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply);
      if (!signedIn) return reply;
      const current = await devices.current(readDeviceToken(request));
      if (!current) return reply.code(404).send({ error: 'This browser is not a till of the store yet' });
      return reply.send(current);
    },
  );

  // Naming a till is an admin's (manage_settings), like the store's settings: a manager or staff is refused here,
  // whatever their screen shows.
  app.put(
    '/api/devices/:id/name',
    { schema: { params: z.object({ id: idSchema }), body: renameDeviceRequestSchema } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply, ['manage_settings']);
      if (!signedIn) return reply;
      const renamed = await devices.rename(signedIn.user.storeId, request.params.id, request.body.name);
      if (!renamed) return reply.code(404).send({ error: 'Device not found' });
      request.log.info({ event: 'device_renamed', deviceId: request.params.id }, 'device renamed');
      return reply.code(204).send();
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
      options.onRevoked?.(request.params.id);
      request.log.info({ event: 'device_revoked', deviceId: request.params.id }, 'device revoked');
      return reply.code(204).send();
    },
  );
};
