import { randomUUID } from 'node:crypto';
import { USER_MESSAGES } from '@cafe/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import {
  DEMO_PASSWORD,
  mutation,
  productData,
  pull,
  push,
  type SignedInTill,
  signIn,
} from '../test-support/sync-client.js';
import { login } from '../test-support/test-app.js';
import {
  changePasswordRequest,
  createUserRequest as createUser,
  meRequest as me,
  resetPasswordRequest,
  userPusher,
} from '../test-support/user-requests.js';

/** The stored user row, as a till pulls it. */
async function pulledUser(app: FastifyInstance, till: SignedInTill, id: string) {
  const changes = (await pull(app, till.deviceCookie, 0, 1000)).json().changes as {
    entity: string;
    id: string;
    row: Record<string, unknown> | null;
  }[];
  return changes.find((change) => change.entity === 'user' && change.id === id)?.row ?? null;
}

describe('users: who may make, change and remove whom', () => {
  const t = appFixture({
    tills: { admin: 'admin@cafe.example', manager: 'manager@cafe.example', staff: 'staff@cafe.example' },
    per: 'test',
  });
  const { pushOne, edit: editUser, remove: deleteUser, nextId } = userPusher(t);

  it('makes a user online, for admins only; the new user signs in and every till pulls them', async () => {
    expect((await createUser(t.app, t.manager.sessionCookie)).statusCode).toBe(403);
    expect((await createUser(t.app, t.staff.sessionCookie)).statusCode).toBe(403);
    const made = await createUser(t.app, t.admin.sessionCookie);
    expect(made.statusCode).toBe(201);
    const { user } = made.json();
    expect(user).toMatchObject({ name: 'Robin Roaster', email: 'robin@cafe.example', role: 'staff' });
    expect(user).not.toHaveProperty('passwordHash');
    expect((await login(t.app, 'robin@cafe.example', 'pour-over-2026')).statusCode).toBe(200);
    expect(await pulledUser(t.app, t.staff, user.id)).toMatchObject({
      name: 'Robin Roaster',
      version: user.version,
    });
  });

  it('answers a retried create with the same row, and refuses a second account for an email', async () => {
    const id = randomUUID();
    const first = await createUser(t.app, t.admin.sessionCookie, { id });
    const again = await createUser(t.app, t.admin.sessionCookie, { id });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toEqual(first.json().user);
    const taken = await createUser(t.app, t.admin.sessionCookie, { email: 'ROBIN@cafe.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: USER_MESSAGES.emailTaken,
      issues: [{ path: 'email', message: USER_MESSAGES.emailTaken }],
    });
  });

  it('checks the form rules on the server too', async () => {
    const response = await createUser(t.app, t.admin.sessionCookie, {
      name: '',
      email: 'robin@cafe',
      password: 'a',
      confirmPassword: 'b',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (response.json().issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );
    expect(messages).toMatchObject({
      name: USER_MESSAGES.required,
      email: USER_MESSAGES.emailInvalid,
      confirmPassword: USER_MESSAGES.passwordsDoNotMatch,
    });
    const noPassword = await createUser(t.app, t.admin.sessionCookie, { password: '' });
    expect(noPassword.json().issues).toContainEqual({
      path: 'password',
      message: USER_MESSAGES.passwordRequired,
    });
  });

  it('takes no user create and no password through sync', async () => {
    const create = await pushOne(t.admin, 'create', {
      id: randomUUID(),
      name: 'Jo',
      email: 'jo@cafe.example',
    });
    expect(create).toMatchObject({ status: 'rejected', reason: 'immutable' });
    const withPassword = await editUser(t.admin, t.staff.userId, { password: 'x', confirmPassword: 'x' });
    expect(withPassword).toMatchObject({ status: 'rejected', reason: 'invalid' });
  });

  it('lets nobody give a role above their own, nor a manager change an admin', async () => {
    expect(await editUser(t.manager, t.staff.userId, { role: 'admin' })).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: USER_MESSAGES.roleAboveOwn,
    });
    expect(await editUser(t.manager, t.admin.userId, { name: 'Alex Ousted' })).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: USER_MESSAGES.outranked,
    });
    expect(await editUser(t.manager, t.admin.userId, { role: 'staff' })).toMatchObject({
      status: 'rejected',
    });
    expect(await editUser(t.staff, t.staff.userId, { role: 'manager' })).toMatchObject({
      reason: 'forbidden',
    });
    // Up to their own role is theirs to give.
    expect(await editUser(t.manager, t.staff.userId, { role: 'manager' })).toMatchObject({
      status: 'applied',
    });
    expect(await editUser(t.admin, t.staff.userId, { role: 'admin' })).toMatchObject({ status: 'applied' });
  });

  it('lets anyone edit their own profile, but not their own role without edit_user', async () => {
    expect(
      await editUser(t.staff, t.staff.userId, { name: 'Sam Barista', email: 'sam@cafe.example' }),
    ).toMatchObject({
      status: 'applied',
      row: { name: 'Sam Barista', email: 'sam@cafe.example', role: 'staff' },
    });
    expect(await editUser(t.staff, t.staff.userId, { role: 'manager' })).toMatchObject({
      reason: 'forbidden',
    });
    expect(await editUser(t.staff, t.manager.userId, { name: 'Morgan' })).toMatchObject({
      reason: 'forbidden',
    });
  });

  it('keeps the last admin: not demoted, not deleted, and nobody deletes themselves', async () => {
    expect(await editUser(t.admin, t.admin.userId, { role: 'manager' })).toMatchObject({
      status: 'rejected',
      message: USER_MESSAGES.lastAdminDemoted,
    });
    expect(await deleteUser(t.admin, t.admin.userId)).toMatchObject({
      status: 'rejected',
      message: USER_MESSAGES.cannotDeleteSelf,
    });
    // With a second admin the first may step down.
    const second = (await createUser(t.app, t.admin.sessionCookie, { role: 'admin' })).json().user;
    expect(second.role).toBe('admin');
    expect(await editUser(t.admin, t.admin.userId, { role: 'manager' })).toMatchObject({ status: 'applied' });
  });

  it('refuses deleting the last admin even for another admin who was demoted meanwhile', async () => {
    const second = (await createUser(t.app, t.admin.sessionCookie, { role: 'admin' })).json().user;
    expect(await deleteUser(t.admin, second.id)).toMatchObject({ status: 'applied' });
    // Now admin is the only one again.
    expect(await editUser(t.admin, t.admin.userId, { role: 'staff' })).toMatchObject({
      message: USER_MESSAGES.lastAdminDemoted,
    });
  });

  it('keeps an email unique in the store on edits, and frees a deleted user’s email', async () => {
    expect(await editUser(t.admin, t.staff.userId, { email: 'manager@cafe.example' })).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      message: USER_MESSAGES.emailTaken,
      issues: [{ path: 'email', message: USER_MESSAGES.emailTaken }],
    });
    expect(await deleteUser(t.admin, t.staff.userId)).toMatchObject({ status: 'applied' });
    expect((await createUser(t.app, t.admin.sessionCookie, { email: 'staff@cafe.example' })).statusCode).toBe(
      201,
    );
  });

  it('ends a demoted user’s sessions and keys at once and tells every till to drop their offline sign-in', async () => {
    const before = await pulledUser(t.app, t.admin, t.manager.userId);
    expect(await editUser(t.admin, t.manager.userId, { role: 'staff' })).toMatchObject({ status: 'applied' });
    expect((await me(t.app, t.manager.sessionCookie)).statusCode).toBe(401);
    const after = await pulledUser(t.app, t.admin, t.manager.userId);
    expect(after).toMatchObject({
      role: 'staff',
      credentialsVersion: Number(before?.credentialsVersion) + 1,
    });
    // A change their old key signed offline is no longer theirs to make.
    const queued = await push(t.app, t.manager, [
      mutation(nextId(t.manager), 'product', 'create', productData(), t.manager.userId),
    ]);
    expect(queued.json().results[0]).toMatchObject({ status: 'rejected', reason: 'unknown_actor' });
    // Signing in again gives a session and key under the new role.
    const again = await signIn(t.app, 'manager@cafe.example');
    expect((await me(t.app, again.sessionCookie)).json()).toMatchObject({
      user: { role: 'staff' },
      credentialsVersion: Number(after?.credentialsVersion),
    });
  });

  it('refuses, in the same push, a change signed by a key the demotion just withdrew', async () => {
    const results = (
      await push(t.app, t.manager, [
        mutation(
          nextId(t.manager),
          'user',
          'update',
          { id: t.manager.userId, role: 'staff' },
          t.manager.userId,
          1e6,
        ),
        mutation(nextId(t.manager), 'product', 'create', productData(), t.manager.userId),
      ])
    ).json().results;
    expect(results.map((result: { status: string }) => result.status)).toEqual(['applied', 'rejected']);
    expect(results[1]).toMatchObject({ reason: 'unknown_actor' });
  });

  it('ends a deleted user’s sessions and keys at once', async () => {
    expect(await deleteUser(t.admin, t.staff.userId)).toMatchObject({ status: 'applied' });
    expect((await me(t.app, t.staff.sessionCookie)).statusCode).toBe(401);
    expect((await login(t.app, 'staff@cafe.example', DEMO_PASSWORD)).statusCode).toBe(401);
    const queued = await push(t.app, t.staff, [
      mutation(nextId(t.staff), 'sale', 'create', { id: randomUUID() }, t.staff.userId),
    ]);
    expect(queued.json().results[0]).toMatchObject({ status: 'rejected', reason: 'unknown_actor' });
  });
});

describe('passwords', () => {
  const t = appFixture({
    tills: { admin: 'admin@cafe.example', manager: 'manager@cafe.example', staff: 'staff@cafe.example' },
    per: 'test',
  });

  const reset = (cookie: string, id: string, password?: string, confirmPassword?: string) =>
    resetPasswordRequest(t.app, cookie, id, password, confirmPassword);
  const change = (cookie: string, payload: Record<string, unknown>) =>
    changePasswordRequest(t.app, cookie, payload);

  it('lets an admin reset anyone else’s password, ending their sign-ins', async () => {
    const response = await reset(t.admin.sessionCookie, t.manager.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: t.manager.userId, credentialsVersion: 1 });
    expect((await me(t.app, t.manager.sessionCookie)).statusCode).toBe(401);
    expect((await login(t.app, 'manager@cafe.example', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, 'manager@cafe.example', 'new-beans-2026')).statusCode).toBe(200);
  });

  it('lets a manager reset staff only, and nobody reset their own without the current one', async () => {
    expect((await reset(t.staff.sessionCookie, t.manager.userId)).statusCode).toBe(403);
    const peer = await reset(t.manager.sessionCookie, t.admin.userId);
    expect(peer.statusCode).toBe(403);
    expect(peer.json().error).toBe(USER_MESSAGES.passwordResetNotAllowed);
    expect((await reset(t.manager.sessionCookie, t.staff.userId)).statusCode).toBe(200);
    expect((await reset(t.admin.sessionCookie, t.admin.userId)).statusCode).toBe(400);
    expect((await reset(t.admin.sessionCookie, randomUUID())).statusCode).toBe(404);
    const mismatch = await reset(t.admin.sessionCookie, t.staff.userId, 'long-enough-1', 'long-enough-2');
    expect(mismatch.json().issues).toContainEqual({
      path: 'confirmPassword',
      message: USER_MESSAGES.passwordsDoNotMatch,
    });
  });

  it('changes one’s own password only with the right current one', async () => {
    const missing = await change(t.staff.sessionCookie, { currentPassword: '', newPassword: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'currentPassword', message: USER_MESSAGES.currentPasswordRequired },
        { path: 'newPassword', message: USER_MESSAGES.newPasswordRequired },
      ]),
    );
    const wrong = await change(t.staff.sessionCookie, {
      currentPassword: 'guess',
      newPassword: 'new-beans-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: USER_MESSAGES.currentPasswordWrong,
      issues: [{ path: 'currentPassword', message: USER_MESSAGES.currentPasswordWrong }],
    });
    expect((await login(t.app, 'staff@cafe.example', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(
      (await change('', { currentPassword: DEMO_PASSWORD, newPassword: 'new-beans-2026' })).statusCode,
    ).toBe(401);
  });

  it('ends the other sessions and old keys, keeps this one and registers the new key', async () => {
    const other = await signIn(t.app, 'staff@cafe.example');
    // The till's key from the earlier sign-in, wrapped by the old password.
    const { newActorKey, rememberActorKey } = await import('../test-support/actor-signing.js');
    const key = newActorKey();
    const response = await change(t.staff.sessionCookie, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'new-beans-2026',
      actorKey: key.publicKey,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: t.staff.userId, credentialsVersion: 1 });
    expect((await me(t.app, t.staff.sessionCookie)).statusCode).toBe(200);
    expect((await me(t.app, other.sessionCookie)).statusCode).toBe(401);
    // `other`'s key was the latest the helpers knew: it signs nothing any more.
    const old = await push(t.app, t.staff, [
      mutation(1, 'sale', 'create', { id: randomUUID() }, t.staff.userId),
    ]);
    expect(old.json().results[0]).toMatchObject({ status: 'rejected', reason: 'unknown_actor' });
    rememberActorKey(t.staff.userId, key);
    const fresh = await push(t.app, t.staff, [
      mutation(
        2,
        'sale',
        'create',
        {
          id: randomUUID(),
          items: [
            { id: randomUUID(), productId: randomUUID(), productName: 'Tea', quantity: 1, unitPrice: 300 },
          ],
          paymentMethod: 'cash',
        },
        t.staff.userId,
      ),
    ]);
    expect(fresh.json().results[0]).toMatchObject({ status: 'applied' });
  });
});
