import type { Exit, FormVersion, RecordForm } from '@atrium/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { MyExitCard } from './components/MyExitCard';

const API = `/api/${ORG.id}/employee-exit`;
const SLOW = { timeout: 8000 };

const EXIT: Exit = {
  id: 4,
  employee: {
    id: 31,
    user_id: 11,
    code: 'ACME0042',
    name: 'Grace Hopper',
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
};

const FORM: FormVersion = {
  id: 70,
  form_id: 7,
  version: 1,
  name: 'Exit interview',
  purpose: 'exit_interview',
  status: 'active',
  fields: [
    { key: 'comments', label: 'Comments', kind: 'long_text', help: '', required: false, max_length: 1000 },
  ],
  created: '2026-04-01T09:00:00Z',
  published_at: '2026-04-01T09:00:00Z',
  retired_at: null,
};

function open(exit: Exit | null, interview: RecordForm) {
  window.localStorage.setItem('atrium.access', 'token-1');
  installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/my-exit/`]: () => ({ body: { exit } }),
    [`GET ${API}/exits/4/interview/`]: () => ({ body: interview }),
  });
  return renderInApp(
    <>
      <MyExitCard />
      <p>Home</p>
    </>,
  );
}

describe('the leaver’s card on their home', () => {
  it('shows the last working day and opens the exit interview to fill in', async () => {
    open(EXIT, { form: FORM, answer: null, may_answer: true });
    expect(await screen.findByText('My exit', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('21-May-2026')).toBeTruthy();
    expect(await screen.findByText('Your exit interview is waiting for you.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fill in my exit interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit interview' });
    expect(await within(dialog).findByLabelText('Comments')).toBeTruthy();
  });

  it('offers the answers to read once the interview is answered', async () => {
    open(EXIT, {
      form: FORM,
      answer: {
        id: 9,
        form_version_id: 70,
        purpose: 'exit_interview',
        record_id: 4,
        answers: { comments: 'Thank you all' },
        answered_by: { id: 11, name: 'Grace Hopper' },
        answered_at: '2026-05-02T09:00:00Z',
      },
      may_answer: false,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Read my answers' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Exit interview' });
    expect(await within(dialog).findByText('Thank you all')).toBeTruthy();
  });

  it('shows nothing to someone who is not leaving', async () => {
    open(null, { form: FORM, answer: null, may_answer: true });
    await screen.findByText('Home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('My exit')).toBeNull();
  });
});
