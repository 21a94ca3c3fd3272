import { type ForecastCell, type ResourceForecast, ROLES } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ResourceForecastTool } from './ResourceForecastTool';
import { API, installResourcesApi, SLOW } from './resourcesTestData';

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
    installResourcesApi({ [`GET ${API}/forecast/`]: () => ({ body: FORECAST }) }, [ROLES.RMG_MANAGER]);
    renderTool(ResourceForecastTool, 'Resource Requirement Forecasting');
    const table = await screen.findByRole('table', { name: 'Supply against demand by role and week' }, SLOW);
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
