import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdUnused } from './scripts/antd-unused.mjs';
import { routeBudget } from './scripts/route-budget.mjs';
import { zodJsonSchema } from './scripts/zod-json-schema.mjs';

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

/** What opening any tool by its own URL in a new tab may load (issue 15): the shell, the tool page and the tool. */
const TOOL_COLD_OPEN_KB = 400;

/**
 * Tools not yet under that budget, with the most each may load until it is: a tool named here may not grow, and
 * a new tool meets the budget. Every tool starts from about 201 KB that every page loads (React and its router,
 * Ant Design's core with its message and notification holders, zod, TanStack Query) and about 128 KB of
 * signed-in shell, most of it components the tools use too (select, menu, typography, card); what puts these
 * over is what each one shows at once: a table (about 33 KB with its pagination), a form (about 22 KB), a date
 * picker (about 30 KB), tabs (about 11 KB), and on the dashboard, ECharts (about 165 KB, loaded with the first
 * chart drawn). What a screen shows only after a click (its dialogs, drawers and other tabs) loads when first
 * opened. Lower a ceiling, or drop it, when a tool gets lighter.
 */
const TOOL_CEILINGS_KB: Readonly<Record<string, number>> = {
  'projects/ExpenseRecorderTool': 405,
  'timesheets/TimesheetTool': 417,
  'leave/LeavesDrilldownTool': 417,
  'timesheets/BulkTimesheetsTool': 418,
  'projects/ProjectFormTool': 419,
  'people/EmployeeFormTool': 428,
  'imports/GenericImporterTool': 429,
  'leave/LeaveRequestFormTool': 431,
  'leave/LmsSettingsTool': 434,
  'projects/FinancialFormTool': 435,
  'projects/ProjectSettingsTool': 455,
};

for (const tool of Object.keys(TOOL_CEILINGS_KB)) {
  if (!TOOL_SCREENS.includes(tool))
    throw new Error(`vite.config: a ceiling names ${tool}, which is no tool screen`);
}

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
        ceilingKb: TOOL_CEILINGS_KB[tool],
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
