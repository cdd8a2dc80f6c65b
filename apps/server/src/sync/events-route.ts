import type { FastifyPluginAsync } from 'fastify';
import { readDeviceToken } from '../devices/device-cookie.js';
import type { DeviceService } from '../devices/service.js';
import type { DeviceStreams } from './device-streams.js';
import { SYNC_AUTH_MESSAGES } from './routes.js';
import type { StoreChanges } from './store-changes.js';

export interface SyncEventsOptions {
  devices: DeviceService;
  changes: StoreChanges;
  /** The open streams by device: ended when their device is revoked, at most a few each (device-streams.ts). */
  streams: DeviceStreams;
  /**
   * A comment line this often keeps proxies from closing a quiet stream; the device is checked then too, so a
   * revoke made through another server process ends the stream by the next one.
   */
  heartbeatMs?: number | undefined;
}

/** How long a till's EventSource waits before reconnecting after the stream drops. */
const RECONNECT_MS = 2_000;

/**
 * GET /api/sync/events: a Server-Sent Events stream of `changed` nudges for the device's store (store-changes.ts).
 * Authenticated like pull, by the device credential; it sends no rows, only "pull now".
 */
export const syncEventsRoute: FastifyPluginAsync<SyncEventsOptions> = async (app, options) => {
  const { devices, changes, streams, heartbeatMs = 25_000 } = options;
  // A stream never ends by itself, and the server waits for open requests before it closes: end them first.
  app.addHook('preClose', async () => streams.endAll());

  app.get('/api/sync/events', async (request, reply) => {
    const auth = await devices.authenticate(readDeviceToken(request));
    if (!auth.ok) return reply.code(401).send({ error: SYNC_AUTH_MESSAGES[auth.code], code: auth.code });
    const deviceId = auth.device.id;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: ${RECONNECT_MS}\n: following store changes\n\n`);
    const stopListening = changes.listen(auth.device.storeId, deviceId, () =>
      raw.write('event: changed\ndata: {}\n\n'),
    );
    let ended = false;
    // Ended by the client leaving, a revoke, one stream too many or the server closing, maybe several at once.
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      stopListening();
      forget();
      raw.end();
    };
    const heartbeat = setInterval(() => {
      raw.write(': still here\n\n');
      devices.isLive(deviceId).then(
        (live) => {
          if (!live) end();
        },
        // The database is away for a moment: the stream carries no data, so it may outlive a check.
        (error: unknown) => request.log.debug({ err: error }, 'could not check a change stream'),
      );
    }, heartbeatMs);
    const forget = streams.add(deviceId, end);
    request.raw.on('close', end);
  });
};
