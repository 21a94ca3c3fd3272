import type { ClientDrillDown, OpportunityDocument, OpportunityStats } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { ClientDrillDownTool } from './ClientDrillDownTool';
import { DocumentManagerTool } from './DocumentManagerTool';
import { OpportunityStatsTool } from './OpportunityStatsTool';
import { OPPORTUNITY } from './salesTestData';

const API = `/api/${ORG.id}/sales`;
function install(extra: Parameters<typeof installFakeApi>[0] = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  return installFakeApi({ ...BASE_ROUTES, ...extra });
}

const STATS: OpportunityStats = {
  from: '2026-04-01',
  to: '2027-03-31',
  currencies: [
    {
      currency: 'INR',
      open_count: 2,
      open_value: 400000,
      weighted_value: 290000,
      won_count: 1,
      won_value: 200000,
      lost_count: 1,
      lost_value: 50000,
      win_rate: 50,
      average_deal_size: 200000,
      average_days_to_close: 15,
    },
  ],
  stages: [
    {
      pipeline: { id: 1, name: 'Sales' },
      stage: { id: 1, name: 'Qualification' },
      position: 0,
      figures: [{ currency: 'INR', count: 1, value: 100000 }],
    },
    { pipeline: { id: 1, name: 'Sales' }, stage: { id: 2, name: 'Negotiation' }, position: 1, figures: [] },
  ],
  top_clients: [{ client: { id: 3, name: 'Initech' }, currency: 'INR', won_count: 1, won_value: 200000 }],
  by_sales_person: [
    {
      person: { id: 9, name: 'Sara Sales' },
      currency: 'INR',
      open_count: 2,
      open_value: 400000,
      won_count: 1,
      won_value: 200000,
    },
  ],
};

describe('Opportunity Statistics', () => {
  it('shows the figures per currency, the pipeline by stage linking to the list, and the sales people', async () => {
    install({ [`GET ${API}/opportunities/stats/`]: () => ({ body: STATS }) });
    renderTool(OpportunityStatsTool, 'Opportunity Statistics');
    const card = await screen.findByLabelText('Figures in INR');
    expect(within(card).getByText('Open pipeline (2)')).toBeTruthy();
    expect(within(card).getByText('INR 2,90,000.00')).toBeTruthy();
    expect(within(card).getByText('50%')).toBeTruthy();
    const stages = screen.getByRole('table', { name: 'Open pipeline by stage' });
    const link = within(stages).getByRole('link', { name: 'Qualification' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('"stage_id":"1"');
    expect(
      screen.getByRole('img', { name: /Qualification: 1 \(INR 1,00,000.00\); Negotiation: none/ }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'By sales person' })).getByText('Sara Sales'),
    ).toBeTruthy();
  });

  it('says so when there is nothing to count', async () => {
    install({
      [`GET ${API}/opportunities/stats/`]: () => ({
        body: { ...STATS, currencies: [], stages: [], top_clients: [], by_sales_person: null },
      }),
    });
    renderTool(OpportunityStatsTool, 'Opportunity Statistics');
    expect(
      await screen.findByText('No open opportunities, and none won or lost in this period.'),
    ).toBeTruthy();
  });
});

const DRILL_DOWN: ClientDrillDown = {
  client: { id: 3, name: 'Initech' },
  groups: [
    { status: 'open', stage: { id: 1, name: 'Qualification' }, currency: 'INR', count: 2, value: 400000 },
    { status: 'won', stage: { id: 4, name: 'Closure' }, currency: 'INR', count: 1, value: 200000 },
  ],
  won_by_year: [{ year: '2026-27', currency: 'INR', value: 200000 }],
  projects: [{ id: 8, code: 'PR-0008', name: 'Payments rewrite', status: 'draft' }],
  follow_ups: [
    { id: 4, due_date: '2027-01-05', notes: 'Renewal call', owner: { id: 9, name: 'Sara Sales' } },
  ],
};

describe('Client Drill Down', () => {
  it('lists the clients to pick from when opened without one', async () => {
    install({
      [`GET ${API}/clients-drill-down/`]: () => ({
        body: {
          count: 1,
          results: [
            {
              client: { id: 3, name: 'Initech' },
              opportunity_count: 4,
              totals: [{ currency: 'INR', open_value: 400000, won_value: 200000 }],
            },
          ],
        },
      }),
    });
    renderTool(ClientDrillDownTool, 'Client Drill Down');
    const table = await screen.findByRole('table', { name: 'Clients with opportunities' });
    const row = await within(table).findByRole('row', { name: /Initech/ });
    expect(within(row).getByText('INR 4,00,000.00')).toBeTruthy();
    expect(
      screen.getByText('Pick a client to drill down into, or open one from the client list.'),
    ).toBeTruthy();
  });

  it('shows one client’s opportunities, won value per year, projects and follow-ups', async () => {
    install({ [`GET ${API}/clients-drill-down/3/`]: () => ({ body: DRILL_DOWN }) });
    renderTool(ClientDrillDownTool, 'Client Drill Down', { id: 3 });
    const groups = await screen.findByRole('table', { name: 'Opportunities by status and stage' });
    const open = within(groups).getByRole('row', { name: /Qualification/ });
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(within(open).getByText('INR 4,00,000.00')).toBeTruthy();
    expect(screen.getByText('2026-27')).toBeTruthy();
    expect(screen.getByText('PR-0008 Payments rewrite')).toBeTruthy();
    expect(screen.getByText('Renewal call')).toBeTruthy();
  });
});

const documentOf = (over: Partial<OpportunityDocument>): OpportunityDocument => ({
  id: 1,
  title: 'Proposal',
  extension: 'pdf',
  size_bytes: 100,
  created: '2026-11-02T09:00:00.000Z',
  creator: { id: CEO.id, name: 'Grace Hopper' },
  context_type: 'project:opportunity-stage-content',
  stage_title: 'Negotiation',
  task_title: null,
  can_change: true,
  ...over,
});

describe('Opportunity Document Manager', () => {
  it('says where to open it from without an opportunity', async () => {
    install();
    renderTool(DocumentManagerTool, 'Opportunity Document Manager');
    expect(
      await screen.findByText('Open an opportunity and choose Documents to manage its documents.'),
    ).toBeTruthy();
  });

  it('shows who added each document and where it belongs, and renames and deletes only what the caller may', async () => {
    const { calls } = install({
      [`GET ${API}/opportunities/5/`]: () => ({ body: OPPORTUNITY }),
      [`GET ${API}/opportunities/5/documents/`]: () => ({
        body: {
          count: 2,
          results: [
            documentOf({}),
            documentOf({
              id: 2,
              title: 'Signed NDA',
              creator: { id: 9, name: 'Sara Sales' },
              context_type: 'opportunity',
              stage_title: null,
              can_change: false,
            }),
          ],
        },
      }),
      [`PATCH ${API}/opportunities/5/documents/1/`]: () => ({ body: { id: 1, title: 'Proposal v2' } }),
      [`DELETE ${API}/opportunities/5/documents/1/`]: () => ({ status: 204 }),
    });
    renderTool(DocumentManagerTool, 'Opportunity Document Manager', { id: 5 });
    const mine = await screen.findByRole('article', { name: 'Proposal' });
    expect(within(mine).getByText(/by you/)).toBeTruthy();
    expect(within(mine).getByText(/Stage: Negotiation/)).toBeTruthy();
    const theirs = screen.getByRole('article', { name: 'Signed NDA' });
    expect(within(theirs).getByText(/by Sara Sales/)).toBeTruthy();
    expect(within(theirs).getByText(/Opportunity/)).toBeTruthy();
    expect(within(theirs).queryByRole('button', { name: 'Edit Signed NDA' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Delete Signed NDA' })).toBeNull();

    fireEvent.click(within(mine).getByRole('button', { name: 'Edit Proposal' }));
    // The screen's other fields take antd's generated ids too, so the dialog is found by its title's text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rename document')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Proposal v2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Proposal v2' }),
    );

    fireEvent.click(within(mine).getByRole('button', { name: 'Delete Proposal' }));
    const confirm = (await screen.findAllByRole('dialog')).find((element) =>
      within(element).queryByText('Delete document'),
    ) as HTMLElement;
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
