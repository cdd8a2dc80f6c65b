import type { FastifyPluginAsync } from 'fastify';
import { readDeviceToken } from '../devices/device-cookie.js';
import type { DeviceService } from '../devices/service.js';
import type { StoreChanges } from './store-changes.js';

export interface SyncEventsOptions {
  devices: DeviceService;
  changes: StoreChanges;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

/** How long a till's EventSource waits before reconnecting after the stream drops. */
const RECONNECT_MS = 2_000;

/**
 * GET /api/sync/events: a Server-Sent Events stream of `changed` nudges for the device's store (store-changes.ts).
 * Authenticated like pull, by the device credential; it sends no rows, only "pull now".
 */
export const syncEventsRoute: FastifyPluginAsync<SyncEventsOptions> = async (app, options) => {
  const { devices, changes, heartbeatMs = 25_000 } = options;
  const open = new Set<() => void>();
  // A stream never ends by itself, and the server waits for open requests before it closes: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/sync/events', async (request, reply) => {
    const auth = await devices.authenticate(readDeviceToken(request));
    if (!auth.ok)
      return reply.code(401).send({ error: 'This device cannot follow the store', code: auth.code });

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: ${RECONNECT_MS}\n: following store changes\n\n`);
    const stopListening = changes.listen(auth.device.storeId, auth.device.id, () =>
      raw.write('event: changed\ndata: {}\n\n'),
    );
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), heartbeatMs);
    const end = () => {
      clearInterval(heartbeat);
      stopListening();
      open.delete(end);
      raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
