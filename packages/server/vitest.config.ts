import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves a core free by default, which on a two-core machine is half of it.
    maxWorkers: availableParallelism(),
    // A worker runs its test files one after another on one module graph and one database (test-app.ts):
    // importing the app and copying the template once per worker instead of once per file.
    isolate: false,
  },
});
