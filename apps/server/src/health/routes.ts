import { apiErrorSchema } from '@cafe/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseKind } from '../db/database.js';

export interface HealthRoutesOptions {
  db: Database;
  dbKind: DatabaseKind;
  version: string;
}

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      try {
        // A real round trip, so a load balancer stops sending tills to a server whose database is gone.
        await options.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ error: 'Database unavailable' });
      }
      return reply.code(200).send({ status: 'ok' as const, db: options.dbKind, version: options.version });
    },
  );
};
