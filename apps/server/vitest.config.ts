import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test-support/pglite-snapshot-setup.ts'],
    // A timeout catches a hang, not a slow machine. The longest tests sign in 30 to 40 times (login-rate-limit,
    // user-admin), each a scrypt of 32 MiB, about 0.1 s of a core idle; on two cores shared with two CPU-bound
    // processes and the other test worker each costs several times that: one of them took 16 s with the machine at
    // a load of 12 (other engineers' builds), half of the old 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
