import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const summary = (id: number, name: string, display_name: string, is_enabled = true) => ({
  id,
  name,
  display_name,
  tool_count: 1,
  is_enabled,
});

function openWith(path: string) {
  window.localStorage.setItem('atrium.access', 'token-1');
  installFakeApi({
    ...BASE_ROUTES,
    [`GET /api/${ORG.id}/workspace/workspaces/`]: () => ({
      body: {
        count: 5,
        results: [
          summary(1, 'default', 'Dashboard'),
          summary(2, 'leaves', 'Leaves'),
          summary(3, 'leave-admin', 'Leave Administration'),
          summary(4, 'people', 'People'),
          summary(5, 'audit-log', 'Audit Log', false),
        ],
      },
    }),
  });
  return renderApp(path);
}

describe('the left navigation', () => {
  it('lists the workspaces the server answers, grouped, each a link; disabled ones are left out', async () => {
    openWith('/workspace/default');
    const navigation = await screen.findByRole('navigation', { name: 'Workspaces' });
    const leaves = await within(navigation).findByRole('link', { name: 'Leaves' });
    expect(leaves.getAttribute('href')).toBe('/workspace/leaves');
    expect(within(navigation).getByText('Leaves', { selector: '.ant-menu-item-group-title' })).toBeTruthy();
    expect(within(navigation).getByText('People', { selector: '.ant-menu-item-group-title' })).toBeTruthy();
    expect(within(navigation).queryByRole('link', { name: 'Audit Log' })).toBeNull();
  });

  it('highlights the workspace on screen', async () => {
    openWith('/workspace/leave-admin');
    const navigation = await screen.findByRole('navigation', { name: 'Workspaces' });
    const current = (await within(navigation).findByRole('link', { name: 'Leave Administration' })).closest(
      'li',
    );
    expect(current?.className).toContain('ant-menu-item-selected');
  });
});
