import { USER_MESSAGES } from '@cafe/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from './users-api';

const input = {
  id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
  name: 'Robin',
  email: 'robin@cafe.example',
  role: 'staff' as const,
  password: 'pour-over-2026',
  confirmPassword: 'pour-over-2026',
};

describe('usersApi: passwords only ever go to the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says a new user needs the network when offline, and sends nothing', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await usersApi.create(input)).toEqual({
      ok: false,
      error: USER_MESSAGES.needsConnection,
      issues: [],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so too when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    expect(await usersApi.resetPassword(input.id, { password: 'x', confirmPassword: 'x' })).toMatchObject({
      ok: false,
      error: USER_MESSAGES.needsConnection,
    });
  });

  it('passes on the server’s refusal with its field messages', async () => {
    const body = {
      error: USER_MESSAGES.emailTaken,
      issues: [{ path: 'email', message: USER_MESSAGES.emailTaken }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status: 409 })),
    );
    expect(await usersApi.create(input)).toEqual({ ok: false, error: body.error, issues: body.issues });
  });
});
