import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot, serverEntry } from './support/server-process';

/**
 * Builds once for the whole run, exactly as the README's `npm start` does, so the specs exercise the shipped
 * artefacts. E2E_SKIP_BUILD=1 reuses an existing build (handy while iterating on a spec).
 */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(serverEntry)) {
      throw new Error(`E2E_SKIP_BUILD=1 but ${serverEntry} does not exist: run \`npm run build\` first.`);
    }
    return;
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const started = Date.now();
  const build = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.error) throw build.error;
  if (build.status !== 0) {
    throw new Error(`\`npm run build\` failed (exit ${build.status ?? build.signal}); no e2e test can run.`);
  }
  console.log(`e2e: build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
