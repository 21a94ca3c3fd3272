import type { CurrentUser } from '@atrium/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const EMPLOYEE: CurrentUser = {
  ...CEO,
  id: 12,
  first_name: 'alan',
  roles: ['org:employee'],
  role_objects: [{ id: 'org:employee', name: 'Employee' }],
  is_reporting_manager: false,
  is_org_admin: false,
};
const SALARY_MANAGER: CurrentUser = { ...EMPLOYEE, roles: ['sal:salary-manager', 'org:employee'] };

function signedInAs(user: CurrentUser, path: string) {
  window.localStorage.setItem('atrium.access', 'token-1');
  installFakeApi({ ...BASE_ROUTES, [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: user }) });
  return renderApp(path);
}

describe('organisation hierarchy shortcut', () => {
  it('takes the CEO to the employee-hierarchy workspace', async () => {
    const { router } = signedInAs(CEO, '/workspace/default');
    fireEvent.click(await screen.findByRole('button', { name: 'Organisation hierarchy' }));
    expect(router.state.location.pathname).toBe('/workspace/employee-hierarchy');
  });

  it('is not offered to an employee who manages nobody', async () => {
    signedInAs(EMPLOYEE, '/workspace/default');
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByRole('button', { name: 'Organisation hierarchy' })).toBeNull();
  });
});

describe('salary mask toggle', () => {
  it('shows in the salary workspace, masked by default, and remembers the choice for the session', async () => {
    signedInAs(SALARY_MANAGER, '/workspace/salary-management');
    const toggle = await screen.findByRole('button', { name: 'Show salaries' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect((await screen.findByRole('button', { name: 'Mask salaries' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(window.sessionStorage.getItem('atrium.salary-shown')).toBe('true');
  });

  it.each([
    ['outside the salary and project-overview workspaces', SALARY_MANAGER, '/workspace/default'],
    ['to an employee without a salary role', EMPLOYEE, '/workspace/salary-management'],
  ])('is not shown %s', async (_case, user, path) => {
    signedInAs(user, path);
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByRole('button', { name: /salaries/ })).toBeNull();
  });
});
