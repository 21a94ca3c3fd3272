import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { OIDC_CLIENT, oidcIssuer } from './support/oidc';

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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys of many steps on a 2-core machine that also runs the server: 30 s is too tight.
  timeout: 60_000,
  // The first page of each test loads the signed-in shell cold, beside the server, on the same 2 cores.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
      command: 'npm start',
      cwd: '../..',
      url: `http://localhost:${PORT}/healthz`,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.ATRIUM_E2E_DATA_DIR,
        OPERATOR_TOKEN: process.env.ATRIUM_E2E_OPERATOR_TOKEN,
        LOG_LEVEL: 'warn',
        GOOGLE_ISSUER: oidcIssuer(PORT),
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
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
