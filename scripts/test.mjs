#!/usr/bin/env node
// `npm test`: every runner, one verdict. Vitest (all projects of the root config), then Playwright even when Vitest
// failed, so one run shows every failure. The last line is always `N passed, M failed`, summed over both runners;
// a runner that crashes or reports nothing counts as a failure, so a broken harness can never look green.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const vitestReport = join(root, 'test-results', 'vitest.json');
const playwrightReport = join(root, 'e2e', 'test-results', 'results.json');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true';

function finish(totals) {
  const failed = totals.reduce((sum, t) => sum + t.failed, 0);
  const passed = totals.reduce((sum, t) => sum + t.passed, 0);
  console.log('\n── test summary ──');
  for (const t of totals) {
    const extra = t.skipped > 0 ? ` (${t.skipped} skipped)` : '';
    console.log(
      `${t.runner.padEnd(11)} ${t.passed} passed, ${t.failed} failed${extra}${t.note ? ` — ${t.note}` : ''}`,
    );
    for (const name of t.failures.slice(0, 25)) console.log(`  ✗ ${name}`);
    if (t.failures.length > 25) console.log(`  … and ${t.failures.length - 25} more`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

// In CI a missing database or browser is a failure, never a quiet skip of the suites that need it.
function preflight() {
  const problems = [];
  if (inCi && !process.env.TEST_DATABASE_URL) {
    problems.push('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL server suite cannot run.');
  }
  if (inCi && !existsSync(chromiumPath)) {
    problems.push(`CI=true but ${chromiumPath} does not exist: the browser suite cannot run.`);
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(`test: ${problem}`);
    finish([{ runner: 'preflight', passed: 0, failed: problems.length, skipped: 0, failures: problems }]);
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.log('test: TEST_DATABASE_URL is not set, so the server suite runs on PGlite only.');
  }
}

function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (error) => {
      console.error(`test: could not start ${command}: ${error.message}`);
      done({ code: 1, signal: null });
    });
    child.on('exit', (code, signal) => done({ code, signal }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function fresh(file) {
  rmSync(file, { force: true });
  mkdirSync(dirname(file), { recursive: true });
}

function exitNote({ code, signal }) {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

async function runVitest() {
  fresh(vitestReport);
  const exit = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${relative(root, vitestReport)}`,
  ]);
  const report = readJson(vitestReport);
  const total = { runner: 'vitest', passed: 0, failed: 0, skipped: 0, failures: [], note: '' };
  if (!report) {
    return {
      ...total,
      failed: 1,
      note: `no report (${exitNote(exit)})`,
      failures: ['vitest produced no results'],
    };
  }
  total.passed = report.numPassedTests ?? 0;
  total.failed = report.numFailedTests ?? 0;
  total.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    for (const assertion of file.assertionResults ?? []) {
      if (assertion.status === 'failed') total.failures.push(`${name} › ${assertion.fullName}`);
    }
    // A file that fails to load has no failed assertions but is still a failure.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) {
      total.failed += 1;
      total.failures.push(`${name} (failed to run: ${(file.message ?? '').split('\n')[0]})`);
    }
  }
  if (total.passed + total.failed === 0) {
    total.failed = 1;
    total.failures.push('vitest ran no tests');
  }
  if ((exit.code !== 0 || exit.signal) && total.failed === 0) {
    // e.g. an unhandled error outside any test: Vitest fails the run, so do we.
    total.failed = 1;
    total.failures.push(`vitest failed outside any test (${exitNote(exit)})`);
  }
  return total;
}

function collectPlaywrightFailures(suite, into, file = '') {
  const where = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    if (!spec.ok) into.push(`${where} › ${spec.title}`);
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, into, where);
}

async function runPlaywright() {
  fresh(playwrightReport);
  const exit = await run(bin('playwright'), ['test', '--config', join('e2e', 'playwright.config.ts')]);
  const report = readJson(playwrightReport);
  const total = { runner: 'playwright', passed: 0, failed: 0, skipped: 0, failures: [], note: '' };
  if (!report?.stats) {
    return {
      ...total,
      failed: 1,
      note: `no report (${exitNote(exit)})`,
      failures: ['playwright produced no results'],
    };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  total.passed = expected;
  total.failed = unexpected + flaky;
  total.skipped = skipped;
  for (const suite of report.suites ?? []) collectPlaywrightFailures(suite, total.failures);
  // Errors outside tests: global setup (the build), a spec that fails to load, a worker that crashed.
  for (const error of report.errors ?? []) {
    total.failed += 1;
    total.failures.push(`error outside any test: ${(error.message ?? '').split('\n')[0]}`);
  }
  if (total.passed + total.failed === 0) {
    total.failed = 1;
    total.failures.push('playwright ran no tests');
  }
  if ((exit.code !== 0 || exit.signal) && total.failed === 0) {
    total.failed = 1;
    total.failures.push(`playwright failed (${exitNote(exit)})`);
  }
  return total;
}

preflight();
const vitest = await runVitest();
const playwright = await runPlaywright();
finish([vitest, playwright]);
