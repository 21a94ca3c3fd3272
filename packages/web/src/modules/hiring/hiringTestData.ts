import type { Candidate, HiringRequest, RoleId } from '@atrium/contracts';
import { storeAccessToken } from '../../platform/sessionToken';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { GEO_ROUTES } from '../../test/geoFakes';

export const API = `/api/${ORG.id}/hiring`;
export const REQUEST: HiringRequest = {
  id: 7,
  code: 'HR-0007',
  designation: { id: 2, name: 'Senior Software Engineer' },
  department: { id: 3, name: 'Engineering' },
  positions: 3,
  min_experience: 4,
  max_experience: 8,
  min_ctc: null,
  max_ctc: null,
  salary_hidden: true,
  skills: ['TypeScript', 'React'],
  specializations: ['Frontend'],
  locations: ['Pune'],
  target_date: '2026-12-31',
  resource_request: 'RR-0004',
  description: 'Two for the portal team.',
  status: 'pending',
  is_published: false,
  raised_by: { id: 40, name: 'Karan Malhotra' },
  recruiter: null,
  approved_at: null,
  closed_at: null,
  days_open: null,
  status_reason: null,
  created: '2026-11-01T09:00:00.000Z',
  updated: '2026-11-01T09:00:00.000Z',
};

export const CANDIDATE: Candidate = {
  id: 12,
  first_name: 'Priya',
  last_name: 'Sharma',
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  phone: '9876500001',
  pan: 'XXXX234F',
  skills: ['React', 'TypeScript'],
  experience: 5,
  current_company: 'Infosys',
  current_designation: 'Senior Engineer',
  current_location: 'Pune',
  notice_period_days: 60,
  source: 'naukri',
  notes: null,
  resume: null,
  is_blacklisted: false,
  blacklist_reason: null,
  blacklisted_at: null,
  created_by: { id: 41, name: 'Pooja Desai' },
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
};

export const page = <T>(results: T[]) => ({ body: { count: results.length, count_exact: true, results } });

/** The fake API as `roles` (the CEO's unless told) with the module's catalogue, and `routes` on top. */
export function installHiringApi(routes: FakeRoutes, roles?: RoleId[], userId = CEO.id) {
  storeAccessToken('hiring-test-token');
  const api = installFakeApi({
    ...BASE_ROUTES,
    ...GEO_ROUTES,
    ...(roles
      ? {
          [`GET /api/${ORG.id}/org/employee/me/`]: () => ({
            body: { ...CEO, id: userId, roles, primary_role: roles[0] },
          }),
        }
      : {}),
    [`GET ${API}/form-options/`]: () => ({
      body: {
        designations: [{ id: 2, name: 'Senior Software Engineer' }],
        departments: [{ id: 3, name: 'Engineering' }],
      },
    }),
    ...routes,
  });
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `${API}${path}`);
  return { ...api, callsTo };
}
