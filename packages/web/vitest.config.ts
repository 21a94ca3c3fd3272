import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock need a module registry of their own. */
const MOCKING = ['src/modules/accounts/SignInPage.test.tsx'];

const shared = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // Twice the longest wait (setup.ts), for a test that waits twice on a busy machine.
  testTimeout: 30_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'threads',
    // Vitest leaves a core free by default, which on a two-core machine is half of it.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Loading Ant Design and the app once per worker rather than once per file halves the suite's time;
        // every test resets what it changes (setup.ts), so files need not be isolated from each other.
        test: {
          ...shared,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: 'web-mocking', include: MOCKING } },
    ],
  },
});
