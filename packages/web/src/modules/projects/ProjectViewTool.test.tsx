import type { CurrentUser, FixedBidNumbers, ProjectDetail } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { ProjectViewTool } from './ProjectViewTool';
import { API, openTool, PERMISSIONS, PROJECT, page, TEAM } from './projectsTestData';

const DETAIL: ProjectDetail = { ...PROJECT, permissions: PERMISSIONS };

const SALES_EXECUTIVE: CurrentUser = {
  ...CEO,
  id: 40,
  roles: ['project:sales-executive', 'org:employee'],
  primary_role: 'project:sales-executive',
  role_objects: [
    { id: 'project:sales-executive', name: 'Sales Executive' },
    { id: 'org:employee', name: 'Employee' },
  ],
};

const routes = (detail: ProjectDetail = DETAIL) => ({
  [`GET ${API}/projects/4/`]: () => ({ body: detail }),
  [`GET ${API}/projects/4/team/`]: () => page([]),
  [`GET ${API}/projects/4/team-manager/`]: () => ({ body: TEAM }),
  [`GET ${API}/projects/4/milestones/`]: () => ({
    body: { project: detail, permissions: detail.permissions, results: [] },
  }),
  [`GET ${API}/billing-roles/`]: () => ({ body: { results: [], can_manage: false } }),
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('Project page', () => {
  it('heads the project with a breadcrumb back to the project list and its tabs, on the overview', async () => {
    const { router } = openTool(ProjectViewTool, 'Overview', { id: 4 }, routes());
    expect(await screen.findByRole('heading', { name: 'Stark Mobile Banking' })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Team', 'Numbers', 'Milestone', 'Finances']);
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(await screen.findByText('Stark Industries')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-list'));
  });

  it('shows the team a page at a time, each page read from the server', async () => {
    const asked: string[] = [];
    const member = (n: number) => ({
      id: n,
      resource_group_id: null,
      employee_id: n,
      contractor_id: null,
      name: `Person ${n}`,
      code: `E${n}`,
      designation: null,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      allocation_percent: 100,
      status: 'billable',
    });
    openTool(
      ProjectViewTool,
      'Overview',
      { id: 4 },
      {
        ...routes(),
        [`GET ${API}/projects/4/team/`]: ({ query }: FakeRequest) => {
          const offset = Number(query.get('offset'));
          asked.push(`${query.get('limit')} from ${offset}`);
          return page(
            Array.from({ length: Math.min(20, 45 - offset) }, (_, index) => member(offset + index + 1)),
            45,
          );
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Project team' });
    expect(await within(table).findByText('Person 1')).toBeTruthy();
    expect(screen.getByText('45 allocations')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(await within(table).findByText('Person 41')).toBeTruthy();
    expect(within(table).queryByText('Person 1')).toBeNull();
    expect(asked).toEqual(['20 from 0', '20 from 40']);
  });

  it('keeps the chosen tab in the options', async () => {
    const { optionsSeen } = openTool(ProjectViewTool, 'Overview', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('tab', { name: 'Milestone' }));
    expect(await screen.findByText('No milestones yet.')).toBeTruthy();
    expect(optionsSeen.at(-1)).toEqual({ id: 4, tab: 'milestones' });
  });

  it("opens on the tab in its options, and the overview's buttons open their tabs", async () => {
    const { optionsSeen } = openTool(ProjectViewTool, 'Overview', { id: 4, tab: 'team' }, routes());
    expect(await screen.findByRole('table', { name: 'Mobile engineers members' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Team', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Milestone' }));
    expect(await screen.findByRole('tab', { name: 'Milestone', selected: true })).toBeTruthy();
    expect(optionsSeen.at(-1)).toEqual({ id: 4, tab: 'milestones' });
  });

  it("shows a fixed-bid project's fixed-bid numbers while they are calculated", async () => {
    const fixed = { ...DETAIL, billing_type: 'fixed-bid' as const };
    const numbers: FixedBidNumbers = {
      project: fixed,
      permissions: PERMISSIONS,
      is_fixed_bid: true,
      calculation: {
        state: 'running',
        stale: false,
        requested_at: '2026-11-25T09:00:00Z',
        calculated_at: null,
      },
      figures: null,
    };
    openTool(
      ProjectViewTool,
      'Overview',
      { id: 4, tab: 'numbers' },
      {
        ...routes(fixed),
        [`GET ${API}/projects/4/fixed-bid-numbers/`]: () => ({ body: numbers }),
        [`GET ${API}/projects/4/change-requests/`]: () => ({
          body: { project: fixed, permissions: PERMISSIONS, results: [] },
        }),
      },
    );
    expect(await screen.findByText('Calculation in progress')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Numbers', selected: true })).toBeTruthy();
  });

  it('leaves out the tabs the user may not see, and opens on the overview in their place', async () => {
    openTool(
      ProjectViewTool,
      'Overview',
      { id: 4, tab: 'numbers' },
      {
        ...routes({ ...DETAIL, permissions: { ...PERMISSIONS, can_read_team: false } }),
        [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: SALES_EXECUTIVE }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Stark Mobile Banking' })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Milestone']);
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
  });

  it('asks for a project from the project list without one', async () => {
    openTool(ProjectViewTool, 'Overview', {}, routes());
    expect(await screen.findByText('Open a project from the project list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the project list' })).toBeTruthy();
  });
});
