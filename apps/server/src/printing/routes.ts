import { idSchema, networkPrinterInputSchema, printJobRequestSchema } from '@cafe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionUser } from '../auth/require-session-user.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { DeviceService } from '../devices/service.js';
import { requireDevice } from '../sync/routes.js';
import type { PrintingService } from './service.js';

export interface PrintingRoutesOptions {
  db: Database;
  clock: Clock;
  devices: DeviceService;
  printing: PrintingService;
}

/**
 * The store's network printers (GET for anyone signed in, changes for whoever may change settings: an admin) and
 * POST /api/print, which only a registered till of the store may call, and only for a printer the admin listed.
 */
export const printingRoutes: FastifyPluginAsyncZod<PrintingRoutesOptions> = async (app, options) => {
  const { devices, printing } = options;

  app.get('/api/printers', async (request, reply) => {
    const signedIn = await requireSessionUser(options, request, reply);
    if (!signedIn) return reply;
    return { printers: await printing.listPrinters(signedIn.user.storeId) };
  });

  app.post('/api/printers', { schema: { body: networkPrinterInputSchema } }, async (request, reply) => {
    const signedIn = await requireSessionUser(options, request, reply, ['manage_settings']);
    if (!signedIn) return reply;
    return reply.code(201).send(await printing.addPrinter(signedIn.user.storeId, request.body));
  });

  app.delete(
    '/api/printers/:id',
    { schema: { params: z.object({ id: idSchema }) } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply, ['manage_settings']);
      if (!signedIn) return reply;
      const removed = await printing.removePrinter(signedIn.user.storeId, request.params.id);
      if (!removed) return reply.code(404).send({ error: 'That printer was already removed' });
      return reply.code(204).send();
    },
  );

  app.post('/api/print', { schema: { body: printJobRequestSchema } }, async (request, reply) => {
    // The device credential, as for sync: a till prints what it sold offline once it reaches the server.
    const device = await requireDevice(devices, request, reply);
    if (!device) return reply;
    const result = await printing.print({
      storeId: device.storeId,
      deviceId: device.id,
      jobId: request.body.jobId,
      printerId: request.body.printerId,
      bytes: Buffer.from(request.body.bytes, 'base64'),
    });
    if (result.ok) return { outcome: result.outcome };
    return reply.code(result.status).send({ error: result.error, code: result.code });
  });
};
