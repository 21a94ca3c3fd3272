import type { FormDetail, FormRow, FormVersion } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { FormBuilderTool } from './FormBuilderTool';

const API = `/api/${ORG.id}/forms/forms/`;
const ROW: FormRow = {
  id: 7,
  name: 'Leaver interview',
  purpose: 'exit_interview',
  latest_version: 2,
  latest_status: 'draft',
  active_version: 1,
  field_count: 2,
  updated: '2026-05-01T09:00:00Z',
};

const VERSION: FormVersion = {
  id: 71,
  form_id: 7,
  version: 2,
  name: 'Exit interview',
  purpose: 'exit_interview',
  status: 'draft',
  fields: [
    { key: 'reason', label: 'Reason', kind: 'short_text', help: '', required: true, max_length: 256 },
    {
      key: 'rejoin',
      label: 'Would rejoin',
      kind: 'single_select',
      help: '',
      required: false,
      options: ['Yes', 'No'],
    },
  ],
  created: '2026-05-01T09:00:00Z',
  published_at: null,
  retired_at: null,
};

const DETAIL: FormDetail = {
  id: 7,
  purpose: 'exit_interview',
  created: '2026-04-01T09:00:00Z',
  active_version_id: 70,
  current: VERSION,
};

function openBuilder(routes: FakeRoutes = {}, options = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}`]: () => ({ body: { count: 1, results: [ROW] } }),
    [`GET ${API}7/`]: () => ({ body: DETAIL }),
    ...routes,
  });
  const view = renderTool(FormBuilderTool, 'Form Builder', options);
  const sent = (method: string, path: string) =>
    api.calls
      .filter((call) => call.method === method && call.path === `${API}${path}`)
      .map((call) => call.body);
  return { ...api, ...view, sent };
}

describe('Form Builder', () => {
  it('lists forms with their purpose, newest and active versions, a page from the server, and opens one', async () => {
    const { calls, optionsSeen } = openBuilder();
    const table = await screen.findByRole('table', { name: 'Forms' });
    const row = (await within(table).findByText('Leaver interview')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Exit interview')).toBeTruthy();
    expect(within(row).getByText('v1')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(calls.find((call) => call.path === API)?.query.get('limit')).toBe('10');
    fireEvent.click(within(row).getByText('Leaver interview'));
    await waitFor(() => expect(optionsSeen.at(-1)).toMatchObject({ id: 7 }));
  });

  it('says so when there are no forms', async () => {
    openBuilder({ [`GET ${API}`]: () => ({ body: { count: 0, results: [] } }) });
    expect(await screen.findByText(/No forms yet/)).toBeTruthy();
  });

  it('reorders questions with the keyboard-reachable buttons and saves the draft in the new order', async () => {
    const { sent } = openBuilder({ [`PUT ${API}7/`]: () => ({ body: DETAIL }) }, { id: 7 });
    const second = await screen.findByRole('group', { name: 'Question 2' });
    expect(within(second).getByText('2. Would rejoin')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Move question 2 up' }));
    expect(
      within(await screen.findByRole('group', { name: 'Question 1' })).getByText('1. Would rejoin'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('PUT', '7/')).toHaveLength(1));
    const body = sent('PUT', '7/')[0] as { name: string; fields: { key: string }[] };
    expect(body.name).toBe('Exit interview');
    expect(body.fields.map((field) => field.key)).toEqual(['rejoin', 'reason']);
  });

  it('refuses to save two questions with one key, under the key', async () => {
    const { sent } = openBuilder({}, { id: 7 });
    const second = await screen.findByRole('group', { name: 'Question 2' });
    fireEvent.change(within(second).getByLabelText('Key'), { target: { value: 'reason' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(second).findByText('Another question of this form has this key')).toBeTruthy();
    expect(sent('PUT', '7/')).toEqual([]);
  });

  it('previews the form as it will be filled in, with the same checks', async () => {
    openBuilder({}, { id: 7 });
    fireEvent.click(await screen.findByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('tabpanel', { name: 'Preview' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Check answers' }));
    expect(await within(preview).findByText('This field is required')).toBeTruthy();
  });

  it('publishes the draft after confirmation', async () => {
    const { sent } = openBuilder(
      {
        [`POST ${API}7/publish/`]: () => ({ body: { ...DETAIL, current: { ...VERSION, status: 'active' } } }),
      },
      { id: 7 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/the form active for it now is retired/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('POST', '7/publish/')).toHaveLength(1));
  });

  it('retires the active version only after confirmation', async () => {
    const { sent } = openBuilder(
      { [`POST ${API}7/retire/`]: () => ({ body: { ...DETAIL, active_version_id: null } }) },
      { id: 7 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('POST', '7/retire/')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retire' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(sent('POST', '7/retire/')).toHaveLength(1));
  });
});
