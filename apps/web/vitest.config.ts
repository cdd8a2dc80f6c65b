import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens load their lazy route modules on first use; under the full parallel run on two cores one test's
    // first import alone has taken over 5 s, so a test gets room beyond testing-library's 5 s wait.
    testTimeout: 15_000,
  },
});
