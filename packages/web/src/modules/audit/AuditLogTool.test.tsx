import { EMPTY_STATE_TEXTS, ERROR_PAGE_TEXTS, resolveDatePreset } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { AUDIT_LOG_WORKSPACE, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const EVENTS_PATH = `/api/${ORG.id}/audit/events/`;

const event = (id: number, created: string, audit_message: string) => ({
  id,
  created,
  audit_message,
  action: 'workspace.disable',
  entity_type: 'workspace',
  entity_id: String(id),
  actor: { id: 11, name: 'Grace Hopper' },
});

const PAGE = {
  count: 120,
  results: [
    event(3, '2026-04-06T09:05:00', 'Grace Hopper: disable (workspace #3)'),
    event(2, '2026-04-05T18:40:00', 'Grace Hopper: enable (workspace #2)'),
    event(1, '2026-04-05T08:15:00', 'System: create (user #1)'),
  ],
};

function openAuditLog(answer: (request: FakeRequest) => FakeResponse = () => ({ body: PAGE })) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET /api/${ORG.id}/workspace/workspaces/audit-log/`]: () => ({ body: AUDIT_LOG_WORKSPACE }),
    [`GET ${EVENTS_PATH}`]: answer,
  });
  const lastQuery = () =>
    Object.fromEntries(api.calls.filter((call) => call.path === EVENTS_PATH).at(-1)?.query ?? []);
  return { ...api, lastQuery, ...renderApp('/workspace/audit-log') };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Audit Log', () => {
  it('shows the newest page of events grouped by day', async () => {
    const { lastQuery } = openAuditLog();
    const tool = await screen.findByRole('region', { name: 'Audit Log' });
    const fifth = await within(tool).findByRole('region', { name: '05-Apr-2026' });
    expect(
      within(fifth)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['06:40 PMGrace Hopper: enable (workspace #2)', '08:15 AMSystem: create (user #1)']);
    expect(within(tool).getByRole('region', { name: '06-Apr-2026' })).toBeTruthy();
    expect(lastQuery()).toEqual({ limit: '50', offset: '0' });
  });

  it('filters by period, record type and record id on the server', async () => {
    const { lastQuery } = openAuditLog();
    await screen.findByRole('region', { name: '05-Apr-2026' });
    await choose('Period', 'Last month');
    const lastMonth = resolveDatePreset('last_month', new Date());
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...lastMonth }));
    await choose('Record type', 'Workspace');
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...lastMonth, entity_type: 'workspace' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Record id' }), { target: { value: '3' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '50',
        offset: '0',
        ...lastMonth,
        entity_type: 'workspace',
        entity_id: '3',
      }),
    );
  });

  it('takes custom days when the period is custom', async () => {
    const { lastQuery } = openAuditLog();
    await screen.findByRole('region', { name: '05-Apr-2026' });
    // 'Custom' is the last preset, below the list's visible window: reach it from the keyboard.
    const period = screen.getByLabelText('Period');
    fireEvent.mouseDown(period);
    await screen.findByTitle('Today');
    fireEvent.keyDown(period, { key: 'ArrowUp', keyCode: 38 });
    fireEvent.keyDown(period, { key: 'Enter', keyCode: 13 });
    const from = await screen.findByLabelText('From');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '01-Apr-2026' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '50', offset: '0', start_date: '2026-04-01' }));
  });

  it('pages through the events, fifty at a time', async () => {
    const { lastQuery } = openAuditLog();
    await screen.findByRole('region', { name: '05-Apr-2026' });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '50', offset: '100' }));
  });

  it('says so when there are no events', async () => {
    openAuditLog(() => ({ body: { count: 0, results: [] } }));
    expect(await screen.findByText(EMPTY_STATE_TEXTS.auditLog)).toBeTruthy();
  });

  it('shows access denied inside the tool for someone who may not read the audit trail', async () => {
    const { router } = openAuditLog(() => ({ status: 403, body: { code: 'permission_denied' } }));
    const tool = await screen.findByRole('region', { name: 'Audit Log' });
    expect(await within(tool).findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/audit-log');
  });
});
