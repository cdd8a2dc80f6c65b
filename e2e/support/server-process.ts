import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Plain Node on purpose (no @playwright/test import): the bench starts the server with this module too.

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

export interface StartServerOptions {
  /** CAFE_DEMO for the server; true (the README's default) unless said otherwise. */
  demo?: boolean;
  /** Extra environment for the server process; wins over the defaults. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  startTimeoutMs?: number;
}

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The server's recent stdout/stderr, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; removes the temp data dir. */
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 64 * 1024;
export const DEFAULT_START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the probe port'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before ${url} answered.\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms (${lastProblem}).\n${output()}`);
}

/**
 * Starts the server the way the README does after the build (`node apps/server/dist/main.js`), on a free port
 * with a fresh data folder, and resolves once GET /api/health answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cafe-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let captured = '';
  const remember = (chunk: Buffer) => {
    captured = (captured + chunk.toString()).slice(-OUTPUT_LIMIT);
    if (process.env.E2E_SERVER_LOGS === '1') process.stderr.write(chunk);
  };
  const output = () => `--- server output (${baseURL}) ---\n${captured}`;

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CAFE_DATA_DIR: dataDir,
      CAFE_DEMO: options.demo === false ? 'false' : 'true',
      DATABASE_URL: '',
      // As `npm start` runs it (package.json; docs/operations.md, "Memory of the embedded database").
      MALLOC_MMAP_THRESHOLD_: '1048576',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  // If this process ends without calling stop() (a crash, a worker torn down), take the server along with it.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const hard = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited(child);
        clearTimeout(hard);
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    })();
    return stopped;
  };

  try {
    await waitForHealth(
      `${baseURL}/api/health`,
      child,
      options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
      output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, port, dataDir, output: () => captured, stop };
}
