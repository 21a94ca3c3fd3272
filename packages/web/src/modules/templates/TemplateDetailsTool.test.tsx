import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { renderTool } from '../../test/renderTool';
import { TemplateDetailsTool } from './TemplateDetailsTool';
import { BASE, relievingLetter } from './templatesTestData';

const versions = {
  count: 2,
  results: [
    {
      version: 2,
      subject: null,
      body: 'Dear {{employee_name}}, version two',
      note: 'Shorter',
      created: '2026-11-20T09:30:00.000Z',
      created_by_name: 'Anil Kapoor',
    },
    {
      version: 1,
      subject: null,
      body: 'Dear {{employee_name}}, version one',
      note: null,
      created: '2026-11-01T09:30:00.000Z',
      created_by_name: null,
    },
  ],
};

function openDetails(template = relievingLetter()) {
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${BASE}/templates/5/`]: () => ({ body: template }),
    [`GET ${BASE}/templates/5/versions/`]: () => ({ body: versions }),
    [`POST ${BASE}/templates/5/versions/1/restore/`]: () => ({ body: relievingLetter({ version: 3 }) }),
    [`POST ${BASE}/templates/5/default/`]: () => ({ body: relievingLetter() }),
  });
  const view = renderTool(TemplateDetailsTool, 'Template Details', { id: 5 });
  return { ...api, ...view };
}

describe('Template Details', () => {
  it('previews the current text with sample values beside the variables', async () => {
    openDetails();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Dear Asha Rao,')).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Relieving Letter' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Variables' })).getByText('{{employee_code}}'),
    ).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
  });

  it('keeps the default from being archived, and offers no "Make default" on it', async () => {
    openDetails();
    expect(((await screen.findByRole('button', { name: 'Archive' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  it('makes another template the default after confirmation', async () => {
    const { calls } = openDetails(relievingLetter({ is_default: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this the default' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/default/'))).toBe(true),
    );
  });

  it('lists the versions and shows an earlier one', async () => {
    openDetails();
    const table = await screen.findByRole('table', { name: 'Versions' });
    const first = await within(table).findByRole('row', { name: /^1 / });
    expect(within(table).getByRole('row', { name: /Shorter Anil Kapoor/ })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'View' }));
    const shown = await screen.findByRole('dialog', { name: 'Relieving Letter, version 1' });
    expect(within(shown).getByText('Dear Asha Rao, version one')).toBeTruthy();
  });

  it('restores an earlier version after confirmation, and offers no restore of the current one', async () => {
    const { calls } = openDetails();
    const table = await screen.findByRole('table', { name: 'Versions' });
    const first = await within(table).findByRole('row', { name: /^1 / });
    const current = within(table).getByRole('row', { name: /Shorter/ });
    expect(within(current).queryByRole('button', { name: 'Restore' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/versions/1/restore/'))).toBe(true));
  });

  it('asks for a template when none is named', async () => {
    installFakeApi(BASE_ROUTES);
    renderTool(TemplateDetailsTool, 'Template Details');
    expect(await screen.findByText('Open a template from the template list.')).toBeTruthy();
  });
});
