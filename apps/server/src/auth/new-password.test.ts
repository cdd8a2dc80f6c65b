import { PASSWORD_MESSAGES } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { appFixture } from '../test-support/app-fixture.js';
import { DEMO_PASSWORD } from '../test-support/sync-client.js';
import { login } from '../test-support/test-app.js';
import {
  changePasswordRequest,
  createUserRequest,
  resetPasswordRequest,
  setupRequest,
} from '../test-support/user-requests.js';

/** Among the commonest passwords, each long enough to pass the length rule (and in any case). */
const COMMON = ['password1', 'Iloveyou', 'QWERTY123', 'sunshine'];
/** Seven characters: one short of the rule. */
const SHORT = 'espress';

/** The answer's message for `path`. */
function messageAt(response: { json(): { issues?: { path: string; message: string }[] } }, path: string) {
  return response.json().issues?.find((issue) => issue.path === path)?.message;
}

describe('every password set follows the set-up rule', () => {
  const t = appFixture({
    sessions: { admin: 'admin@cafe.example', staff: 'staff@cafe.example' },
    per: 'test',
  });

  it('refuses a short or common password for a new user', async () => {
    const short = await createUserRequest(t.app, t.admin.sessionCookie, {
      password: SHORT,
      confirmPassword: SHORT,
    });
    expect(short.statusCode).toBe(400);
    expect(messageAt(short, 'password')).toBe(PASSWORD_MESSAGES.tooShort);
    for (const password of COMMON) {
      const common = await createUserRequest(t.app, t.admin.sessionCookie, {
        password,
        confirmPassword: password,
      });
      expect(common.statusCode, password).toBe(400);
      expect(common.json()).toEqual({
        error: PASSWORD_MESSAGES.tooCommon,
        issues: [{ path: 'password', message: PASSWORD_MESSAGES.tooCommon }],
      });
    }
    expect((await login(t.app, 'robin@cafe.example', COMMON[0] ?? '')).statusCode).toBe(401);
  });

  it('refuses a short or common password when resetting someone else’s', async () => {
    const short = await resetPasswordRequest(t.app, t.admin.sessionCookie, t.staff.userId, SHORT);
    expect(short.statusCode).toBe(400);
    expect(messageAt(short, 'password')).toBe(PASSWORD_MESSAGES.tooShort);
    for (const password of COMMON) {
      const common = await resetPasswordRequest(t.app, t.admin.sessionCookie, t.staff.userId, password);
      expect(common.statusCode, password).toBe(400);
      expect(messageAt(common, 'password')).toBe(PASSWORD_MESSAGES.tooCommon);
    }
    // Nothing changed: the old password still signs in.
    expect((await login(t.app, 'staff@cafe.example', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short or common password as one’s own new one', async () => {
    const change = (newPassword: string) =>
      changePasswordRequest(t.app, t.staff.sessionCookie, { currentPassword: DEMO_PASSWORD, newPassword });
    const short = await change(SHORT);
    expect(short.statusCode).toBe(400);
    expect(messageAt(short, 'newPassword')).toBe(PASSWORD_MESSAGES.tooShort);
    for (const password of COMMON) {
      const common = await change(password);
      expect(common.statusCode, password).toBe(400);
      expect(messageAt(common, 'newPassword')).toBe(PASSWORD_MESSAGES.tooCommon);
    }
    expect((await login(t.app, 'staff@cafe.example', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await change('a-less-common-phrase')).statusCode).toBe(200);
  });
});

describe('the first admin’s password', () => {
  const t = appFixture({ app: { demo: false }, per: 'test' });

  const setup = (password: string) =>
    setupRequest(t.app, { name: 'Jordan Owner', email: 'owner@mycafe.example', password });

  it('refuses a common one with the message, and takes a good one', async () => {
    for (const password of COMMON) {
      const common = await setup(password);
      expect(common.statusCode, password).toBe(400);
      expect(messageAt(common, 'password')).toBe(PASSWORD_MESSAGES.tooCommon);
    }
    expect(messageAt(await setup(SHORT), 'password')).toBe(PASSWORD_MESSAGES.tooShort);
    expect((await setup('a-strong-passphrase')).statusCode).toBe(201);
  });
});
