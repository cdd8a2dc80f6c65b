import { USER_MESSAGES } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mutation, push, type SignedInTill, signInTill } from '../test-support/sync-client.js';
import { createTestApp, login, sessionCookieFrom, type TestApp } from '../test-support/test-app.js';
import {
  createUserRequest,
  meRequest,
  resetPasswordRequest,
  userPusher,
} from '../test-support/user-requests.js';

const PEER = { email: 'morgan@cafe.example', password: 'espresso-shots-2026' };
const ATTACKER_PASSWORD = 'i-am-morgan-now';

/**
 * A manager who may lower staff, reset staff passwords and raise staff to manager must not chain those steps into
 * a fellow manager's account: each step that touches a colleague at or above their own role is an admin's.
 */
describe('no takeover of a fellow manager through allowed steps', () => {
  let t: TestApp;
  let admin: SignedInTill;
  let manager: SignedInTill;
  let users: ReturnType<typeof userPusher>;
  let peerId: string;
  let peerCookie: string;

  beforeEach(async () => {
    t = await createTestApp();
    users = userPusher(t);
    admin = await signInTill(t.app, 'admin@cafe.example');
    manager = await signInTill(t.app, 'manager@cafe.example');
    const made = await createUserRequest(t.app, admin.sessionCookie, {
      name: 'Morgan Peer',
      email: PEER.email,
      role: 'manager',
      password: PEER.password,
      confirmPassword: PEER.password,
    });
    expect(made.statusCode).toBe(201);
    peerId = made.json().user.id;
    peerCookie = sessionCookieFrom(await login(t.app, PEER.email, PEER.password));
  });
  afterEach(() => t.close());

  it('refuses a manager every step, and the fellow manager keeps their account and sessions', async () => {
    // 1. Lower them to staff by a pushed edit.
    expect(await users.edit(manager, peerId, { role: 'staff' })).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: USER_MESSAGES.roleChangeNotAllowed,
    });
    // 2. Reset their password (what a manager may do for staff).
    const reset = await resetPasswordRequest(t.app, manager.sessionCookie, peerId, ATTACKER_PASSWORD);
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({ error: USER_MESSAGES.passwordResetNotAllowed });
    // 3. Raise them back: nothing to raise, they are still a manager.
    expect(await users.edit(manager, peerId, { role: 'manager' })).toMatchObject({ status: 'applied' });
    // Nor move their sign-in to an address the manager reads.
    expect(await users.edit(manager, peerId, { email: 'mine@cafe.example' })).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: USER_MESSAGES.emailChangeNotAllowed,
    });
    // 4. Sign in as them: refused, and they are still signed in with their own password.
    expect((await login(t.app, PEER.email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await meRequest(t.app, peerCookie)).json()).toMatchObject({
      user: { id: peerId, email: PEER.email, role: 'manager' },
      credentialsVersion: 0,
    });
    expect((await login(t.app, PEER.email, PEER.password)).statusCode).toBe(200);
  });

  it('refuses the takeover steps in one push too', async () => {
    const results = (
      await push(t.app, manager, [
        mutation(users.nextId(manager), 'user', 'update', { id: peerId, role: 'staff' }, manager.userId, 1e6),
        mutation(
          users.nextId(manager),
          'user',
          'update',
          { id: peerId, role: 'manager' },
          manager.userId,
          1e6,
        ),
      ])
    ).json().results;
    expect(results[0]).toMatchObject({ status: 'rejected', message: USER_MESSAGES.roleChangeNotAllowed });
    expect((await meRequest(t.app, peerCookie)).statusCode).toBe(200);
  });

  it('still lets a manager rename a fellow manager, and do everything for staff', async () => {
    expect(await users.edit(manager, peerId, { name: 'Morgan P.' })).toMatchObject({ status: 'applied' });
    const staff = await signInTill(t.app, 'staff@cafe.example');
    expect(await users.edit(manager, staff.userId, { email: 'sam@cafe.example' })).toMatchObject({
      status: 'applied',
    });
    expect((await resetPasswordRequest(t.app, manager.sessionCookie, staff.userId)).statusCode).toBe(200);
    expect(await users.edit(manager, staff.userId, { role: 'manager' })).toMatchObject({ status: 'applied' });
  });

  it('lets an admin do each step', async () => {
    expect(await users.edit(admin, peerId, { role: 'staff' })).toMatchObject({ status: 'applied' });
    // Lowering the role ended their sessions.
    expect((await meRequest(t.app, peerCookie)).statusCode).toBe(401);
    const reset = await resetPasswordRequest(t.app, admin.sessionCookie, peerId, 'fresh-start-2026');
    expect(reset.statusCode).toBe(200);
    expect(
      await users.edit(admin, peerId, { role: 'manager', email: 'morgan.p@cafe.example' }),
    ).toMatchObject({
      status: 'applied',
      row: { role: 'manager', email: 'morgan.p@cafe.example' },
    });
    expect((await login(t.app, 'morgan.p@cafe.example', 'fresh-start-2026')).statusCode).toBe(200);
    expect(await users.remove(admin, peerId)).toMatchObject({ status: 'applied' });
  });
});
