/** Requests to the setup, session and user API, and user pushes, as the till's screens send them. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mutationPusher } from './mutation-pusher.js';
import type { SignedInTill } from './sync-client.js';

/** POST /api/users: a staff member with a good password unless `overrides` say otherwise. */
export function createUserRequest(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie },
    payload: {
      id: randomUUID(),
      name: 'Robin Roaster',
      email: 'robin@cafe.example',
      role: 'staff',
      password: 'pour-over-2026',
      confirmPassword: 'pour-over-2026',
      ...overrides,
    },
  });
}

/** PUT /api/users/:id/password: someone else's password. */
export function resetPasswordRequest(
  app: FastifyInstance,
  cookie: string,
  id: string,
  password = 'new-beans-2026',
  confirmPassword = password,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}/password`,
    headers: { cookie },
    payload: { password, confirmPassword },
  });
}

/** POST /api/auth/password: one's own password. */
export function changePasswordRequest(
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload });
}

/** POST /api/auth/setup: the first admin, as a new cafe's first visit sends it. */
export function setupRequest(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/setup', payload });
}

export function meRequest(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

type UserAction = 'create' | 'update' | 'delete';

/**
 * Pushes one user mutation at a time from a till and answers its result, each till's mutation ids counting up from
 * 1 (mutationPusher). An update is made against a version far ahead, so that it never conflicts.
 */
export function userPusher(t: { readonly app: FastifyInstance }) {
  const { pushOne: pushMutation, nextId } = mutationPusher(t);
  const pushOne = (till: SignedInTill, action: UserAction, data: Record<string, unknown>) =>
    pushMutation(till, 'user', action, data, action === 'update' ? 1e6 : null);
  return {
    pushOne,
    nextId,
    edit: (till: SignedInTill, id: string, data: Record<string, unknown>) =>
      pushOne(till, 'update', { id, ...data }),
    remove: (till: SignedInTill, id: string) => pushOne(till, 'delete', { id }),
  };
}
