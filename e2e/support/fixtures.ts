import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  DEFAULT_START_TIMEOUT_MS,
  type StartServerOptions,
  startServer as startServerProcess,
} from './server-process';

export { expect };

export interface ServerHandle {
  baseURL: string;
  dataDir: string;
  /** The tail of the server's stdout/stderr. */
  logs(): string;
}

export interface StartedServer extends ServerHandle {
  stop(): Promise<void>;
}

// Servers started by specs in this worker, so a failing test gets their logs attached too.
const ownServers: StartedServer[] = [];

/**
 * A server of the spec's own, e.g. `startServer({ demo: false })` for the create-the-admin flow.
 * The caller owns it: call `stop()` in a `finally` or an `afterAll`. Called inside a test, the time the server
 * takes to start is added to that test's timeout, so a slow machine cannot fail the test for it.
 */
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  const info = currentTestInfo();
  const timeout = info?.timeout ?? 0;
  const started = Date.now();
  // Allow the whole start budget while starting, then give back what was not used.
  if (info && timeout > 0) info.setTimeout(timeout + (options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS));
  try {
    const server = await startServerProcess(options);
    const handle = {
      baseURL: server.baseURL,
      dataDir: server.dataDir,
      logs: server.output,
      stop: server.stop,
    };
    ownServers.push(handle);
    return handle;
  } finally {
    if (info && timeout > 0) info.setTimeout(timeout + (Date.now() - started));
  }
}

/**
 * A demo store of the test's own, in a browser context of its own: for figures worked out by hand from the demo seed
 * alone, with no other test's sales. `close()` ends both; call it in a `finally`.
 */
export async function freshStore(
  browser: Browser,
  /** The device, such as a touch tablet's viewport and touch: the context is made here, so the test's `use` is not. */
  device: Pick<BrowserContextOptions, 'viewport' | 'hasTouch'> = {},
): Promise<{ page: Page; baseURL: string; close: () => Promise<void> }> {
  const server = await startServer({ demo: true });
  const context = await browser.newContext({ ...device, baseURL: server.baseURL });
  const page = await context.newPage();
  return {
    page,
    baseURL: server.baseURL,
    close: async () => {
      await context.close();
      await server.stop();
    },
  };
}

function currentTestInfo(): TestInfo | undefined {
  try {
    return base.info();
  } catch {
    // Called outside a test or hook (test.info() throws there): nothing to extend.
    return undefined;
  }
}

interface WorkerFixtures {
  /**
   * One demo server per worker (CAFE_DEMO=true, fresh data folder, free port), shared by that worker's tests;
   * the sign-in rate limit is raised to 1000 a minute.
   */
  server: ServerHandle;
}

interface TestFixtures {
  attachServerLogOnFailure: undefined;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      // Every browser here signs in from 127.0.0.1, so the per-address limit on failed sign-ins (10 a minute by
      // default, 5 for one email) would trip across unrelated tests that try wrong passwords. The limits themselves
      // are tested through the server app (apps/server/src/auth/login-rate-limit.test.ts).
      const running = await startServerProcess({
        demo: true,
        env: { CAFE_LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
      });
      try {
        await use({ baseURL: running.baseURL, dataDir: running.dataDir, logs: running.output });
      } finally {
        // Also stops any server a spec started and forgot: no stray processes after the run.
        await Promise.all([running.stop(), ...ownServers.map((own) => own.stop())]);
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  // The server's log beside a failing test is usually the quickest way to the cause.
  attachServerLogOnFailure: [
    async ({ server }, use, testInfo) => {
      const firstOwn = ownServers.length;
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server.log', { body: server.logs(), contentType: 'text/plain' });
        for (const [index, own] of ownServers.slice(firstOwn).entries()) {
          await testInfo.attach(`own-server-${index + 1}.log`, {
            body: own.logs(),
            contentType: 'text/plain',
          });
        }
      }
    },
    { auto: true },
  ],
});
