import type { FollowUp, Opportunity, OpportunityDetail, SalesProcess } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { AllFollowUpsTool, FollowUpsTool } from './FollowUpsTool';
import { OpportunityBoardTool } from './OpportunityBoardTool';
import { OpportunityDetailsTool } from './OpportunityDetailsTool';
import { OpportunityDetailTool } from './OpportunityDetailTool';
import { OpportunityFormTool } from './OpportunityFormTool';
import { OpportunityListTool } from './OpportunityListTool';
import { defaultPipeline, processStage } from './salesTestData';

const API = `/api/${ORG.id}/sales`;
const PROCESS: SalesProcess = {
  pipelines: [
    {
      ...defaultPipeline([
        processStage({
          id: 1,
          name: 'Qualification',
          tasks: [
            { id: 11, title: 'Confirm the budget', is_mandatory: true },
            { id: 12, title: 'Record the requirements', is_mandatory: false },
          ],
        }),
        processStage({ id: 2, name: 'Closure', position: 1, is_notification_trigger: true }),
      ]),
      name: 'Services',
    },
    {
      id: 7,
      name: 'Staff augmentation',
      is_default: false,
      stages: [
        processStage({ id: 8, name: 'Requirement' }),
        processStage({ id: 9, name: 'Onboarding', position: 1 }),
      ],
    },
  ],
};

const OPPORTUNITY: Opportunity = {
  id: 5,
  code: 'OP-0005',
  name: 'Payments rewrite',
  client: { id: 3, name: 'Globex' },
  value: 250000,
  currency: 'INR',
  billing_type: 'time-and-material',
  expected_start_date: '2027-01-01',
  expected_end_date: '2027-06-30',
  probability: 40,
  owner: { id: 9, name: 'Sara Sales' },
  sales_executive: { id: 9, name: 'Sara Sales' },
  status: 'open',
  pipeline: { id: 1, name: 'Services' },
  stage: { id: 1, name: 'Qualification' },
  created: '2026-11-01T09:00:00.000Z',
};

const STAFFED: Opportunity = {
  ...OPPORTUNITY,
  id: 6,
  code: 'OP-0006',
  name: 'Testers for Globex',
  pipeline: { id: 7, name: 'Staff augmentation' },
  stage: { id: 8, name: 'Requirement' },
};

const FORM_OPTIONS = {
  clients: [{ id: 3, name: 'Globex' }],
  designations: [{ id: 4, name: 'Engineer' }],
  people: [{ id: 9, name: 'Sara Sales' }],
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

const detail = (over: Partial<OpportunityDetail> = {}): OpportunityDetail => ({
  ...OPPORTUNITY,
  description: null,
  outcome_reason: null,
  project: null,
  roles: [
    {
      id: 1,
      designation: { id: 4, name: 'Engineer' },
      count: 2,
      start_date: '2027-01-01',
      end_date: '2027-06-30',
    },
  ],
  stages: [
    {
      id: 1,
      name: 'Qualification',
      is_notification_trigger: false,
      state: 'current',
      tasks: [
        {
          id: 11,
          title: 'Confirm the budget',
          is_mandatory: true,
          done: false,
          done_by: null,
          done_at: null,
        },
        {
          id: 12,
          title: 'Record the requirements',
          is_mandatory: false,
          done: false,
          done_by: null,
          done_at: null,
        },
      ],
      fields: [],
    },
    { id: 2, name: 'Closure', is_notification_trigger: true, state: 'ahead', tasks: [], fields: [] },
  ],
  history: [],
  ...over,
});

function install(extra: Parameters<typeof installFakeApi>[0] = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  return installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/stages/`]: () => ({ body: PROCESS }),
    [`GET ${API}/opportunities/`]: () => ({ body: { count: 1, count_exact: true, results: [OPPORTUNITY] } }),
    ...extra,
  });
}

describe('Opportunity List', () => {
  it('lists the opportunities with their client, value, stage and status', async () => {
    install();
    renderTool(OpportunityListTool, 'Opportunity List');
    const table = await screen.findByRole('table', { name: 'Opportunities' });
    const row = await within(table).findByRole('row', { name: /OP-0005 Payments rewrite/ });
    expect(within(row).getByText('Globex')).toBeTruthy();
    expect(within(row).getByText('INR 2,50,000.00')).toBeTruthy();
    expect(within(row).getByText('Qualification')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Add opportunity/ })).toBeTruthy();
  });
});

describe('Opportunity Overview', () => {
  it('shows the open opportunities in a column per stage', async () => {
    install();
    renderTool(OpportunityBoardTool, 'Opportunity Overview');
    const column = await screen.findByRole('listitem', { name: 'Qualification: 1' });
    expect(within(column).getByText('OP-0005 Payments rewrite')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Closure: 0' })).toBeTruthy();
  });

  it('shows the default pipeline first, and another one’s stages and opportunities once picked', async () => {
    const { calls } = install({
      [`GET ${API}/opportunities/`]: ({ query }) => {
        const staffed = query.get('pipeline_id') === '7';
        return { body: { count: 1, count_exact: true, results: [staffed ? STAFFED : OPPORTUNITY] } };
      },
    });
    const { optionsSeen } = renderTool(OpportunityBoardTool, 'Opportunity Overview');
    expect(await screen.findByRole('listitem', { name: 'Qualification: 1' })).toBeTruthy();
    const listed = () => calls.filter((c) => c.path.endsWith('/opportunities/'));
    expect(listed().map((c) => c.query.get('pipeline_id'))).toEqual(['1']);
    await choose('Pipeline', 'Staff augmentation');
    const column = await screen.findByRole('listitem', { name: 'Requirement: 1' });
    expect(within(column).getByText('OP-0006 Testers for Globex')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Onboarding: 0' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: /^Qualification/ })).toBeNull();
    expect(listed().at(-1)?.query.get('pipeline_id')).toBe('7');
    expect(optionsSeen.at(-1)).toEqual({ pipeline_id: '7' });
  });
});

describe('Opportunity Details', () => {
  it('ticks a task, shows the server’s refusal to complete the stage, and wins only after a reason', async () => {
    let current = detail();
    const { calls } = install({
      [`GET ${API}/opportunities/5/`]: () => ({ body: current }),
      [`PUT ${API}/opportunities/5/checklist/12/`]: () => {
        current = detail({
          stages: current.stages.map((stage) =>
            stage.id === 1
              ? { ...stage, tasks: stage.tasks.map((t) => (t.id === 12 ? { ...t, done: true } : t)) }
              : stage,
          ),
        });
        return { body: current };
      },
      [`POST ${API}/opportunities/5/stage-completions/`]: () => ({
        status: 400,
        body: { code: 'sales_stage_tasks_pending', message: 'x' },
      }),
      [`POST ${API}/opportunities/5/outcome/`]: () => {
        current = detail({
          status: 'won',
          outcome_reason: 'Signed',
          project: { id: 8, code: 'PR-0008', name: 'Payments rewrite' },
        });
        return { body: current };
      },
    });
    renderTool(OpportunityDetailTool, 'Opportunity Details', { id: 5 });
    expect(await screen.findByText('OP-0005 Payments rewrite')).toBeTruthy();
    expect(
      screen.getByText('1 mandatory task is still to do before this stage can be completed.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Record the requirements' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Complete stage' }));
    expect(
      await screen.findByText('This stage cannot be completed until its mandatory tasks are done'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark won' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark opportunity won' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark won' }));
    await waitFor(() => expect(within(dialog).getByText('This field is required')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/outcome/'))).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Signed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark won' }));
    expect(await screen.findByText('PR-0008 Payments rewrite')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/outcome/'))?.body).toEqual({
      outcome: 'won',
      reason: 'Signed',
    });
  });
});

const FOLLOW_UP: FollowUp = {
  id: 3,
  due_date: '2026-01-05',
  owner: { id: 9, name: 'Sara Sales' },
  notes: 'Call about the renewal',
  client: { id: 3, name: 'Globex' },
  contact: null,
  opportunity: { id: 5, code: 'OP-0005', name: 'Payments rewrite' },
  status: 'open',
  is_overdue: true,
  completed_at: null,
  created: '2026-01-01T09:00:00.000Z',
};

describe('Follow Ups', () => {
  it('lists the caller’s own with the overdue marked, and completes one only after a confirmation', async () => {
    let current = FOLLOW_UP;
    const { calls } = install({
      [`GET ${API}/follow-ups/`]: () => ({ body: { count: 1, results: [current] } }),
      [`POST ${API}/follow-ups/3/completion/`]: () => {
        current = { ...current, status: 'done', is_overdue: false };
        return { body: current };
      },
    });
    renderTool(FollowUpsTool, 'Follow Ups');
    const table = await screen.findByRole('table', { name: 'Follow-ups' });
    const row = await within(table).findByRole('row', { name: /Call about the renewal/ });
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('OP-0005 Payments rewrite')).toBeTruthy();
    expect(within(table).queryByText('Sara Sales')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete follow-up' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/completion/'))).toHaveLength(1));
    expect(
      Object.fromEntries(
        calls.find((c) => c.method === 'GET' && c.path.endsWith('/follow-ups/'))?.query ?? [],
      ),
    ).toMatchObject({
      scope: 'mine',
      status: 'open',
    });
  });

  it('shows every one with its owner in All Follow Ups', async () => {
    const { calls } = install({
      [`GET ${API}/follow-ups/`]: () => ({ body: { count: 1, results: [FOLLOW_UP] } }),
    });
    renderTool(AllFollowUpsTool, 'Follow Ups');
    const table = await screen.findByRole('table', { name: 'Follow-ups' });
    expect(await within(table).findByText('Sara Sales')).toBeTruthy();
    expect(Object.fromEntries(calls.find((c) => c.path.endsWith('/follow-ups/'))?.query ?? [])).toMatchObject(
      { scope: 'all' },
    );
  });
});

describe('Opportunity Form', () => {
  it('adds an opportunity to the default pipeline unless another is chosen, and sends the one chosen', async () => {
    const { calls } = install({
      [`GET ${API}/opportunity-form-options/`]: () => ({ body: FORM_OPTIONS }),
      [`POST ${API}/opportunities/`]: () => ({ status: 201, body: detail({ ...STAFFED }) }),
    });
    renderTool(OpportunityFormTool, 'Opportunity Form');
    const pipeline = await screen.findByRole('combobox', { name: 'Pipeline' });
    expect(within(pipeline.closest('.ant-select') as HTMLElement).getByTitle('Services')).toBeTruthy();
    await choose('Pipeline', 'Staff augmentation');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Testers for Globex' } });
    await choose('Client', 'Globex');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '300000' } });
    await choose('Owner', 'Sara Sales');
    fireEvent.click(screen.getByRole('button', { name: 'Add opportunity' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      pipeline_id: 7,
      name: 'Testers for Globex',
      client_id: 3,
      value: 300000,
    });
  });

  it('asks for the name and client before sending, then changes an opportunity keeping its role mix', async () => {
    const { calls } = install({
      [`GET ${API}/opportunities/5/`]: () => ({ body: detail() }),
      [`GET ${API}/opportunity-form-options/`]: () => ({ body: FORM_OPTIONS }),
      [`PATCH ${API}/opportunities/5/`]: () => ({ body: detail({ probability: 70 }) }),
    });
    renderTool(OpportunityFormTool, 'Opportunity Form', { id: 5 });
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Payments rewrite'));
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opportunity' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Payments rewrite' } });
    fireEvent.change(screen.getByLabelText('Probability (%)'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opportunity' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')?.body).not.toHaveProperty('pipeline_id');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Payments rewrite',
      client_id: 3,
      probability: 70,
      value: 250000,
      roles: [{ designation_id: 4, count: 2, start_date: '2027-01-01', end_date: '2027-06-30' }],
    });
  });
});

describe('Opportunity Details (the record)', () => {
  it('shows every stage with its checklist and the history, read only', async () => {
    install({
      [`GET ${API}/opportunities/5/`]: () => ({
        body: detail({
          history: [
            {
              id: 1,
              action: 'complete-stage',
              from_stage: 'Qualification',
              to_stage: 'Closure',
              comment: null,
              by: { id: 9, name: 'Sara Sales' },
              created: '2026-11-02T09:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderTool(OpportunityDetailsTool, 'Opportunity Details', { id: 5 });
    expect(await screen.findByText('Completed Qualification, moved to Closure')).toBeTruthy();
    expect(screen.getByText(/Confirm the budget \(mandatory\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark won' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
