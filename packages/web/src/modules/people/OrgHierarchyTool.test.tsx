import type { Department, HierarchyNode, SubDepartment, UnitMember } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../platform/sessionToken';
import { BASE_ROUTES, type FakeRequest, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
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

function openTool(routes: FakeRoutes = {}, organization = ORG) {
  const { calls } = installFakeApi({
    ...BASE_ROUTES,
    ...routes,
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
        count_exact: true,
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
    organization,
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

const PRACTICES = {
  ...ORG,
  organization_setting: { department_display_name: 'practice', sub_department_display_name: 'squad' },
};
const SETUP = `/api/${ORG.id}/org/setup/`;
const head = (name: string, employee_id: number) => ({ user_id: employee_id + 100, employee_id, name });
const ENGINEERING: Department = {
  id: 5,
  name: 'Engineering',
  head: head('Hana Head', 40),
  sub_department_count: 1,
  head_count: 25,
};
const SALES: Department = { id: 6, name: 'Sales', head: null, sub_department_count: 0, head_count: 1 };
const PLATFORM: SubDepartment = {
  id: 9,
  name: 'Platform',
  department: { id: 5, name: 'Engineering' },
  head: head('Sam Squad', 41),
  head_count: 1,
};
const member = (id: number, sub_department: string | null = null): UnitMember => ({
  id,
  code: `E${id}`,
  first_name: 'Member',
  last_name: String(id).padStart(2, '0'),
  email: `m${id}@acme.test`,
  status: 'active',
  designation: 'Engineer',
  sub_department,
});
const ENGINEERS = Array.from({ length: 25 }, (_, index) =>
  member(100 + index, index === 0 ? 'Platform' : null),
);

/** Answers a page of `rows` as the server would, by limit and offset. */
const paged =
  <Row,>(rows: Row[]) =>
  ({ query }: FakeRequest) => {
    const offset = Number(query.get('offset'));
    return { body: { count: rows.length, results: rows.slice(offset, offset + Number(query.get('limit'))) } };
  };

function openDepartments(departments: Department[] = [ENGINEERING, SALES]) {
  const calls = openTool(
    {
      [`GET ${SETUP}departments/`]: paged(departments),
      [`GET ${SETUP}sub-departments/`]: (request) =>
        paged(request.query.get('department') === String(ENGINEERING.id) ? [PLATFORM] : [])(request),
      [`GET ${BASE}hierarchy/departments/:id/members/`]: paged(ENGINEERS),
      [`GET ${BASE}hierarchy/sub-departments/:id/members/`]: paged(ENGINEERS.slice(0, 1)),
    },
    PRACTICES,
  );
  fireEvent.click(screen.getByText('Practices'));
  return calls;
}

const unitHeader = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

describe('Organisation Hierarchy by department', () => {
  it('shows each department under the organisation’s own name, with its head and head count', async () => {
    const calls = openDepartments();
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    const engineering = await unitHeader('Engineering');
    expect(within(engineering).getByText('Head: Hana Head')).toBeTruthy();
    expect(within(engineering).getByText('25 people')).toBeTruthy();
    const sales = await unitHeader('Sales');
    expect(within(sales).getByText('No head')).toBeTruthy();
    expect(within(sales).getByText('1 person')).toBeTruthy();
    const query = calls.find((call) => call.path === `${SETUP}departments/`)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ order_by: 'name', limit: '20', offset: '0' });
  });

  it('opens a department from the keyboard on its sub-departments and its people, 20 at a time', async () => {
    const calls = openDepartments();
    fireEvent.keyDown(await unitHeader('Engineering'), { key: 'Enter' });
    const squad = await unitHeader('Platform');
    expect(within(squad).getByText('Head: Sam Squad')).toBeTruthy();
    const people = await screen.findByRole('list', { name: 'People of Engineering' });
    expect(within(people).getAllByRole('link')).toHaveLength(20);
    expect(within(people).getByRole('link', { name: 'Member 100' }).getAttribute('href')).toContain(
      'for_workspace=employee-profile',
    );
    expect(within(people).getByText('Engineer · Platform · E100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more people of Engineering' }));
    await waitFor(() => expect(within(people).getAllByRole('link')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more people of Engineering' })).toBeNull();
    const offsets = calls
      .filter((call) => call.path === `${BASE}hierarchy/departments/5/members/`)
      .map((call) => call.query.get('offset'));
    expect(offsets).toEqual(['0', '20']);
  });

  it('opens a sub-department on its own people', async () => {
    openDepartments();
    fireEvent.click(await unitHeader('Engineering'));
    fireEvent.click(await unitHeader('Platform'));
    const squad = await screen.findByRole('list', { name: 'People of Platform' });
    expect(within(squad).getByRole('link', { name: 'Member 100' })).toBeTruthy();
    expect(within(squad).getByText('Engineer · E100')).toBeTruthy();
  });

  it('says so when the organisation has no departments, and shows a setup manager where to add them', async () => {
    storeAccessToken('token');
    openDepartments([]);
    expect(await screen.findByText('This organisation has no practices yet.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Set up practices' })).getAttribute('href')).toContain(
      '/org?',
    );
  });
});
