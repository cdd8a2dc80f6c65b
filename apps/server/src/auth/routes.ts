import {
  apiErrorSchema,
  sessionResponseSchema,
  setupAdminSchema,
  signInOptionsSchema,
  signInSchema,
  syncAuthErrorSchema,
} from '@cafe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock.js';
import { readDeviceToken } from '../devices/device-cookie.js';
import { type ActorPublicKey, parseActorPublicKey } from './actor-keys.js';
import { createLoginRateLimit, loginLimitsFor, type Sleep, TOO_MANY_ATTEMPTS } from './login-rate-limit.js';
import { newPasswordRefusal } from './new-password.js';
import { type AuthService, SetupNotAllowedError } from './service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
  loginAttemptsPerMinute: number;
  clock: Clock;
  /** How sign-in waits out its per-email slowdown. */
  sleep: Sleep;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const NOT_SIGNED_IN = 'Not signed in';
export const ALREADY_SET_UP = 'The cafe is already set up';

const INVALID_ACTOR_KEY = {
  error: 'Invalid request',
  issues: [{ path: 'actorKey', message: 'Not a P-256 public key' }],
};

/** The sign-in's actor key: undefined when none was sent, false when what was sent is not a P-256 key. */
function actorKeyOf(text: string | undefined): ActorPublicKey | undefined | false {
  if (text === undefined) return undefined;
  return parseActorPublicKey(text) ?? false;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const cookie = { secure: options.secureCookies };
  const limitSignIn = createLoginRateLimit({
    clock: options.clock,
    sleep: options.sleep,
    limits: loginLimitsFor(options.loginAttemptsPerMinute),
  });

  app.get('/api/auth/sign-in-options', { schema: { response: { 200: signInOptionsSchema } } }, async () =>
    auth.signInOptions(),
  );

  app.post(
    '/api/auth/setup',
    {
      schema: {
        body: setupAdminSchema,
        response: { 201: sessionResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actorKey = actorKeyOf(request.body.actorKey);
      if (actorKey === false) return reply.code(400).send(INVALID_ACTOR_KEY);
      const weak = await newPasswordRefusal(request.body.password);
      if (weak) return reply.code(400).send({ error: weak, issues: [{ path: 'password', message: weak }] });
      try {
        const signedIn = await auth.setupAdmin(request.body, actorKey);
        setSessionCookie(reply, signedIn.session, cookie);
        return reply.code(201).send(signedIn.response);
      } catch (error) {
        if (error instanceof SetupNotAllowedError) return reply.code(409).send({ error: ALREADY_SET_UP });
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        body: signInSchema,
        response: {
          200: sessionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A malformed key is refused before the password is checked, so it is no sign-in attempt.
      const actorKey = actorKeyOf(request.body.actorKey);
      if (actorKey === false) return reply.code(400).send(INVALID_ACTOR_KEY);
      const attempt = await limitSignIn(request, () =>
        auth.signIn(request.body, actorKey, readDeviceToken(request)),
      );
      if (attempt.limited) {
        return reply
          .code(429)
          .header('retry-after', attempt.retryAfterSeconds)
          .send({ error: TOO_MANY_ATTEMPTS });
      }
      const signedIn = attempt.result;
      if (!signedIn) {
        request.log.info({ event: 'login_failed' }, 'sign-in failed');
        return reply.code(401).send({ error: INVALID_CREDENTIALS });
      }
      setSessionCookie(reply, signedIn.session, cookie);
      request.log.info({ event: 'login', userId: signedIn.response.user.id }, 'signed in');
      return reply.code(200).send(signedIn.response);
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await auth.signOut(token);
    clearSessionCookie(reply, cookie);
    return reply.code(204).send();
  });

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: sessionResponseSchema, 401: syncAuthErrorSchema } } },
    async (request, reply) => {
      const token = readSessionToken(request);
      const session = token ? await auth.currentSession(token) : null;
      // The same 401 as every other route that needs a session (docs/security.md).
      if (!session) return reply.code(401).send({ error: NOT_SIGNED_IN, code: 'signed_out' });
      return reply.code(200).send(session);
    },
  );
};
