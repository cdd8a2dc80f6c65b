import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = join(import.meta.dirname, 'test-results');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: join(resultsDir, 'artifacts'),
  // The machines have 2 cores; each worker runs its own server next to its browser.
  workers: 2,
  fullyParallel: false,
  // A flaky test is a failing test: no retries anywhere, so nothing hides.
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  // A flow that signs in twice and scans two themes with axe takes 20–35 s with both workers busy; 60 s keeps a
  // test's limit about a hung step, not about how busy the two cores are.
  timeout: 60_000,
  // A full page load (a goto) draws its screen after the app's code, the till's database and the screen's own chunk
  // are read: on two loaded cores that passed 5 s once. How fast it is belongs to the bench, not to these checks.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(resultsDir, 'results.json') }]],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
