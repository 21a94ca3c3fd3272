import type { AccessTokenRecord } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../platform/sessionToken';
import { PLAIN_EMPLOYEE } from '../../test/employeeFixtures';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { AccessTokensTool } from './AccessTokensTool';

const PATH = `/api/${ORG.id}/access-tokens/`;
const SECRET = `atr_${'x'.repeat(43)}`;

const token = (id: number, name: string, changes: Partial<AccessTokenRecord> = {}): AccessTokenRecord => ({
  id,
  name,
  kind: 'personal',
  hint: 'atr_abcd…',
  owner: { id: 11, name: 'Asha Rao' },
  service_user: null,
  created_by: { id: 11, name: 'Asha Rao' },
  scopes: ['people:read'],
  roles: [],
  created_at: '2026-11-01T09:00:00.000Z',
  expires_at: '2027-01-30T00:00:00.000Z',
  expires_on: '2027-01-29',
  last_used_at: null,
  revoked_at: null,
  status: 'active',
  ...changes,
});

/** The tool over a server that keeps the tokens it makes and revokes. */
function openTokens(initial: AccessTokenRecord[], routes: FakeRoutes = {}) {
  const tokens = [...initial];
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${PATH}`]: () => ({ body: { count: tokens.length, results: [...tokens] } }),
    [`POST ${PATH}`]: ({ body }) => {
      const made = token(tokens.length + 1, (body as { name: string }).name, {
        scopes: (body as { scopes: string[] }).scopes,
      });
      tokens.unshift(made);
      return { status: 201, body: { ...made, token: SECRET } };
    },
    [`POST ${PATH}1/revoke/`]: () => {
      tokens[tokens.length - 1] = token(1, 'Payroll export', {
        status: 'revoked',
        revoked_at: '2026-11-29T09:00:00.000Z',
      });
      return { body: tokens[tokens.length - 1] };
    },
    ...routes,
  });
  renderTool(AccessTokensTool, 'Access Tokens');
  return api;
}

const posts = (calls: { method: string; url?: string; path?: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST');

describe('Access Tokens', () => {
  // Signed in, so the tool knows who is looking (an admin sees owners and organisation tokens).
  beforeEach(() => storeAccessToken('session'));

  it('lists tokens with their kind, owner, scopes, expiry, last use and status', async () => {
    openTokens([token(1, 'Payroll export')]);
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    const row = (await within(table).findByText('Payroll export')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Personal')).toBeTruthy();
    expect(await within(row).findByText('Asha Rao')).toBeTruthy();
    expect(within(row).getByText('People: read')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('29-Jan-2027')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('shows the service user an organisation token acts as, and who made it', async () => {
    openTokens([
      token(2, 'Reporting', {
        kind: 'organization',
        owner: null,
        service_user: { id: 40, name: 'Reporting (API)' },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    const row = (await within(table).findByText('Reporting')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Organisation')).toBeTruthy();
    expect(await within(row).findByText('Acts as Reporting (API)')).toBeTruthy();
    expect(within(row).getByText('Made by Asha Rao')).toBeTruthy();
  });

  it('explains tokens and links the API documentation when there are none', async () => {
    openTokens([]);
    expect(await screen.findByText(/lets a script or another system use the Atrium API/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs');
  });

  it('makes a token with the scopes ticked and shows it once, with the warning', async () => {
    const { calls } = openTokens([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New token' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Reports' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'People: read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Token “Reports” created' });
    expect((within(shown).getByRole('textbox', { name: 'New token' }) as HTMLInputElement).value).toBe(
      SECRET,
    );
    expect(within(shown).getByText('Copy this token now: it will not be shown again.')).toBeTruthy();
    expect(posts(calls)[0]?.body).toMatchObject({
      name: 'Reports',
      kind: 'personal',
      scopes: ['people:read'],
      roles: [],
    });
    expect((posts(calls)[0]?.body as { expires_on?: string } | undefined)?.expires_on).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('sends nothing without a scope', async () => {
    const { calls } = openTokens([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New token' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Reports' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('offers organisation tokens and roles to an admin only', async () => {
    openTokens([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New token' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Organisation' }));
    expect(await within(dialog).findByText('Roles')).toBeTruthy();
  });

  it('offers an employee personal tokens only', async () => {
    openTokens([], { [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: PLAIN_EMPLOYEE }) });
    fireEvent.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New token' });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: 'Organisation' })).toBeNull();
  });

  it('revokes a token only once confirmed', async () => {
    const { calls } = openTokens([token(1, 'Payroll export')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Payroll export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Payroll export”?' });
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeTruthy();
  });
});
