import { type ForecastCell, type ForecastScenario, type ResourceForecast, ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { ResourceForecastTool } from './ResourceForecastTool';
import { API, installResourcesApi, page } from './resourcesTestData';

const cell = (supply: number, demand: number, level: ForecastCell['level'], pipeline = 0): ForecastCell => ({
  supply,
  allocated: demand,
  requested: 0,
  demand,
  gap: Math.round((supply - demand) * 10) / 10,
  level,
  pipeline,
  outlook_gap: Math.round((supply - demand - pipeline) * 10) / 10,
});

const FORECAST: ResourceForecast = {
  weeks: ['2026-12-07', '2026-12-14'],
  roles: [
    { designation_id: 3, designation: 'Engineer', cells: [cell(2, 3, 'shortage'), cell(4, 2, 'surplus')] },
    { designation_id: null, designation: null, cells: [cell(1, 0, 'surplus'), cell(1, 0, 'surplus')] },
  ],
  totals: [cell(3, 3, 'tight'), cell(5, 2, 'surplus', 3.5)],
};

describe('Resource Requirement Forecasting', () => {
  it('lays each role’s gap out week by week, its level told in words as well as colour', async () => {
    installResourcesApi(
      {
        [`GET ${API}/forecast/`]: () => ({ body: FORECAST }),
        [`GET ${API}/forecast-scenarios/`]: () => page([]),
      },
      [ROLES.RMG_MANAGER],
    );
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting');
    const table = await screen.findByRole('table', { name: 'Supply against demand by role and week' });
    expect(within(table).getByRole('columnheader', { name: '07-Dec' })).toBeTruthy();
    const engineer = within(table).getByRole('row', { name: /^Engineer/ });
    expect(within(engineer).getByText('-1')).toBeTruthy();
    expect(within(engineer).getByText('Shortage', { exact: false })).toBeTruthy();
    expect(within(engineer).getByText('4 / 2')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^No designation/ })).toBeTruthy();
    const total = within(table).getByRole('row', { name: /^All roles/ });
    expect(within(total).getByText('Tight', { exact: false })).toBeTruthy();
    const pipeline = within(table).getByRole('row', { name: /^Pipeline \(weighted\)/ });
    expect(
      within(pipeline)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Pipeline (weighted)', '0', '3.5']);
    const outlook = within(table).getByRole('row', { name: /^If it comes in/ });
    expect(
      within(outlook)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['If it comes in', '0', '-0.5']);
  });
});

const SCENARIO: ForecastScenario = {
  id: 5,
  name: 'Two joiners',
  description: 'Engineers in December',
  changes: [
    { kind: 'joiner', designation_id: 3, count: 2, start_date: '2026-12-07' },
    { kind: 'shift_project', project_id: 9, days: -7 },
  ],
  names: { 'designation:3': 'Engineer', 'project:9': 'Payments' },
  created_by: { id: 40, name: 'Rita Menon' },
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  may_edit: true,
};

const WHAT_IF: ResourceForecast = {
  ...FORECAST,
  roles: [
    { designation_id: 3, designation: 'Engineer', cells: [cell(4, 3, 'balanced'), cell(6, 2, 'surplus')] },
    FORECAST.roles[1] as ResourceForecast['roles'][number],
  ],
  totals: [cell(5, 3, 'balanced'), cell(7, 2, 'surplus', 3.5)],
};

const EMPTY_OPTIONS = {
  departments: [],
  grades: [],
  employment_types: [],
  locations: [],
  business_units: [],
  business_regions: [],
  skills: [],
};

const installComparison = () =>
  installResourcesApi(
    {
      [`GET ${API}/forecast-scenarios/`]: () => page([SCENARIO]),
      [`GET ${API}/forecast-scenarios/5/forecast/`]: () => ({
        body: { scenario: SCENARIO, today: FORECAST, what_if: WHAT_IF },
      }),
      [`DELETE ${API}/forecast-scenarios/5/`]: () => ({ status: 204 }),
    },
    [ROLES.RMG_MANAGER],
  );

describe('forecast scenarios', () => {
  // The confirmation's lazy chunk is compiled once here, so the dialog's wait below times the screen, not the compiler.
  beforeAll(() => import('../../ui/ConfirmationForm'), 60_000);

  it('says what a scenario is while there is none, and offers to make one', async () => {
    installResourcesApi(
      {
        [`GET ${API}/forecast/`]: () => ({ body: FORECAST }),
        [`GET ${API}/forecast-scenarios/`]: () => page([]),
      },
      [ROLES.RMG_MANAGER],
    );
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting');
    expect(await screen.findByText(/A scenario is a what-if of this forecast/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /New scenario/ })).toBeTruthy();
  });

  it('opens the comparison its link names: today above, the scenario beneath with each week’s difference', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    installComparison();
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting', {}, '/tool?scenario=5');
    const whatIf = await screen.findByRole('table', {
      name: 'What if Two joiners: supply against demand by role and week',
    });
    const today = screen.getByRole('table', { name: 'Today: supply against demand by role and week' });
    expect(within(within(today).getByRole('row', { name: /^Engineer/ })).getByText('-1')).toBeTruthy();
    const engineer = within(whatIf).getByRole('row', { name: /^Engineer/ });
    expect(within(engineer).getByText('+1')).toBeTruthy();
    expect(within(engineer).getAllByText('Against today', { exact: false })).toHaveLength(2);
    expect(within(engineer).getAllByText('+2')).toHaveLength(2);
    const changes = screen.getByRole('list', { name: 'Changes' });
    expect(within(changes).getByText('2 × Engineer joining 07-Dec-2026')).toBeTruthy();
    expect(within(changes).getByText('Payments 7 days earlier')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        'http://localhost:3000/resource-forecasting-dashboard?scenario=5',
      ),
    );
  });

  it('says so when the link names a scenario that is gone, and offers today instead', async () => {
    installResourcesApi(
      {
        [`GET ${API}/forecast/`]: () => ({ body: FORECAST }),
        [`GET ${API}/forecast-scenarios/`]: () => page([]),
        [`GET ${API}/forecast-scenarios/8/forecast/`]: () => ({ status: 404, body: { code: 'not_found' } }),
      },
      [ROLES.RMG_MANAGER],
    );
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting', {}, '/tool?scenario=8');
    expect(await screen.findByText(/This scenario no longer exists/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show today' }));
    expect(await screen.findByRole('table', { name: 'Supply against demand by role and week' })).toBeTruthy();
  });

  it('deletes the scenario only once its author confirms', async () => {
    const api = installComparison();
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting', {}, '/tool?scenario=5');
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete scenario' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('builds a scenario of joiners in its dialog, saves it and compares it with today', async () => {
    const api = installResourcesApi(
      {
        [`GET ${API}/forecast/`]: () => ({ body: FORECAST }),
        [`GET ${API}/forecast-scenarios/`]: () => page([]),
        [`GET /api/${ORG.id}/org/employees/form-options/`]: () => ({
          body: { ...EMPTY_OPTIONS, designations: [{ id: 3, name: 'Engineer' }] },
        }),
        [`POST ${API}/forecast-scenarios/`]: () => ({ status: 201, body: SCENARIO }),
        [`GET ${API}/forecast-scenarios/5/forecast/`]: () => ({
          body: { scenario: SCENARIO, today: FORECAST, what_if: WHAT_IF },
        }),
      },
      [ROLES.RMG_MANAGER],
    );
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting');
    fireEvent.click(await screen.findByRole('button', { name: /New scenario/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New scenario' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Two joiners' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Designation' }));
    fireEvent.click(await screen.findByTitle('Engineer'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'People' }), { target: { value: '2' } });
    const joining = within(dialog).getByLabelText('Joining on');
    fireEvent.mouseDown(joining);
    fireEvent.change(joining, { target: { value: '07-Dec-2026' } });
    fireEvent.keyDown(joining, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create scenario' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Two joiners',
        description: null,
        changes: [{ kind: 'joiner', designation_id: 3, count: 2, start_date: '2026-12-07' }],
      }),
    );
    expect(
      await screen.findByRole('table', {
        name: 'What if Two joiners: supply against demand by role and week',
      }),
    ).toBeTruthy();
  });
});
