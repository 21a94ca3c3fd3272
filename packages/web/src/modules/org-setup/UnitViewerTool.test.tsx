import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENGINEERING, HEAD, openTool, PLATFORM, page, SETUP } from './orgSetupTestData';

const MEMBER = {
  id: 41,
  code: 'AC-041',
  first_name: 'Hana',
  last_name: 'Head',
  email: 'head@acme.example',
  status: 'active',
  designation: 'Engineering Manager',
  sub_department: 'Platform',
};
const SALES = { ...ENGINEERING, id: 6, name: 'Sales', head_count: 3, sub_department_count: 0 };

describe('Department Viewer', () => {
  it('shows the head’s own departments with head counts and their people', async () => {
    const { callsTo } = openTool(
      'department-viewer',
      'Department Viewer',
      {
        [`GET ${SETUP}/departments/`]: () => page([ENGINEERING, SALES]),
        [`GET ${SETUP}/departments/:id/members/`]: ({ path }) =>
          path.includes('/5/') ? page([MEMBER], 12) : page([]),
      },
      HEAD,
    );
    const tool = await screen.findByRole('region', { name: 'Department Viewer' });
    expect(await within(tool).findByText('Function Head Count')).toBeTruthy();
    expect(within(tool).getByText('15')).toBeTruthy();
    expect(callsTo('GET', '/org/setup/departments/').at(-1)?.query.get('head')).toBe(String(HEAD.id));
    const people = await within(tool).findByRole('table', { name: 'People of Engineering' });
    const row = (await within(people).findByText('AC-041')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Engineering Manager')).toBeTruthy();
    expect(within(row).getByText('Platform')).toBeTruthy();
    expect(within(tool).getByText('Function: Engineering')).toBeTruthy();

    fireEvent.change(within(tool).getByRole('searchbox', { name: 'Search people' }), {
      target: { value: 'hana' },
    });
    await waitFor(() =>
      expect(callsTo('GET', '/org/setup/departments/5/members/').at(-1)?.query.get('search')).toBe('hana'),
    );
    fireEvent.click(within(tool).getByRole('button', { name: 'Sales' }));
    expect(await within(tool).findByText('No one in Sales matches.')).toBeTruthy();
    expect(callsTo('GET', '/org/setup/departments/6/members/')).toHaveLength(1);
  });

  it('says so when the user heads no department', async () => {
    openTool(
      'department-viewer',
      'Department Viewer',
      { [`GET ${SETUP}/departments/`]: () => page([]) },
      HEAD,
    );
    expect(await screen.findByText('You do not head any function.')).toBeTruthy();
  });

  it('shows every unit to the CEO', async () => {
    const { callsTo } = openTool('department-viewer', 'Department Viewer', {
      [`GET ${SETUP}/departments/`]: () => page([ENGINEERING]),
      [`GET ${SETUP}/departments/:id/members/`]: () => page([MEMBER]),
    });
    expect(await screen.findByRole('table', { name: 'People of Engineering' })).toBeTruthy();
    expect(callsTo('GET', '/org/setup/departments/').at(-1)?.query.has('head')).toBe(false);
  });
});

describe('Sub Department Viewer', () => {
  it('shows the sub-departments the user heads under the organisation’s name for them', async () => {
    const subHead = { ...HEAD, departments: [], sub_department_ids: [8] };
    const { callsTo } = openTool(
      'sub-department-viewer',
      'Sub Department Viewer',
      {
        [`GET ${SETUP}/sub-departments/`]: () => page([PLATFORM]),
        [`GET ${SETUP}/sub-departments/:id/members/`]: () => page([MEMBER], 4),
      },
      subHead,
    );
    const tool = await screen.findByRole('region', { name: 'Sub Department Viewer' });
    expect(await within(tool).findByText('Sub Function Head Count')).toBeTruthy();
    expect(await within(tool).findByText('Sub Function: Platform')).toBeTruthy();
    const people = await within(tool).findByRole('table', { name: 'People of Platform' });
    expect(await within(people).findByText('AC-041')).toBeTruthy();
    expect(within(people).queryByRole('columnheader', { name: 'Sub Function' })).toBeNull();
    expect(callsTo('GET', '/org/setup/sub-departments/8/members/')).toHaveLength(1);
  });
});
