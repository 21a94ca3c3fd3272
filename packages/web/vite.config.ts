import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdUnused } from './scripts/antd-unused.mjs';
import { routeBudget } from './scripts/route-budget.mjs';
import { shellChunkGroup } from './scripts/shell-chunk.mjs';
import { zodJsonSchema } from './scripts/zod-json-schema.mjs';

const API_TARGET = 'http://localhost:3000';

/** Libraries every page needs stay in their own long-cached chunks; pages are split by React.lazy. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

/** A module's id, as the bundler names it, from its path in the web package. */
const moduleId = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The signed-in shell's modules in one chunk (scripts/shell-chunk.mjs says why and which). */
const SHELL_GROUP = shellChunkGroup({
  shellPages: ['./src/app/AppLayout.tsx', './src/app/workspace/ToolPage.tsx'].map(moduleId),
  otherPages: [
    './src/main.tsx',
    './src/modules/accounts/SignInPage.tsx',
    './src/modules/accounts/PasswordPage.tsx',
    './src/modules/accounts/AuthProvidersPage.tsx',
    './src/modules/errors/ErrorPage.tsx',
    './src/modules/errors/MaintenancePage.tsx',
  ].map(moduleId),
});

/**
 * Ant Design's helper packages declare no `sideEffects` in their package.json, so the bundler keeps every module
 * they import even when nothing uses it (a form provider brings the whole form engine, a card brings tabs and
 * menus). They only define components and hooks, so anything unused may go.
 */
const PURE_PACKAGES = [
  { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
  {
    test: /node_modules[\\/]@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)[\\/]/,
    sideEffects: false,
  },
  /**
   * The app's own modules define components, hooks and constants; none is imported for what it does on load
   * (main.tsx, the entry, always runs). Said here, as contracts says it in its package.json, a module's index.ts
   * brings an importer only what it uses. Unsaid, every module that imports React (CommonJS) counted as doing
   * something on load, so importing a module's tool loaders brought every component its index also exports,
   * with their Ant Design components, into the importer's chunks.
   */
  { test: /packages[\\/]web[\\/]src[\\/]/, sideEffects: false },
];

/** Every tool screen, by its module: each gets the cold-open budget. */
const TOOL_SCREENS = readdirSync(new URL('./src/modules', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /Tool\.tsx$/.test(file) && !file.includes('components'))
  .map((file) => file.replace(/\.tsx$/, '').replaceAll('\\', '/'));

/**
 * What opening any tool by its own URL in a new tab may load (issue 15): the shell, the tool page and the tool.
 * Every tool starts from about 200 KB that every page loads (React and its router, Ant Design's core with its
 * notification holder, zod, TanStack Query) and about 115 KB of signed-in shell (most of it one chunk:
 * scripts/shell-chunk.mjs), much of it components the tools use too (select, menu, typography, card). What a tool shows at once comes on top:
 * a form (about 22 KB), a table (about 31 KB with its pagination), a date field (about 27 KB with dayjs; its
 * calendar loads when first opened), tabs (about 11 KB). What a screen shows only after a click or a choice (its
 * dialogs, drawers, other tabs, an hourly leave's hours, an upload's progress) loads when first shown, and a form
 * that waits for its data behind a skeleton may fetch its fields beside the data (the Financial Form).
 */
const TOOL_COLD_OPEN_KB = 400;

export default defineConfig({
  plugins: [
    react(),
    // What Ant Design's components import for features the app does not use stays out of the bundle.
    antdUnused(),
    // The browser parses with zod; only the server turns schemas into JSON Schema.
    zodJsonSchema(),
    // Every tool is its own chunk; what the sign-in page needs stays under budget (checked on every build).
    routeBudget({ route: '/sign-in', pages: ['src/modules/accounts/SignInPage.tsx'], budgetKb: 250 }),
    // Opening a tool cold (its own URL in a new tab): the signed-in shell, the tool page and the tool's chunk.
    ...TOOL_SCREENS.map((tool) =>
      routeBudget({
        route: `/${tool} (cold)`,
        pages: ['src/app/AppLayout.tsx', 'src/app/workspace/ToolPage.tsx', `src/modules/${tool}.tsx`],
        budgetKb: TOOL_COLD_OPEN_KB,
      }),
    ),
  ],
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false }, '/ws': { target: API_TARGET, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false }, '/ws': { target: API_TARGET, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...VENDOR_GROUPS, SHELL_GROUP] } },
      treeshake: { moduleSideEffects: PURE_PACKAGES },
    },
  },
});
