import type { PoolMember, RankedCandidate, ResourceRequest, RoleId } from '@atrium/contracts';
import { storeAccessToken } from '../../platform/sessionToken';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';

export const API = `/api/${ORG.id}/resources`;
export const REQUEST: ResourceRequest = {
  id: 7,
  code: 'RR-0007',
  project: { id: 3, code: 'PR-0003', name: 'Payments' },
  resource_group: { id: 11, name: 'Engineers' },
  designation: { id: 2, name: 'Senior Engineer' },
  skills: [
    { skill_id: 5, name: 'React', level: 'I' },
    { skill_id: 6, name: 'Go', level: 'E' },
  ],
  min_experience: 3,
  max_experience: 6,
  location: { id: 4, name: 'Pune' },
  allocation_percent: 50,
  is_billable: true,
  start_date: '2026-12-01',
  end_date: '2027-03-31',
  count: 2,
  filled_count: 0,
  priority: 'high',
  notes: 'For the payments rewrite.',
  status: 'pending',
  raised_by: { id: 40, name: 'Karan Malhotra' },
  project_owner_id: 40,
  delivery_lead_id: 41,
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
};

export const CANDIDATE: RankedCandidate = {
  employee_id: 21,
  name: 'Asha Rao',
  code: 'E021',
  designation: 'Engineer',
  location: 'Pune',
  experience: 4,
  cost_band: 'G3',
  score: 92.5,
  skill_match: 100,
  availability: 100,
  booked_percent: 0,
  leave_days: 0,
  bench_days: 12,
  location_match: true,
  experience_match: true,
  matched_skills: ['React', 'Go'],
  missing_skills: [],
};

export const MEMBER: PoolMember = {
  employee_id: 21,
  name: 'Asha Rao',
  code: 'E021',
  designation: 'Engineer',
  department: 'Delivery',
  location: 'Pune',
  allocated_percent: 0,
  state: 'bench',
  bench_days: 12,
  last_project: { id: 3, code: 'PR-0003', name: 'Payments' },
  release_date: null,
  skills: ['Go', 'React', 'SQL', 'Docker'],
  reason: 'project-ended',
  soft_bookings: ['RR-0004'],
};

export const FORM_OPTIONS = {
  projects: [
    {
      id: 3,
      code: 'PR-0003',
      name: 'Payments',
      resource_groups: [
        {
          id: 11,
          name: 'Engineers',
          allocation_percent: 50,
          start_date: '2026-12-01',
          end_date: '2027-03-31',
        },
      ],
    },
  ],
  designations: [{ id: 2, name: 'Senior Engineer' }],
  skills: [
    { id: 6, name: 'Go' },
    { id: 5, name: 'React' },
  ],
  locations: [{ id: 4, name: 'Pune' }],
  departments: [{ id: 8, name: 'Engineering' }],
};

export const page = <T>(results: T[]) => ({ body: { count: results.length, results } });

/** The fake API as `roles` (the CEO's unless told) with the module's catalogue, and `routes` on top. */
export function installResourcesApi(routes: FakeRoutes, roles?: RoleId[], userId = CEO.id) {
  storeAccessToken('resources-test-token');
  const api = installFakeApi({
    ...BASE_ROUTES,
    ...(roles
      ? {
          [`GET /api/${ORG.id}/org/employee/me/`]: () => ({
            body: { ...CEO, id: userId, roles, primary_role: roles[0] },
          }),
        }
      : {}),
    [`GET ${API}/form-options/`]: () => ({ body: FORM_OPTIONS }),
    [`GET ${API}/resource-requests/projects/`]: () => ({
      body: { results: [{ id: 3, code: 'PR-0003', name: 'Payments' }] },
    }),
    [`GET ${API}/resource-requests/${REQUEST.id}/history/`]: () => ({
      body: {
        results: [
          {
            id: 1,
            action: 'raise',
            from_status: null,
            to_status: 'pending',
            comment: null,
            employee: null,
            by: { id: 40, name: 'Karan Malhotra' },
            at: '2026-11-20T09:00:00.000Z',
          },
          {
            id: 2,
            action: 'propose',
            from_status: null,
            to_status: null,
            comment: 'Joined on 01-Dec-2026',
            employee: { id: 9, name: 'Kiran Joiner' },
            by: { id: 41, name: 'Pooja Desai' },
            at: '2026-12-01T09:00:00.000Z',
          },
        ],
      },
    }),
    ...routes,
  });
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `${API}${path}`);
  return { ...api, callsTo };
}
