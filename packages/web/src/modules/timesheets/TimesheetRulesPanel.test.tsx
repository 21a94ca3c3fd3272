import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { BulkTimesheetsTool } from './BulkTimesheetsTool';

const API = `/api/${ORG.id}/timesheets`;
function open() {
  window.localStorage.setItem('atrium.access', 'token-1');
  let policy = 'flag';
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/settings/`]: () => ({ body: { over_allocation: policy } }),
    [`PUT ${API}/settings/`]: ({ body }) => {
      policy = (body as { over_allocation: string }).over_allocation;
      return { body: { over_allocation: policy } };
    },
  });
  return { ...api, ...renderTool(BulkTimesheetsTool, 'Timesheets', { tab: 'rules' }) };
}

describe('Timesheet rules and uploads', () => {
  it('shows whether time above an allocation is flagged or refused, and changes it', async () => {
    const { calls } = open();
    const flag = await screen.findByRole('radio', { name: 'Flag it in the week' });
    expect((flag as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Refuse to save it' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ over_allocation: 'refuse' }),
    );
    expect(await screen.findByText('Timesheet rules saved')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Refuse to save it' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('leads to the Generic Importer with past timesheets chosen', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Upload past timesheets' });
    const target = decodeURIComponent(link.getAttribute('href') ?? '');
    expect(target).toBe('/generic-importer?tools_data={"generic-importer":{"kind":"past_timesheets"}}');
  });
});
