import type { Project, ProjectDetail, TeamManager, ToolOptions } from '@atrium/contracts';
import type { ComponentType } from 'react';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';

export const API = `/api/${ORG.id}/projects`;
export const PROJECT: Project = {
  id: 4,
  code: 'PR-0004',
  name: 'Stark Mobile Banking',
  status: 'active',
  billing_type: 'time-and-material',
  currency: 'INR',
  client: { id: 2, name: 'Stark Industries' },
  project_owner: { id: 11, name: 'Arjun Nair' },
  delivery_lead: { id: 12, name: 'Vikram Singh' },
  sales_executive: null,
  assigned_sales_executive: null,
  business_unit: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  billing_start_date: '2026-02-01',
  billing_end_date: '2026-12-31',
  description: null,
  team_size: 1,
  created: '2026-01-01T09:00:00Z',
};

export const PERMISSIONS: ProjectDetail['permissions'] = {
  can_update: true,
  can_read_settings: true,
  can_read_team: true,
  can_update_team: true,
  can_plan_resources: true,
};

export const TEAM: TeamManager = {
  project: PROJECT,
  permissions: PERMISSIONS,
  groups: [
    {
      id: 7,
      name: 'Mobile engineers',
      billing_role: { id: 1, name: 'Software Engineer' },
      milestone: null,
      required_count: 2,
      allocation_percent: 50,
      start_date: '2026-02-01',
      end_date: '2026-12-31',
      members: [
        {
          id: 70,
          resource_group_id: 7,
          employee_id: 31,
          contractor_id: null,
          name: 'Ananya Sharma',
          code: 'ACME0003',
          designation: 'Software Engineer',
          start_date: '2026-02-01',
          end_date: '2026-12-31',
          allocation_percent: 100,
          status: 'billable',
        },
      ],
    },
  ],
  ungrouped: [],
  discrepancies: [
    {
      rule: 'resource_count_mismatch',
      message: 'Resource count must equal the required count',
      resource_group_id: 7,
      allocation_id: null,
      milestone_id: null,
    },
    {
      rule: 'resource_percent_above_group',
      message: 'Resource allocation % must not be above the group requirement',
      resource_group_id: 7,
      allocation_id: 70,
      milestone_id: null,
    },
  ],
};

export const page = <T>(results: T[], count = results.length, extra: object = {}) => ({
  body: { count, results, ...extra },
});

/** One of this module's tools in its frame, the API answered by `routes` on top of the base ones. */
export function openTool(
  Tool: ComponentType<ToolProps>,
  title: string,
  options: ToolOptions,
  routes: FakeRoutes,
  path?: string,
) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, ...routes });
  const lastQuery = (path: string) =>
    Object.fromEntries(
      api.calls.filter((c) => c.method === 'GET' && c.path === `${API}${path}`).at(-1)?.query ?? [],
    );
  return { ...api, lastQuery, ...renderTool(Tool, title, options, path) };
}
