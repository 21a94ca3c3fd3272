import type { ProjectMember, ResourceGroup } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, openTool, PERMISSIONS, page, TEAM } from './projectsTestData';
import { TeamManagerTool } from './TeamManagerTool';

const routes = (team = TEAM) => ({
  [`GET ${API}/projects/`]: () => page([TEAM.project], 1, { can_create: false }),
  [`GET ${API}/projects/4/team-manager/`]: () => ({ body: team }),
  [`GET ${API}/billing-roles/`]: () => ({ body: { results: [], can_manage: false } }),
});

describe('Team Manager', () => {
  it('asks for a project when opened without one', async () => {
    openTool(TeamManagerTool, 'Team Manager', {}, routes());
    expect(await screen.findByText('Choose a project to manage its team.')).toBeTruthy();
  });

  it('shows each group with its people, counts, and the discrepancies beside the group and the person', async () => {
    openTool(TeamManagerTool, 'Team Manager', { id: 4 }, routes());
    expect(await screen.findByText('2 discrepancies to resolve')).toBeTruthy();
    expect(screen.getByText(/Software Engineer · 1 of 2 people · 50%/)).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Mobile engineers members' });
    const row = within(members).getByText('Ananya Sharma').closest('tr') as HTMLElement;
    expect(within(row).getByText('billable')).toBeTruthy();
    fireEvent.mouseEnter(within(row).getByRole('button', { name: '1 discrepancy' }));
    expect(
      await screen.findByText('Resource allocation % must not be above the group requirement'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '1 discrepancy' })).toHaveLength(2);
  });

  it('asks before releasing a person, then sends the release', async () => {
    const { calls } = openTool(
      TeamManagerTool,
      'Team Manager',
      { id: 4 },
      {
        ...routes(),
        [`DELETE ${API}/projects/4/allocations/70/`]: () => ({
          body: { ...TEAM, groups: [{ ...TEAM.groups[0], members: [] }] },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ananya Sharma is taken off Stark Mobile Banking.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/allocations/70/'))).toBe(true),
    );
  });

  it('offers no changes to one who may only read the team', async () => {
    openTool(
      TeamManagerTool,
      'Team Manager',
      { id: 4 },
      routes({ ...TEAM, permissions: { ...PERMISSIONS, can_update_team: false, can_plan_resources: false } }),
    );
    await screen.findByText('Ananya Sharma');
    expect(screen.queryByRole('button', { name: 'Add resource group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    expect(
      screen.getByText(
        // The test organisation's variant is acme.
        'Resource groups are planned by the sales head, its sales executive or the CEO. ' +
          'People are allocated by the CEO or the RMG manager.',
      ),
    ).toBeTruthy();
  });

  it('lets one who staffs the team but does not plan it allocate people, not change the groups, and says who plans', async () => {
    openTool(
      TeamManagerTool,
      'Team Manager',
      { id: 4 },
      routes({ ...TEAM, permissions: { ...PERMISSIONS, can_plan_resources: false } }),
    );
    await screen.findByText('Ananya Sharma');
    expect(screen.getByRole('button', { name: 'Add person' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    for (const name of ['Add resource group', 'Edit group', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(
      screen.getByText('Resource groups are planned by the sales head, its sales executive or the CEO.'),
    ).toBeTruthy();
  });

  it('allocates a contractor, found among those with an ongoing contract, and marks contractors in the team', async () => {
    const [group] = TEAM.groups as [ResourceGroup];
    const contractorMember: ProjectMember = {
      ...(group.members[0] as ProjectMember),
      id: 71,
      employee_id: null,
      contractor_id: 9,
      name: 'Ravi Shankar',
      code: 'C-0001',
      designation: null,
    };
    const withContractor = { ...TEAM, groups: [{ ...group, members: [...group.members, contractorMember] }] };
    let team = TEAM;
    const { calls } = openTool(
      TeamManagerTool,
      'Team Manager',
      { id: 4 },
      {
        ...routes(),
        [`GET ${API}/projects/4/team-manager/`]: () => ({ body: team }),
        [`GET ${API}/projects/4/contractors/`]: () => ({
          body: {
            results: [
              {
                id: 9,
                name: 'Ravi Shankar',
                code: 'C-0001',
                contracts: [{ start_date: '2026-01-01', end_date: '2026-10-31' }],
              },
            ],
          },
        }),
        [`POST ${API}/projects/4/resource-groups/7/allocations/`]: () => {
          team = withContractor;
          return { body: withContractor };
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Add person/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('A contractor'));
    fireEvent.mouseDown(await within(dialog).findByLabelText('Contractor'));
    fireEvent.click(await screen.findByTitle('Ravi Shankar (C-0001)'));
    // The dates become the group's within the contract.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe('31-Oct-2026'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    await waitFor(() => {
      const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/allocations/'));
      expect(post?.body).toMatchObject({ contractor_id: 9 });
      expect(post?.body).not.toHaveProperty('employee_id');
    });
    const members = await screen.findByRole('table', { name: 'Mobile engineers members' });
    const row = (await within(members).findByText('Ravi Shankar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('CONTRACTOR')).toBeTruthy();
  });

  it('keeps a share of 150% as typed in the group form and refuses it under the field, sending nothing', async () => {
    const { calls } = openTool(TeamManagerTool, 'Team Manager', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog');
    const percent = within(dialog).getByLabelText('Allocation %') as HTMLInputElement;
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.blur(percent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await within(dialog).findByText('Allocation % must be between 0 and 100')).toBeTruthy();
    expect(percent.value).toBe('150.00');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('refuses a 1990 start under the start date with the date rule alone, sending nothing', async () => {
    const { calls } = openTool(TeamManagerTool, 'Team Manager', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText('Start date');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '01-Jan-1990' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(
      await within(dialog).findAllByText('Resource start date must not be earlier than the group start date'),
    ).toHaveLength(1);
    expect(within(dialog).queryByText(/negotiated billing rates/)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("places the server's discrepancies under their fields and names the rest once above", async () => {
    openTool(
      TeamManagerTool,
      'Team Manager',
      { id: 4 },
      {
        ...routes(),
        [`PATCH ${API}/projects/4/resource-groups/7/`]: () => ({
          status: 400,
          body: {
            code: 'group_discripancy',
            codes: { discrepancies: ['resource_start_before_group_start', 'billable_outside_billing_dates'] },
            detail:
              'Resource start date must not be earlier than the group start date; A resource may not be billable or buffer outside the billing dates',
          },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(
      await within(dialog).findByText(
        'Please resolve discripancies from this group: A resource may not be billable or buffer outside the billing dates',
      ),
    ).toBeTruthy();
    expect(
      await within(dialog).findAllByText('Resource start date must not be earlier than the group start date'),
    ).toHaveLength(1);
  });

  it('warns before allocating one more person than the group plans, and refuses a share above its own', async () => {
    const [group] = TEAM.groups as [ResourceGroup];
    openTool(
      TeamManagerTool,
      'Team Manager',
      { id: 4 },
      routes({ ...TEAM, groups: [{ ...group, required_count: 1 }] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Mobile engineers plans 1 person and has 1: this allocation makes 2. Resource count must equal the required count.',
      ),
    ).toBeTruthy();
    const percent = within(dialog).getByLabelText('Allocation %') as HTMLInputElement;
    fireEvent.change(percent, { target: { value: '60' } });
    fireEvent.blur(percent);
    expect(
      await within(dialog).findByText('Resource allocation % must not be above the group requirement'),
    ).toBeTruthy();
  });

  it('warns of no plan gone over while the group has room', async () => {
    openTool(TeamManagerTool, 'Team Manager', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/plans 2 people/)).toBeNull();
  });
});
