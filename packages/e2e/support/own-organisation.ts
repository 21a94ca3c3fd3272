import { randomBytes } from 'node:crypto';
import dns from 'node:dns';
import { test as base } from './accessibility';

// Chromium sends every `*.localhost` to this machine (RFC 6761), Node's resolver does not: `page.request` and
// the other API calls of a journey on its own host resolve through here, the Host header staying the journey's.
const lookup = dns.promises.lookup;
dns.promises.lookup = ((hostname: string, options: dns.LookupOptions) =>
  lookup(hostname.endsWith('.localhost') ? 'localhost' : hostname, options)) as typeof lookup;

/** The port the app listens on in this run (playwright.config.ts starts it there). */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The token of the operator API, chosen by playwright.config.ts for the run and given to the server. */
export function operatorToken(): string {
  const token = process.env.ATRIUM_E2E_OPERATOR_TOKEN;
  if (!token) throw new Error('ATRIUM_E2E_OPERATOR_TOKEN is set by playwright.config.ts');
  return token;
}

/** A journey's own organisation: a copy of the demo's Acme, served at a host of its own. */
export interface OwnOrganisation {
  id: number;
  host: string;
  baseURL: string;
}

let provisioned = 0;

/**
 * Journeys that change data take `test` from here instead of accessibility.ts: each test gets a fresh copy of
 * the demo organisation (its people, leave, projects and timesheets, the same emails and password) at
 * `j<n>-<random>.localhost`, and its pages, `page.request` and `signInThroughApi` go there (Chromium sends
 * every `*.localhost` to this machine). What one journey changes no other journey sees.
 */
export const test = base.extend<{ organisation: OwnOrganisation }>({
  // A timeout of its own: provisioning on a busy machine does not eat the journey's minute.
  organisation: [
    async ({ playwright }, use, testInfo) => {
      provisioned += 1;
      const slug = `j${provisioned}-${randomBytes(3).toString('hex')}`;
      const host = `${slug}.localhost`;
      const api = await playwright.request.newContext({ baseURL: `http://localhost:${APP_PORT}` });
      const started = performance.now();
      const response = await api.post('/api/operator/organizations/', {
        headers: { authorization: `Bearer ${operatorToken()}` },
        data: {
          name: 'Acme Corporation',
          slug,
          hosts: [host],
          admin_email: `operator@${host}`,
          sample: 'demo',
        },
      });
      const ms = Math.round(performance.now() - started);
      const body = await response.text();
      await api.dispose();
      if (response.status() !== 201)
        throw new Error(`provisioning ${host} failed: ${response.status()} ${body}`);
      testInfo.annotations.push({ type: 'organisation', description: `${host} provisioned in ${ms} ms` });
      const { id } = JSON.parse(body) as { id: number };
      await use({ id, host, baseURL: `http://${host}:${APP_PORT}` });
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ organisation }, use) => use(organisation.baseURL),
});

export { expect, type Page } from '@playwright/test';
