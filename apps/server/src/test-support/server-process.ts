import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Real server processes for crash and multi-process tests: `node --conditions=source --import tsx
 * apps/server/src/main.ts`, so a clean clone needs no build. Each listens on a port the OS picks (PORT=0, read
 * back from the "Server listening" log line, so two tests never race for a port). Every child is SIGKILLed by
 * `killAllServerProcesses()` (call it in afterAll) and, as a last resort, when the test process exits.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 45_000;
const EXIT_TIMEOUT_MS = 10_000;
/** Enough log to explain a failure, without letting a chatty server grow the test's memory. */
const MAX_LOG_CHARS = 200_000;

export interface ServerProcessOptions {
  /** `{ DATABASE_URL }` for PostgreSQL, or `{ CAFE_DATA_DIR }` for embedded PGlite. */
  env: Record<string, string>;
  /** Shown in failure messages. */
  name?: string;
}

export interface ServerProcess {
  name: string;
  pid: number;
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  log(): string;
  /** Whether the process is still running (it has not exited or been killed). */
  running(): boolean;
  /** SIGKILL, as a crash or a power cut of the process would: no shutdown hook runs. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop. */
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

// If the test process dies without reaching afterAll, no server outlives it.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server ${child.pid} did not exit within ${EXIT_TIMEOUT_MS} ms`)),
      EXIT_TIMEOUT_MS,
    );
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const name = options.name ?? 'server';
  // A clean environment: nothing of the test runner's (VITEST_*, NODE_OPTIONS) leaks into the server.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? REPO_ROOT,
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    CAFE_DEMO: 'true',
    // Tests sign in many times from one address.
    CAFE_LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    ...options.env,
  };
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  live.add(child);
  child.once('exit', () => live.delete(child));

  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > MAX_LOG_CHARS) output = output.slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const baseUrl = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start: ${why}\n--- its output ---\n${output.slice(-5000)}`));
    };
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        cleanup();
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null, signal: string | null) => fail(`exited (${code ?? signal})`);
    const timer = setTimeout(
      () => fail(`no "Server listening" within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    name,
    pid: child.pid ?? -1,
    baseUrl,
    log: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** SIGKILLs every server still running and waits for them to exit. For afterAll. */
export async function killAllServerProcesses(): Promise<void> {
  const children = [...live];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
}
