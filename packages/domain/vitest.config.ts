import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // A timeout catches a hang, not a slow machine. Every property here has an explicit numRuns, so a test's work
    // is fixed; the longest takes about 0.3 s of CPU, but on two cores shared with two CPU-bound processes and the
    // other test worker it gets a quarter of a core, and Vitest's 5 s default was met (storable-text: 5.8 s).
    testTimeout: 15_000,
  },
});
