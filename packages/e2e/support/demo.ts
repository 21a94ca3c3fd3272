import type { Page } from '@playwright/test';

/** Demo sign-ins seeded by `npm start` on an empty data directory (packages/server/src/seed). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Atrium@2026';
export const CEO = { email: 'ceo@acme.example', firstName: 'Aarav', lastName: 'Mehta' };
export const EMPLOYEE = { email: 'employee@acme.example' };
export const MANAGER = { email: 'manager@acme.example' };
/** Organisation admin and setup manager: the Generic Importer and the Employees export. */
export const ADMIN = { email: 'admin@acme.example', firstName: 'Nisha', lastName: 'Rao' };
/** Employee manager, and head of the Human Resources department. */
export const HR = { email: 'hr@acme.example' };
/** Head of the Engineering department and of its Platform sub-department; no role of their own. */
export const SUB_DEPARTMENT_HEAD = { email: 'sub-department-head@acme.example' };
/** A project resource with no management role. */
export const RESOURCE = { email: 'resource@acme.example' };
/** One of the generated employees: the password-reset journey changes this password, and only this one. */
export const PASSWORD_RESETTER = { email: 'aditya.saxena0@acme.example' };
/** One of the generated employees, new to the app until the first-visit tour journey closes its tour. */
export const TOUR_TAKER = { email: 'chetan.sethi2@acme.example' };
/** Closes months of timesheets (bulk timesheets). */
export const TIMESHEET_MANAGER = { email: 'timesheet-manager@acme.example' };
/** Ravi Shankar, contracted through Northwind Staffing and on the Globex Customer Portal team. */
export const CONTRACTOR = { email: 'contractor@acme.example', name: 'Ravi Shankar' };
/** Karan Malhotra, who raises hiring requests (tas:hiring-manager). */
export const HIRING_MANAGER = { email: 'hiring-manager@acme.example', name: 'Karan Malhotra' };
/** Divya Menon, who approves hiring requests and assigns recruiters (tas:recruitment-manager). */
export const RECRUITMENT_MANAGER = { email: 'recruitment-manager@acme.example', name: 'Divya Menon' };
/** Pooja Desai, a recruiter (tas:recruiter) who keeps the candidate pool. */
export const RECRUITER = { email: 'recruiter@acme.example', name: 'Pooja Desai' };
/** The sales head (`project:sales-head`): keeps clients and contacts. */
export const SALES_HEAD = { email: 'sales-head@acme.example' };
export const RMG_MANAGER = { email: 'rmg@acme.example', name: 'Suresh Reddy' };
export const AUDIT_MANAGER = { email: 'audit@acme.example', firstName: 'Gauri', lastName: 'Kulkarni' };

/**
 * The organisation served at the host of the page's base URL: the demo's Acme at localhost, or a journey's own
 * organisation (own-organisation.ts).
 */
export async function organizationId(page: Page): Promise<number> {
  const { hostname } = new URL((await page.request.get('/healthz')).url());
  const response = await page.request.get(`/api/public/org/list/${hostname}/`);
  const { id } = (await response.json()) as { id: number };
  return id;
}

/** Signs in through the API and hands the token to the page, as the sign-in form would have. */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const orgId = await organizationId(page);
  const response = await page.request.post(`/api/${orgId}/org/account/login/`, { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()}`);
  const { access } = (await response.json()) as { access: string };
  await page.addInitScript((token) => window.localStorage.setItem('atrium.access', token), access);
}

/** Marks the browser as a returning user's, so the first-visit tour does not cover the page. */
export async function asReturningUser(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('atrium.user-type', 'OLD-USER'));
}
