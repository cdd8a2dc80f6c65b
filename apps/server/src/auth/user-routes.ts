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
import {
  createLoginRateLimit,
  loginLimitsFor,
  type Sleep,
  TOO_MANY_PASSWORD_ATTEMPTS,
} from './login-rate-limit.js';
import { requireSessionUser } from './require-session-user.js';
import { readSessionToken } from './session-cookie.js';
import { sessionId } from './sessions.js';
import { type UserAdmin, UserAdminError } from './user-admin.js';

export interface UserRoutesOptions {
  db: Database;
  clock: Clock;
  userAdmin: UserAdmin;
  changes: StoreChanges;
  /** The sign-in limits, also applied to wrong current passwords (docs/security.md). */
  loginAttemptsPerMinute: number;
  sleep: Sleep;
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
  // A stolen session must not become a way to guess its user's password: the sign-in rules, per user and address.
  const limitPasswordCheck = createLoginRateLimit({
    clock: options.clock,
    sleep: options.sleep,
    limits: loginLimitsFor(options.loginAttemptsPerMinute),
  });

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
    {
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: userResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
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
      let wrongCurrentPassword: UserAdminError | undefined;
      try {
        const attempt = await limitPasswordCheck(
          request,
          async () => {
            try {
              return await userAdmin.changeOwnPassword(actor, request.body, {
                sessionId: sessionId(token),
                actorKey,
              });
            } catch (error) {
              // Only a wrong current password counts as a failed guess; other refusals give the attempt back.
              if (error instanceof UserAdminError && error.path === 'currentPassword') {
                wrongCurrentPassword = error;
                return null;
              }
              throw error;
            }
          },
          `user\u0000${actor.user.id}`,
        );
        if (attempt.limited) {
          request.log.info(
            { event: 'password_change_limited', userId: actor.user.id },
            'password change limited',
          );
          return reply
            .code(429)
            .header('retry-after', attempt.retryAfterSeconds)
            .send({ error: TOO_MANY_PASSWORD_ATTEMPTS });
        }
        const user = attempt.result;
        if (!user) return sendRefusal(reply, wrongCurrentPassword);
        announce(actor.user.storeId);
        request.log.info({ event: 'password_changed', userId: user.id }, 'password changed');
        return reply.code(200).send({ user });
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );
};
