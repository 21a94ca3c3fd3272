import type { ExitDetail, FormVersion, RecordForm } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { ExitClearanceListTool } from './ExitClearanceListTool';

const API = `/api/${ORG.id}/employee-exit/exits/`;
const EXIT: ExitDetail = {
  id: 4,
  employee: {
    id: 31,
    user_id: 131,
    code: 'ACME0042',
    name: 'Gaurav Fernandes',
    designation: null,
    department: null,
    date_of_joining: '2020-03-07',
    reporting_manager_user_id: 12,
  },
  exit_type: 'resignation',
  notice_date: '2026-05-01',
  last_working_day: '2026-05-21',
  notice_period_days: 30,
  notice_shortfall_days: 10,
  reason: null,
  status: 'in-notice',
  is_exit_clearance_done: false,
  is_exit_final_done: false,
  exit_done_at: null,
  cleared_areas: [],
  created: '2026-05-01T09:00:00Z',
  clearances: [],
};

const FORM: FormVersion = {
  id: 70,
  form_id: 7,
  version: 2,
  name: 'Exit interview',
  purpose: 'exit_interview',
  status: 'active',
  fields: [
    {
      key: 'reason',
      label: 'Main reason for leaving',
      kind: 'single_select',
      help: '',
      required: true,
      options: ['Growth', 'Relocation'],
    },
    {
      key: 'rating',
      label: 'Rating',
      kind: 'number',
      help: '1 to 5',
      required: true,
      min: 1,
      max: 5,
      decimals: 0,
    },
    { key: 'comments', label: 'Comments', kind: 'long_text', help: '', required: false, max_length: 1000 },
  ],
  created: '2026-04-01T09:00:00Z',
  published_at: '2026-04-01T09:00:00Z',
  retired_at: null,
};

function openExit(interview: RecordForm, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}`]: () => ({ body: { count: 1, results: [EXIT] } }),
    [`GET ${API}:id/`]: () => ({ body: EXIT }),
    [`GET ${API}4/interview/`]: () => ({ body: interview }),
    ...routes,
  });
  renderTool(ExitClearanceListTool, 'Pending Clearance', { exit: 4 });
  return api;
}

describe('the exit interview in an exit', () => {
  it('says so when no exit interview form is active', async () => {
    openExit({ form: null, answer: null, may_answer: false });
    const section = await screen.findByRole('region', { name: 'Exit interview' });
    expect(await within(section).findByText('No exit interview form is active yet.')).toBeTruthy();
  });

  it('checks the answers as the server does, then sends them on the version they were given on', async () => {
    const saved: RecordForm = {
      form: FORM,
      answer: {
        id: 9,
        form_version_id: 70,
        purpose: 'exit_interview',
        record_id: 4,
        answers: { reason: 'Growth', rating: 4 },
        answered_by: { id: 1, name: 'Grace Hopper' },
        answered_at: '2026-05-02T09:00:00Z',
      },
      may_answer: false,
    };
    const api = openExit(
      { form: FORM, answer: null, may_answer: true },
      { [`POST ${API}4/interview/`]: () => ({ status: 201, body: saved }) },
    );
    const section = await screen.findByRole('region', { name: 'Exit interview' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Fill in the interview' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(within(section).getAllByText('This field is required')).toHaveLength(2));

    fireEvent.change(within(section).getByLabelText('Rating'), { target: { value: '9' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save answers' }));
    expect(await within(section).findByText('Enter 5 or less')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(section).getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.mouseDown(within(section).getByLabelText('Main reason for leaving'));
    fireEvent.click(await screen.findByTitle('Growth'));
    fireEvent.click(within(section).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      form_version_id: 70,
      answers: { reason: 'Growth', rating: 4 },
    });
    expect(await within(section).findByText(/Answered by Grace Hopper on 02-May-2026/)).toBeTruthy();
    const answers = within(section).getByText('Main reason for leaving').closest('table') as HTMLElement;
    expect(within(answers).getByText('Growth')).toBeTruthy();
    expect(within(answers).getByText('—')).toBeTruthy();
  });
});
