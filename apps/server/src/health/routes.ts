import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseKind } from '../db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../http/error-handler.js';
import { checkHealth, type DataDisk } from './health-check.js';

export interface HealthRoutesOptions {
  db: Database;
  dbKind: DatabaseKind;
  version: string;
  /** The embedded database's folder, whose free space health watches; none on PostgreSQL. */
  dataDisk?: DataDisk;
}

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

const unhealthySchema = z.object({
  error: z.string(),
  code: z.enum(['database_unavailable', 'disk_nearly_full']),
});

const DISK_NEARLY_FULL_MESSAGE =
  "The server's disk is nearly full. Free some space on it before the database stops saving; tills keep their changes meanwhile.";

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: unhealthySchema } } },
    async (request, reply) => {
      const problem = await checkHealth(options.db, options.dataDisk);
      if (problem?.code === 'database_unavailable') {
        request.log.error({ err: problem.cause }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: problem.code });
      }
      if (problem?.code === 'disk_nearly_full') {
        request.log.error(
          { freeBytes: problem.freeBytes, minFreeBytes: problem.minFreeBytes, dir: options.dataDisk?.dir },
          'health check: the data folder disk is nearly full',
        );
        return reply.code(503).send({ error: DISK_NEARLY_FULL_MESSAGE, code: problem.code });
      }
      return reply.code(200).send({ status: 'ok' as const, db: options.dbKind, version: options.version });
    },
  );
};
