import type { ConfiguredIntegrations } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_ROUTES, type FakeRequest, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { IntegrationsTool } from './IntegrationsTool';

const PATH = `/api/${ORG.id}/configured-integrations/`;

const TENANT = '8a3c6b1e-2f4d-4e5a-9b7c-1d2e3f4a5b6c';
const APP = '0f1e2d3c-4b5a-4968-8776-655443322110';

function openIntegrations(
  google: Partial<ConfiguredIntegrations['google']> = {},
  teams: Partial<ConfiguredIntegrations['teams']> = {},
) {
  const current: ConfiguredIntegrations = {
    google: {
      is_available: true,
      is_enabled: false,
      mode: 'password_and_google',
      allowed_domains: [],
      ...google,
    },
    teams: {
      is_enabled: false,
      tenant_id: null,
      app_id: null,
      has_client_secret: false,
      linked_people: 0,
      messaging_endpoint: `https://atrium.example/api/public/teams/${ORG.id}/messages/`,
      ...teams,
    },
  };
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${PATH}`]: () => ({ body: current }),
    [`PUT ${PATH}google/`]: ({ body }) => {
      current.google = { ...current.google, ...(body as object) };
      return { body: current };
    },
    [`PUT ${PATH}teams/`]: ({ body }) => {
      const { client_secret, ...settings } = body as { client_secret?: string };
      current.teams = {
        ...current.teams,
        ...settings,
        has_client_secret: current.teams.has_client_secret || Boolean(client_secret),
      };
      return { body: current };
    },
    [`POST ${PATH}teams/test-message/`]: () => ({ body: { is_sent: true } }),
    [`GET ${PATH}teams/app-package/`]: () => ({
      body: new Blob(['PK']),
      headers: { 'Content-Disposition': "attachment; filename*=UTF-8''atrium-teams-app.zip" },
    }),
  });
  renderTool(IntegrationsTool, 'Integrations');
  return api;
}

const puts = (calls: FakeRequest[], to = 'google/') =>
  calls.filter((c) => c.method === 'PUT' && c.path.endsWith(to)).map((c) => c.body);
const domains = () => screen.getByRole('combobox', { name: 'Allowed domains' });
const saveGoogle = () =>
  fireEvent.click(
    within(screen.getByRole('region', { name: 'Sign-in with Google' })).getByRole('button', { name: 'Save' }),
  );

describe('Integrations', () => {
  it('turns Google on beside passwords for the domains typed', async () => {
    const { calls } = openIntegrations();
    fireEvent.click(await screen.findByRole('switch', { name: 'Sign in with Google' }));
    fireEvent.change(domains(), { target: { value: 'acme.example,' } });
    saveGoogle();
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { is_enabled: true, mode: 'password_and_google', allowed_domains: ['acme.example'] },
      ]),
    );
    expect(await screen.findByText('On')).toBeTruthy();
  });

  it('says what is wrong with a domain and sends nothing', async () => {
    const { calls } = openIntegrations({ is_enabled: true });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Allowed domains' }), {
      target: { value: 'https://acme.example,' },
    });
    saveGoogle();
    expect(await screen.findByText('Enter domains like acme.com, without https:// or an @')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('asks before turning Google off, and before making it the only way in', async () => {
    const { calls } = openIntegrations({ is_enabled: true });
    fireEvent.click(await screen.findByRole('radio', { name: 'Google only' }));
    saveGoogle();
    const only = await screen.findByRole('dialog', { name: 'Sign in with Google only' });
    fireEvent.click(within(only).getByRole('button', { name: 'Google only' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ mode: 'google_only' });

    fireEvent.click(screen.getByRole('switch', { name: 'Sign in with Google' }));
    saveGoogle();
    const off = await screen.findByRole('dialog', { name: 'Turn off sign-in with Google' });
    fireEvent.click(within(off).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toEqual({ is_enabled: false, mode: 'password_and_google', allowed_domains: [] });
  });

  it('explains why Google cannot be turned on yet', async () => {
    openIntegrations({ is_available: false });
    expect(await screen.findByText('This installation has no Google client yet')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Sign in with Google' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('Microsoft Teams', () => {
  const teamsCard = () => screen.getByRole('region', { name: 'Microsoft Teams' });

  it('connects the bot with its ids and secret, and shows the secret only as set', async () => {
    const { calls } = openIntegrations();
    expect(
      await screen.findByText(`https://atrium.example/api/public/teams/${ORG.id}/messages/`),
    ).toBeTruthy();
    const card = within(teamsCard());
    fireEvent.click(card.getByRole('switch', { name: 'Send notifications and approvals to Teams' }));
    fireEvent.change(card.getByLabelText('Directory (tenant) id'), { target: { value: TENANT } });
    fireEvent.change(card.getByLabelText('Bot app (client) id'), { target: { value: APP } });
    fireEvent.change(card.getByLabelText('Client secret'), { target: { value: 'bot~secret' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts(calls, 'teams/')).toEqual([
        { is_enabled: true, tenant_id: TENANT, app_id: APP, client_secret: 'bot~secret' },
      ]),
    );
    expect(await card.findByText('Set')).toBeTruthy();
    expect(card.queryByLabelText('Client secret')).toBeNull();
    expect(card.getByRole('button', { name: 'Replace' })).toBeTruthy();
  });

  it('says what is wrong with an id and sends nothing', async () => {
    const { calls } = openIntegrations();
    await screen.findByRole('region', { name: 'Microsoft Teams' });
    const card = within(teamsCard());
    fireEvent.change(card.getByLabelText('Directory (tenant) id'), {
      target: { value: 'contoso.onmicrosoft.com' },
    });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect((await card.findAllByText(/Paste the id as Azure shows it/)).length).toBeGreaterThan(0);
    expect(puts(calls, 'teams/')).toEqual([]);
  });

  it('asks before disabling Teams, and keeps the secret set', async () => {
    const { calls } = openIntegrations(
      {},
      { is_enabled: true, tenant_id: TENANT, app_id: APP, has_client_secret: true, linked_people: 3 },
    );
    expect(await screen.findByText('3 people have written to the bot')).toBeTruthy();
    const card = within(teamsCard());
    fireEvent.click(card.getByRole('switch', { name: 'Send notifications and approvals to Teams' }));
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable the Teams integration' });
    expect(puts(calls, 'teams/')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(puts(calls, 'teams/')).toEqual([{ is_enabled: false, tenant_id: TENANT, app_id: APP }]),
    );
  });

  it('sends a test message to the admin’s own chat', async () => {
    const { calls } = openIntegrations(
      {},
      { is_enabled: true, tenant_id: TENANT, app_id: APP, has_client_secret: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send test message' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByText('Test message sent to your Teams chat')).toBeTruthy();
  });

  it('saves the Teams app package once Teams is on, to upload in the Teams admin centre', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = openIntegrations(
      {},
      { is_enabled: true, tenant_id: TENANT, app_id: APP, has_client_secret: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download Teams app' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.path.endsWith('/teams/app-package/'))).toBe(true);
    expect(await screen.findByText(/Upload the app package in the Teams admin centre/)).toBeTruthy();
  });
});
