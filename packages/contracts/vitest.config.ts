import { defineConfig } from 'vitest/config';

// Pure functions and schemas: files share one module registry per worker thread.
export default defineConfig({ test: { pool: 'threads', isolate: false } });
