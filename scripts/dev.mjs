#!/usr/bin/env node
// `npm run dev`: the server in watch mode (tsx, domain read from its TypeScript source) and Vite with hot reload,
// side by side with prefixed output. Vite proxies /api to the server on :3000. Ctrl-C stops both.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { concurrently } from 'concurrently';

const root = resolve(import.meta.dirname, '..');

// A fresh clone has no packages/domain/dist; build it once so anything resolving the package the plain-Node way
// (no `source` condition) still finds it.
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const domain = spawnSync(tsc, ['-b', 'packages/domain/tsconfig.lib.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (domain.status !== 0) {
  console.error('dev: building packages/domain failed; fix the errors above and run `npm run dev` again.');
  process.exit(domain.status ?? 1);
}

const { result } = concurrently(
  [
    {
      name: 'server',
      command: 'npm run dev -w @cafe/server',
      prefixColor: 'cyan',
      // npm runs the workspace script inside apps/server; keep the data folder where `npm start` keeps it.
      env: { CAFE_DATA_DIR: resolve(root, process.env.CAFE_DATA_DIR ?? 'data') },
    },
    { name: 'web', command: 'npm run dev -w @cafe/web', prefixColor: 'magenta' },
  ],
  {
    cwd: root,
    prefix: 'name',
    padPrefix: true,
    // One half without the other is useless, so either one stopping stops both.
    killOthersOn: ['failure', 'success'],
    handleInput: false,
  },
);

try {
  await result;
} catch {
  // concurrently has already shown which command exited and how.
  process.exitCode = 1;
}
