import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { OIDC_CLIENT, oidcIssuer } from './support/oidc';
import { teamsFakeEnv } from './support/teams';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// One fresh data directory per run, chosen by the runner; workers inherit it through the environment.
if (!process.env.ATRIUM_E2E_DATA_DIR) {
  const dataDir = join(tmpdir(), `atrium-e2e-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.ATRIUM_E2E_DATA_DIR = dataDir;
}
// The operator API's token for this run: journeys provision their own organisations with it (own-organisation.ts).
process.env.ATRIUM_E2E_OPERATOR_TOKEN ??= randomBytes(24).toString('hex');
/**
 * E2E_DATABASE_URL (an empty PostgreSQL database) serves the journeys from a PostgreSQL server instead of the
 * embedded engine: the demo is seeded into it first, and the data key is the run's own.
 */
const databaseUrl = process.env.E2E_DATABASE_URL;
process.env.ATRIUM_E2E_DATA_KEY ??= randomBytes(32).toString('base64');
const onServer: Record<string, string> = databaseUrl
  ? { DATABASE_URL: databaseUrl, DATA_KEY: process.env.ATRIUM_E2E_DATA_KEY }
  : {};

/**
 * Journeys that read the demo's Acme share it, so they run one after another; a journey in its own organisation
 * (support/own-organisation.ts) changes nothing another sees, so those run beside them.
 */
const SPECS = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.spec.ts') && !file.startsWith('node_modules'),
);
const OWN_ORGANISATION_SPECS = SPECS.filter((file) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').includes("from '../support/own-organisation'"),
);
const SHARED_SPECS = SPECS.filter((file) => !OWN_ORGANISATION_SPECS.includes(file));

export default defineConfig({
  testDir: '.',
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'acme', testMatch: SHARED_SPECS, workers: 1 },
    { name: 'own organisations', testMatch: OWN_ORGANISATION_SPECS },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys of many steps, two at a time, on a 2-core machine that also runs the server: 30 s is too tight.
  timeout: 90_000,
  // The first page of each test loads the signed-in shell cold, beside the server and another journey, on the
  // same 2 cores; the database answers one transaction at a time, a journey's organisation being copied among them.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed journey's trace keeps each step's page to inspect; a film of the screen, recorded for every journey
    // passed or not, would cost the browser as much as the journey itself. CI keeps only what it prints (each
    // failure's message and its page's outline), so it records none.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // The app plays no motion for those who ask for less, so no step waits for a dialog to finish sliding open.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: databaseUrl ? 'npm run seed:demo && npm start' : 'npm start',
      cwd: '../..',
      url: `http://localhost:${PORT}/healthz`,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.ATRIUM_E2E_DATA_DIR,
        OPERATOR_TOKEN: process.env.ATRIUM_E2E_OPERATOR_TOKEN,
        LOG_LEVEL: 'warn',
        ...onServer,
        GOOGLE_ISSUER: oidcIssuer(PORT),
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        // Microsoft's stand-in, which the Teams journey starts itself.
        ...teamsFakeEnv(PORT),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stderr: 'pipe',
    },
    {
      // Google's stand-in for the "Continue with Google" journey.
      command: 'npx tsx support/oidc-provider.ts',
      url: `${oidcIssuer(PORT)}/.well-known/openid-configuration`,
      env: { APP_PORT: String(PORT) },
      timeout: 60_000,
      reuseExistingServer: false,
      stderr: 'pipe',
    },
  ],
});
