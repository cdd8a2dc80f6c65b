import { FILE_PURPOSES, FILE_UPLOAD_PERMISSIONS, fileIdSchema, MAX_RECEIPT_BYTES } from '@cafe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionUser } from '../auth/require-session-user.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { FileService } from './service.js';

export interface FileRoutesOptions {
  db: Database;
  clock: Clock;
  files: FileService;
}

/** Read whole so an oversized file gets the spec's message with its size; far larger bodies get a plain 413. */
const UPLOAD_BODY_LIMIT = 4 * MAX_RECEIPT_BYTES;

/** The declared type is only a hint (the bytes decide), so any of these, or none in particular, is accepted. */
const RAW_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'];

// A stored file is shown as itself and nothing else: no scripts, no plugins, no framing, sandboxed.
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const { files } = options;
  // This plugin's parsers are the raw types only (Fastify scopes parsers to the plugin): a JSON or text body gets
  // Fastify's 415 before the handler, instead of being parsed and then taken for an empty file. Raw bodies are
  // accepted here and nowhere else.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    RAW_TYPES,
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/files',
    { bodyLimit: UPLOAD_BODY_LIMIT, schema: { querystring: z.object({ purpose: z.enum(FILE_PURPOSES) }) } },
    async (request, reply) => {
      const permission = FILE_UPLOAD_PERMISSIONS[request.query.purpose];
      const signedIn = await requireSessionUser(options, request, reply, permission ? [permission] : []);
      if (!signedIn) return reply;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        return reply.code(400).send({ error: 'The file is empty' });
      }
      const outcome = await files.upload({
        storeId: signedIn.user.storeId,
        userId: signedIn.user.id,
        purpose: request.query.purpose,
        bytes,
      });
      if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.error });
      return reply.code(outcome.created ? 201 : 200).send(outcome.file);
    },
  );

  app.get(
    '/api/files/:id',
    { schema: { params: z.object({ id: fileIdSchema }) } },
    async (request, reply) => {
      const signedIn = await requireSessionUser(options, request, reply);
      if (!signedIn) return reply;
      const file = await files.read(signedIn.user.storeId, request.params.id);
      if (!file) return reply.code(404).send({ error: 'File not found' });
      return (
        reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', FILE_CSP)
          // The id is the content's hash, so the bytes behind a URL never change.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.data)
      );
    },
  );
};
