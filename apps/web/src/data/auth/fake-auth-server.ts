import type { PublicUser, SignInOptions } from '@cafe/domain';
import { vi } from 'vitest';

/**
 * Test double of the auth endpoints at the network boundary (`fetch`), for unit tests of the store and the
 * sign-in screens. It mimics the contract's answers; the real server is exercised by the e2e specs.
 */
export const DEMO_PASSWORD = 'cafe-demo-2026';

export const demoUsers: Record<'admin' | 'manager' | 'staff', PublicUser> = {
  admin: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Alex Admin',
    email: 'admin@cafe.example',
    role: 'admin',
    avatarFileId: null,
  },
  manager: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Morgan Manager',
    email: 'manager@cafe.example',
    role: 'manager',
    avatarFileId: null,
  },
  staff: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Sam Staff',
    email: 'staff@cafe.example',
    role: 'staff',
    avatarFileId: null,
  },
};

export const demoSignInOptions: SignInOptions = {
  needsSetup: false,
  demo: {
    password: DEMO_PASSWORD,
    accounts: Object.values(demoUsers).map(({ name, email, role }) => ({ name, email, role })),
  },
};

export interface FakeAuthServer {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** Every request, in order: 'POST /api/auth/login'. */
  calls(): string[];
  /** Make every request fail as if the network were down. */
  setReachable(reachable: boolean): void;
  /** Answer the next request to `path` with this status and body instead of the normal behaviour. */
  override(path: string, status: number, body?: unknown): void;
  /** Hold requests to `path` until the returned function is called. */
  hold(path: string): () => void;
  signedInUser(): PublicUser | null;
  signInOptions: SignInOptions;
}

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: status === 204 ? {} : { 'Content-Type': 'application/json' },
  });
}

export function fakeAuthServer(signInOptions: SignInOptions = demoSignInOptions): FakeAuthServer {
  const calls: string[] = [];
  const overrides = new Map<string, { status: number; body: unknown }>();
  const holds = new Map<string, Promise<void>>();
  const accounts = new Map<string, { user: PublicUser; password: string }>(
    Object.values(demoUsers).map((user) => [user.email, { user, password: DEMO_PASSWORD }]),
  );
  let reachable = true;
  let session: PublicUser | null = null;

  const server: FakeAuthServer = {
    signInOptions,
    fetch: vi.fn<typeof fetch>(async (input, init) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}`);
      const held = holds.get(path);
      if (held) await held;
      if (!reachable) throw new TypeError('Failed to fetch');

      const overridden = overrides.get(path);
      if (overridden) {
        overrides.delete(path);
        return json(overridden.status, overridden.body);
      }
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
      switch (`${method} ${path}`) {
        case 'GET /api/auth/sign-in-options':
          return json(200, server.signInOptions);
        case 'POST /api/auth/login': {
          const account = accounts.get(String(body.email).toLowerCase());
          if (!account || account.password !== body.password)
            return json(401, { error: 'Invalid email or password' });
          session = account.user;
          return json(200, { user: account.user, permissions: [] });
        }
        case 'POST /api/auth/setup': {
          if (!server.signInOptions.needsSetup) return json(409, { error: 'The cafe is already set up' });
          const user: PublicUser = {
            id: '00000000-0000-4000-8000-0000000000aa',
            name: String(body.name),
            email: String(body.email),
            role: 'admin',
            avatarFileId: null,
          };
          accounts.set(user.email, { user, password: String(body.password) });
          server.signInOptions = { needsSetup: false, demo: null };
          session = user;
          return json(201, { user, permissions: [] });
        }
        case 'GET /api/auth/me':
          return session
            ? json(200, { user: session, permissions: [] })
            : json(401, { error: 'Not signed in', code: 'signed_out' });
        case 'POST /api/auth/logout':
          session = null;
          return json(204, null);
        default:
          return json(404, { error: 'Not found' });
      }
    }),
    calls: () => [...calls],
    setReachable: (value) => {
      reachable = value;
    },
    override: (path, status, body = {}) => {
      overrides.set(path, { status, body });
    },
    hold: (path) => {
      let release = () => {};
      holds.set(
        path,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(path);
            resolve();
          };
        }),
      );
      return () => release();
    },
    signedInUser: () => session,
  };
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
