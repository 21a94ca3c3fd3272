import type { HierarchyNode } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../platform/sessionToken';
import { BASE_ROUTES, type FakeRequest, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { OrgHierarchyTool } from './OrgHierarchyTool';

const person = (id: number, first_name: string, reportee_count: number): HierarchyNode => ({
  id,
  first_name,
  last_name: 'Tree',
  photo: null,
  code: `E${id}`,
  designation: 'Engineer',
  status: 'active',
  reportee_count,
});
const LEVELS: Record<string, HierarchyNode[]> = {
  top: [person(1, 'Chief', 1)],
  '1': [person(2, 'Lead', 1)],
  '2': [person(3, 'Dev', 0)],
};
const BASE = `/api/${ORG.id}/org/employees/`;

function openTool() {
  const { calls } = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${BASE}team/`]: ({ query }: FakeRequest) => {
      const everyone = [
        { ...person(2, 'Lead', 1), depth: 1, reporting_manager_id: 21 },
        { ...person(3, 'Dev', 0), depth: 2, reporting_manager_id: 2 },
      ];
      const rows = query.get('direct') === 'true' ? everyone.slice(0, 1) : everyone;
      return { body: { count: rows.length, results: rows.map(({ reportee_count: _, ...row }) => row) } };
    },
    [`GET ${BASE}hierarchy/`]: ({ query }: FakeRequest) => ({
      body: { results: LEVELS[query.get('manager') ?? 'top'] ?? [] },
    }),
    [`GET ${BASE}hierarchy/path/`]: () => ({ body: { manager_ids: [1, 2] } }),
    [`GET ${BASE}`]: () => ({
      body: {
        count: 1,
        results: [
          {
            id: 3,
            user_id: 30,
            code: 'E3',
            first_name: 'Dev',
            last_name: 'Tree',
            email: 'dev@tree.test',
            photo: null,
            status: 'active',
            employment_type: 'full-time',
            date_of_joining: null,
            designation: null,
            department: null,
            sub_department: null,
          },
        ],
      },
    }),
  });
  renderInApp(
    <OrgHierarchyTool toolKey="org-hierarchy" path={null} options={{}} onOptionsChange={() => undefined} />,
  );
  return calls;
}

describe('Organisation Hierarchy tool', () => {
  it('starts at the top and opens a level when expanded', async () => {
    openTool();
    expect(await screen.findByRole('link', { name: 'Chief Tree' })).toBeTruthy();
    expect(screen.getByText('Engineer · E1 · 1 reporting')).toBeTruthy();
    fireEvent.click(screen.getByRole('img', { name: 'caret-down' }).closest('span') as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Lead Tree' })).toBeTruthy();
  });

  it('finds a person and opens the tree down to them', async () => {
    openTool();
    await screen.findByRole('link', { name: 'Chief Tree' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Find a person in the hierarchy' }), {
      target: { value: 'dev' },
    });
    fireEvent.click(await screen.findByText('Dev Tree (E3)'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dev Tree' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Dev Tree' }).getAttribute('href')).toContain(
      'for_workspace=employee-profile',
    );
  });

  it('shows a reporting manager their whole team, or only direct reports', async () => {
    storeAccessToken('token');
    const calls = openTool();
    fireEvent.click(await screen.findByText('My team'));
    const table = await screen.findByRole('table', { name: 'My team' });
    expect(await within(table).findByRole('link', { name: 'Dev Tree' })).toBeTruthy();
    expect(within(table).getByText('Through 1 level')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/team/'))?.query.get('manager')).toBe('21');
    fireEvent.click(screen.getByText('Direct reports'));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Dev Tree' })).toBeNull());
    expect(within(table).getByText('Directly')).toBeTruthy();
  });
});
