import { Readable } from 'node:stream';
import { FILE_PURPOSES, FILE_UPLOAD_PERMISSIONS, fileIdSchema } from '@cafe/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionUser, type SignedInUser } from '../auth/require-session-user.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { FILE_RULES, type FileService, type UploadOutcome } from './service.js';

export interface FileRoutesOptions {
  db: Database;
  clock: Clock;
  files: FileService;
}

/** The declared type is only a hint (the bytes decide), so any of these, or none in particular, is accepted. */
const RAW_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'];

// A stored file is shown as itself and nothing else: no scripts, no plugins, no framing, sandboxed.
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

const purposeSchema = z.enum(FILE_PURPOSES);

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const { files } = options;
  /** Who each upload is from, found before its body is read. */
  const uploaders = new WeakMap<FastifyRequest, SignedInUser>();

  // This plugin's parsers are the raw types only (Fastify scopes parsers to the plugin): a JSON or text body gets
  // Fastify's 415 before the handler, instead of being parsed and then taken for an empty file. The body is handed
  // over unread, as the stream it is: the route reads it only for someone allowed to upload, and hashes and stores
  // it as it arrives.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(RAW_TYPES, (_request, payload, done) => done(null, payload));

  app.post(
    '/api/files',
    {
      schema: { querystring: z.object({ purpose: purposeSchema }) },
      // Credentials first, before Fastify reads a byte of the body: a request without a session, or without the
      // right to upload this kind of file, is answered at once and its body is never kept.
      onRequest: async (request, reply) => {
        const purpose = purposeSchema.safeParse((request.query as { purpose?: unknown }).purpose);
        const permission = purpose.success ? FILE_UPLOAD_PERMISSIONS[purpose.data] : null;
        const signedIn = await requireSessionUser(options, request, reply, permission ? [permission] : []);
        if (!signedIn) return reply;
        uploaders.set(request, signedIn);
      },
    },
    async (request, reply) => {
      const signedIn = uploaders.get(request);
      if (!signedIn) throw new Error('An upload reached its handler without its credentials checked');
      const rules = FILE_RULES[request.query.purpose];
      const body = request.body;
      if (!(body instanceof Readable)) return reply.code(400).send({ error: 'The file is empty' });
      // A declared size over the limit is refused without reading the body.
      const declared = Number(request.headers['content-length']);
      if (declared > rules.maxBytes) return reply.code(413).send({ error: rules.tooLarge(declared) });

      let outcome: UploadOutcome;
      try {
        outcome = await files.upload({
          storeId: signedIn.user.storeId,
          userId: signedIn.user.id,
          purpose: request.query.purpose,
          body,
        });
      } catch (error) {
        // The sender went away mid-body: nothing was kept and there is no one to answer; not a server fault.
        if (!request.raw.readableAborted) throw error;
        request.log.info('upload interrupted by the client');
        return reply.code(400).send({ error: 'The upload was interrupted; send the file again' });
      }
      if (outcome.ok) return reply.code(outcome.created ? 201 : 200).send(outcome.file);
      if (outcome.status === 507) return reply.code(507).send({ error: outcome.error, code: outcome.code });
      // Reading stopped mid-body: the rest is not wanted, so the connection goes with the answer.
      if (outcome.closeConnection) reply.header('connection', 'close');
      return reply.code(outcome.status).send({ error: outcome.error });
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
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', FILE_CSP)
          // The id is the content's hash, so the bytes behind a URL never change.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.body)
      );
    },
  );
};
