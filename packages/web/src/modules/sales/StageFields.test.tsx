import type { CustomFieldValue, OpportunityDetail, SalesProcess } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { OpportunityBoardTool } from './OpportunityBoardTool';
import { OpportunityDetailTool } from './OpportunityDetailTool';
import { defaultPipeline, OPPORTUNITY, processStage } from './salesTestData';

const API = `/api/${ORG.id}/sales`;
const field = (over: Partial<CustomFieldValue>): CustomFieldValue => ({
  id: 31,
  scope: 'sales_opportunity_stage',
  stage_id: 1,
  label: 'Decision maker',
  kind: 'text',
  options: [],
  required: true,
  position: 0,
  value: null,
  ...over,
});

const detail = (values: { decision: string | null; band: string | null }): OpportunityDetail => ({
  ...OPPORTUNITY,
  stage: { id: 2, name: 'Proposal' },
  stages: [
    {
      id: 1,
      name: 'Qualification',
      is_notification_trigger: false,
      state: 'done',
      tasks: [],
      fields: [field({ label: 'Budget owner', value: 'Priya' })],
    },
    {
      id: 2,
      name: 'Proposal',
      is_notification_trigger: false,
      state: 'current',
      tasks: [],
      fields: [
        field({ id: 41, stage_id: 2, value: values.decision }),
        field({
          id: 42,
          stage_id: 2,
          label: 'Budget band',
          kind: 'select',
          options: ['Under 10 L', 'Over 10 L'],
          required: false,
          position: 1,
          value: values.band,
        }),
      ],
    },
    { id: 3, name: 'Closure', is_notification_trigger: true, state: 'ahead', tasks: [], fields: [] },
  ],
  history: [],
});

describe('Opportunity Details: the stage’s fields', () => {
  it('asks for a required field, saves the values, and shows why the stage cannot be completed', async () => {
    let current = detail({ decision: null, band: null });
    const { calls } = install({
      [`GET ${API}/opportunities/5/`]: () => ({ body: current }),
      [`PUT ${API}/opportunities/5/fields/`]: () => {
        current = detail({ decision: 'Priya, CFO', band: null });
        return { body: current };
      },
      [`POST ${API}/opportunities/5/stage-completions/`]: () => ({
        status: 400,
        body: { code: 'sales_stage_fields_missing', detail: 'Decision maker' },
      }),
    });
    renderTool(OpportunityDetailTool, 'Opportunity Details', { id: 5 });
    const form = await screen.findByRole('form', { name: 'Proposal fields' });
    expect(
      within(form).getByText('Decision maker must be filled in before this stage can be completed.'),
    ).toBeTruthy();
    // A passed stage's values are shown, read only.
    expect(screen.getByText('Qualification fields')).toBeTruthy();
    expect(screen.getByText('Priya')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete stage' }));
    expect(
      await screen.findByText('This stage cannot be completed until its required fields are filled in'),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save fields' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Decision maker' }), {
      target: { value: 'Priya, CFO' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save fields' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        values: { '41': 'Priya, CFO', '42': null },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText(/must be filled in before this stage can be completed/)).toBeNull(),
    );
  });
});

const PROCESS: SalesProcess = {
  pipelines: [
    defaultPipeline([
      processStage({
        id: 1,
        name: 'Qualification',
        tasks: [{ id: 11, title: 'Confirm the budget', is_mandatory: true }],
        fields: [field({})],
      }),
    ]),
  ],
};

function install(extra: Parameters<typeof installFakeApi>[0] = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  return installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/stages/`]: () => ({ body: PROCESS }),
    [`GET ${API}/opportunities/`]: () => ({ body: { count: 0, count_exact: true, results: [] } }),
    ...extra,
  });
}

describe('Opportunity Overview: stage fields', () => {
  it('adds a field to a stage and retires one after a confirmation', async () => {
    const { calls } = install({
      [`POST ${API}/stages/1/fields/`]: () => ({ status: 201, body: PROCESS }),
      [`DELETE ${API}/stages/1/fields/31/`]: () => ({ body: PROCESS }),
    });
    renderTool(OpportunityBoardTool, 'Opportunity Overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Stage fields' }));
    const table = await screen.findByRole('table', { name: 'Qualification fields' });
    expect(within(table).getByText('Decision maker')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a field to Qualification' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Field' }), { target: { value: 'Budget' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Required' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        label: 'Budget',
        kind: 'text',
        required: true,
      }),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Retire Decision maker' }));
    // Beside the drawer (a dialog too), the confirmation is the dialog asking it.
    await screen.findByText('Retire Decision maker?');
    const dialog = screen
      .getAllByRole('dialog')
      .find((element) => within(element).queryByText('Retire Decision maker?')) as HTMLElement;
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

describe('Opportunity Overview: pipelines', () => {
  it('adds a pipeline with its first stage and makes another the default', async () => {
    const staffing = {
      id: 7,
      name: 'Staff augmentation',
      is_default: false,
      stages: [
        { id: 8, name: 'Requirement', position: 0, is_notification_trigger: false, tasks: [], fields: [] },
      ],
    };
    let process: SalesProcess = PROCESS;
    const { calls } = install({
      [`GET ${API}/stages/`]: () => ({ body: process }),
      [`POST ${API}/pipelines/`]: () => {
        process = { pipelines: [...PROCESS.pipelines, staffing] };
        return { status: 201, body: process };
      },
      [`PATCH ${API}/pipelines/7/`]: () => ({ body: process }),
    });
    renderTool(OpportunityBoardTool, 'Opportunity Overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Pipelines' }));
    const add = await screen.findByRole('form', { name: 'Add a pipeline' });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Pipeline' }), {
      target: { value: 'Staff augmentation' },
    });
    fireEvent.change(within(add).getByRole('textbox', { name: 'First stage' }), {
      target: { value: 'Requirement' },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Add pipeline' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Staff augmentation',
        stages: [{ name: 'Requirement', is_notification_trigger: false }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Make Staff augmentation the default' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_default: true }));
  });
});
