import type { ConfiguredIntegrations } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { IntegrationsTool } from './IntegrationsTool';

const PATH = `/api/${ORG.id}/configured-integrations/`;

function openIntegrations(google: Partial<ConfiguredIntegrations['google']> = {}) {
  const current: ConfiguredIntegrations = {
    google: {
      is_available: true,
      is_enabled: false,
      mode: 'password_and_google',
      allowed_domains: [],
      ...google,
    },
  };
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${PATH}`]: () => ({ body: current }),
    [`PUT ${PATH}google/`]: ({ body }) => {
      current.google = { ...current.google, ...(body as object) };
      return { body: current };
    },
  });
  renderTool(IntegrationsTool, 'Integrations');
  return api;
}

const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const domains = () => screen.getByRole('combobox', { name: 'Allowed domains' });

describe('Integrations', () => {
  it('turns Google on beside passwords for the domains typed', async () => {
    const { calls } = openIntegrations();
    fireEvent.click(await screen.findByRole('switch', { name: 'Sign in with Google' }));
    fireEvent.change(domains(), { target: { value: 'acme.example,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter domains like acme.com, without https:// or an @')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('asks before turning Google off, and before making it the only way in', async () => {
    const { calls } = openIntegrations({ is_enabled: true });
    fireEvent.click(await screen.findByRole('radio', { name: 'Google only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const only = await screen.findByRole('dialog', { name: 'Sign in with Google only' });
    fireEvent.click(within(only).getByRole('button', { name: 'Google only' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ mode: 'google_only' });

    fireEvent.click(screen.getByRole('switch', { name: 'Sign in with Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
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
