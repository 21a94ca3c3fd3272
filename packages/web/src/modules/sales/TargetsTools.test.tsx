import {
  type BusinessPlan,
  financialYearText,
  fiscalYearOf,
  type Target,
  type TargetFigures,
} from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { SalesTargetViewerTool } from './SalesTargetViewerTool';
import { TargetSettingTool } from './TargetSettingTool';

const API = `/api/${ORG.id}/sales`;
const YEAR = fiscalYearOf(new Date()).startYear;

const PLAN: BusinessPlan = {
  id: 4,
  name: 'Growth Plan',
  financial_year: YEAR,
  start_date: `${YEAR}-04-01`,
  end_date: `${YEAR + 1}-03-31`,
  currency: 'INR',
  exchange_rates: { INR: 1, USD: 83, EUR: 90 },
  status: 'active',
  target_count: 2,
  created: '2026-04-01T09:00:00.000Z',
};
const DRAFT: BusinessPlan = { ...PLAN, id: 3, name: 'Old Plan', financial_year: YEAR - 1, status: 'draft' };

const PERSON: Target = {
  id: 7,
  plan_id: 4,
  kind: 'person',
  person: { id: 9, name: 'Sara Sales' },
  team: null,
  q1: 2_500_000,
  q2: 3_000_000,
  q3: 0,
  q4: 500_000,
  total: 6_000_000,
};
const TEAM: Target = { ...PERSON, id: 8, kind: 'team', person: null, team: { id: 5, name: 'Sales' } };

function install(extra: Parameters<typeof installFakeApi>[0] = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  return installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/business-plans/`]: () => ({ body: { results: [PLAN, DRAFT] } }),
    ...extra,
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Target Setting', () => {
  it('shows the year’s active plan and its targets, adds one, and deletes one only once confirmed', async () => {
    const { calls } = install({
      [`GET ${API}/business-plans/4/targets/`]: () => ({ body: { count: 2, results: [PERSON, TEAM] } }),
      [`GET ${API}/target-form-options/`]: () => ({
        body: { people: [{ id: 10, name: 'Raj Reddy' }], teams: [{ id: 5, name: 'Sales' }] },
      }),
      [`POST ${API}/business-plans/4/targets/`]: () => ({ status: 201, body: { ...PERSON, id: 9 } }),
      [`DELETE ${API}/targets/8/`]: () => ({ status: 204 }),
    });
    renderTool(TargetSettingTool, 'Target Setting');
    const table = await screen.findByRole('table', { name: 'Targets' });
    const row = await within(table).findByRole('row', { name: /Sara Sales/ });
    expect(within(row).getByText('25,00,000.00')).toBeTruthy();
    expect(within(row).getByText('60,00,000.00')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Sales Team/ })).toBeTruthy();
    expect(screen.getByText('1 USD = 83 INR, 1 EUR = 90 INR')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add target/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add target' });
    await choose('Sales person', 'Raj Reddy');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Q1 target (INR)' }), {
      target: { value: '1000000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add target' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      user_id: 10,
      q1: 1_000_000,
      q2: 0,
      q3: 0,
      q4: 0,
    });

    fireEvent.click(within(table).getByRole('button', { name: 'Delete Sales' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete target' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });

  it('lets the finance executive read the targets but change none', async () => {
    install({
      [`GET /api/${ORG.id}/org/employee/me/`]: () => ({
        body: { ...CEO, roles: ['finance:finance-executive'], primary_role: 'finance:finance-executive' },
      }),
      [`GET ${API}/business-plans/4/targets/`]: () => ({ body: { count: 1, results: [PERSON] } }),
    });
    renderTool(TargetSettingTool, 'Target Setting');
    const table = await screen.findByRole('table', { name: 'Targets' });
    expect(await within(table).findByRole('row', { name: /Sara Sales/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add target/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Edit Sara Sales' })).toBeNull();
  });

  it('starts with no plan and adds one for the year with its rates', async () => {
    const { calls } = install({
      [`GET ${API}/business-plans/`]: () => ({ body: { results: [] } }),
      [`POST ${API}/business-plans/`]: () => ({ status: 201, body: PLAN }),
    });
    renderTool(TargetSettingTool, 'Target Setting');
    expect(
      await screen.findByText('No business plan yet. Add one for the financial year, then set its targets.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New business plan' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Growth Plan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '1 USD in INR' }), {
      target: { value: '83' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '1 EUR in INR' }), {
      target: { value: '90' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Growth Plan',
      financial_year: YEAR,
      currency: 'INR',
      status: 'draft',
      exchange_rates: { USD: 83, EUR: 90 },
    });
  });
});

const quarter = (q: 'q1' | 'q2' | 'q3' | 'q4', target: number, booked: number, achieved: number) => ({
  quarter: q,
  target,
  order_book: booked,
  achievement: achieved,
  percent_achieved: target ? Math.round((achieved / target) * 1000) / 10 : null,
});
const FIGURES: TargetFigures = {
  ...PERSON,
  quarters: [
    quarter('q1', 2_500_000, 800_000, 400_000),
    quarter('q2', 3_000_000, 0, 400_000),
    quarter('q3', 0, 0, 0),
    quarter('q4', 500_000, 0, 0),
  ],
  year: { target: 6_000_000, order_book: 800_000, achievement: 800_000, percent_achieved: 13.3 },
};
const TEAM_FIGURES: TargetFigures = {
  ...FIGURES,
  ...TEAM,
  quarters: FIGURES.quarters.map((q) => ({ ...q, order_book: q.order_book * 2 })),
};

describe('Sales Target Viewer', () => {
  it('sets each quarter’s target beside the order book and achievement, and charts the row chosen', async () => {
    const { calls } = install({
      [`GET ${API}/business-plans/4/figures/`]: () => ({
        body: { plan: PLAN, count: 2, results: [FIGURES, TEAM_FIGURES] },
      }),
    });
    renderTool(SalesTargetViewerTool, 'Sales Target Viewer');
    const table = await screen.findByRole('table', { name: 'Targets' });
    const row = await within(table).findByRole('row', { name: /Sara Sales/ });
    expect(within(row).getByText('16%')).toBeTruthy();
    expect(within(row).getAllByText('13.3%')).toHaveLength(2);
    expect(within(row).getAllByText('8L')).not.toHaveLength(0);
    expect(
      await screen.findByRole('img', {
        name: /^Sara Sales by quarter: Q1: target 25L, order book 8L, achieved 4L/,
      }),
    ).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Chart Sales' }));
    expect(
      await screen.findByRole('img', { name: /^Sales by quarter: Q1: target 25L, order book 16L/ }),
    ).toBeTruthy();

    await choose('Business plan', `Old Plan · ${financialYearText(YEAR - 1)} (Draft)`);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/business-plans/3/figures/'))).toBe(true));
  });
});
