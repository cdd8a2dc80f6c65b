import {
  apiErrorSchema,
  changePasswordRequestSchema,
  createUserRequestSchema,
  idSchema,
  setPasswordRequestSchema,
  userResponseSchema,
} from '@cafe/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { StoreChanges } from '../sync/store-changes.js';
import { parseActorPublicKey } from './actor-keys.js';
import { requireSessionUser } from './require-session-user.js';
import { readSessionToken } from './session-cookie.js';
import { sessionId } from './sessions.js';
import { type UserAdmin, UserAdminError } from './user-admin.js';

export interface UserRoutesOptions {
  db: Database;
  clock: Clock;
  userAdmin: UserAdmin;
  changes: StoreChanges;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The refusal as the API's error shape, naming the field when there is one. */
function sendRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof UserAdminError)) throw error;
  return reply.code(error.status).send({
    error: error.message,
    ...(error.path ? { issues: [{ path: error.path, message: error.message }] } : {}),
  });
}

/**
 * The user changes that carry a password, so they are online-only (docs/security.md): make a user, reset
 * someone's password, change one's own. Edits of a user's other fields and deletions go through sync.
 */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const { userAdmin, changes } = options;
  /** Every till of the store pulls the change now rather than at its next timer. */
  const announce = (storeId: string) => changes.notify(storeId, '');

  app.post(
    '/api/users',
    {
      schema: {
        body: createUserRequestSchema,
        response: { 200: userResponseSchema, 201: userResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireSessionUser(options, request, reply, ['create_user']);
      if (!actor) return reply;
      try {
        const { user, created } = await userAdmin.create(actor, request.body);
        if (created) {
          announce(actor.user.storeId);
          request.log.info({ event: 'user_created', userId: user.id, by: actor.user.id }, 'user created');
        }
        return reply.code(created ? 201 : 200).send({ user });
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.put(
    '/api/users/:id/password',
    {
      schema: {
        params: z.object({ id: idSchema }),
        body: setPasswordRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireSessionUser(options, request, reply, ['edit_user']);
      if (!actor) return reply;
      try {
        const user = await userAdmin.resetPassword(actor, request.params.id, request.body.password);
        announce(actor.user.storeId);
        request.log.info({ event: 'password_reset', userId: user.id, by: actor.user.id }, 'password reset');
        return reply.code(200).send({ user });
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(
    '/api/auth/password',
    { schema: { body: changePasswordRequestSchema, response: { 200: userResponseSchema, ...errors } } },
    async (request, reply) => {
      const actor = await requireSessionUser(options, request, reply);
      if (!actor) return reply;
      const keyText = request.body.actorKey;
      const actorKey = keyText === undefined ? undefined : parseActorPublicKey(keyText);
      if (actorKey === null) {
        return reply.code(400).send({
          error: 'Invalid request',
          issues: [{ path: 'actorKey', message: 'Not a P-256 public key' }],
        });
      }
      // requireSessionUser found the session, so the cookie is there.
      const token = readSessionToken(request) ?? '';
      try {
        const user = await userAdmin.changeOwnPassword(actor, request.body, {
          sessionId: sessionId(token),
          actorKey,
        });
        announce(actor.user.storeId);
        request.log.info({ event: 'password_changed', userId: user.id }, 'password changed');
        return reply.code(200).send({ user });
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );
};
