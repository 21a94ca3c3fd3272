import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeBudget } from './scripts/route-budget.mjs';

const API_TARGET = 'http://localhost:3000';

/** Libraries every page needs stay in their own long-cached chunks; pages are split by React.lazy. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

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

export default defineConfig({
  plugins: [
    react(),
    // Every tool is its own chunk; what the sign-in page needs stays under budget (checked on every build).
    routeBudget({ route: '/sign-in', pages: ['src/modules/accounts/SignInPage.tsx'], budgetKb: 250 }),
    // Opening a tool cold (its own URL in a new tab): the signed-in shell, the tool page and the tool's chunk.
    ...TOOL_SCREENS.map((tool) =>
      routeBudget({
        route: `/${tool} (cold)`,
        pages: ['src/app/AppLayout.tsx', 'src/app/workspace/ToolPage.tsx', `src/modules/${tool}.tsx`],
        budgetKb: 400,
        // Reported on every build; enforced once the shell is light enough (ROUTE_BUDGET_STRICT=1 enforces it now).
        isEnforced: process.env.ROUTE_BUDGET_STRICT === '1',
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
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
      treeshake: { moduleSideEffects: PURE_PACKAGES },
    },
  },
});
