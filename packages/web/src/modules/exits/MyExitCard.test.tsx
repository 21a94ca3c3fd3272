import type { Exit, FormVersion, RecordForm } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { installFakeUploads } from '../../test/fakeUploads';
import { ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { settled } from '../../test/settled';
import { MyExitCard } from './components/MyExitCard';

const API = `/api/${ORG.id}/employee-exit`;
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

function open(exit: Exit | null, interview: RecordForm, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/my-exit/`]: () => ({ body: { exit } }),
    [`GET ${API}/exits/4/interview/`]: () => ({ body: interview }),
    ...routes,
  });
  const { queryClient } = renderInApp(
    <>
      <MyExitCard />
      <p>Home</p>
    </>,
  );
  return { ...api, queryClient };
}

const WITH_FILE: FormVersion = {
  ...FORM,
  fields: [
    {
      key: 'letter',
      label: 'Resignation letter',
      kind: 'file',
      help: '',
      required: true,
      max_files: 3,
      allowed_types: ['pdf', 'png'],
    },
  ],
};
const STORED = { name: 'letter.pdf', size: 8, type: 'pdf', file_id: 51 };

afterEach(() => vi.unstubAllGlobals());

describe('the leaver’s card on their home', () => {
  it('shows the last working day and opens the exit interview to fill in', async () => {
    open(EXIT, { form: FORM, answer: null, may_answer: true });
    expect(await screen.findByText('My exit')).toBeTruthy();
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
    fireEvent.click(await screen.findByRole('button', { name: 'Read my answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit interview' });
    expect(await within(dialog).findByText('Thank you all')).toBeTruthy();
  });

  it('sends each chosen file at once, with its progress, its own error, and the stored files in the answer', async () => {
    const uploads = installFakeUploads((name, value) => vi.stubGlobal(name, value));
    const { calls } = open(
      EXIT,
      { form: WITH_FILE, answer: null, may_answer: true },
      {
        [`POST ${API}/exits/4/interview/`]: () => ({
          status: 201,
          body: { form: WITH_FILE, answer: null, may_answer: false },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fill in my exit interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit interview' });
    expect(await within(dialog).findByText('Up to 3 files, under 10 MB together: PDF, PNG')).toBeTruthy();
    // The chooser renews its input after each choice.
    const choose = (file: File) =>
      fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
        target: { files: [file] },
      });

    choose(new File(['hello'], 'notes.txt'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('notes.txt: Only PDF, PNG files');
    expect(uploads).toHaveLength(0);

    choose(new File(['%PDF-1.4'], 'letter.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.url).toBe(`${API}/exits/4/interview/files/?field=letter`);
    uploads[0]?.progress(4, 8);
    expect(
      (await within(dialog).findByRole('progressbar', { name: 'Uploading letter.pdf' })).getAttribute(
        'aria-valuenow',
      ),
    ).toBe('50');
    uploads[0]?.respond(201, STORED);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());

    choose(new File(['%PDF-1.4'], 'second.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[1]?.respond(415, { code: 'unsupported_media_type' });
    expect(
      await within(dialog).findByText('second.pdf: Sorry, this file type is not supported'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      form_version_id: 70,
      answers: { letter: [STORED] },
    });
  });

  it('offers the answer’s files to download', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = open(
      EXIT,
      {
        form: WITH_FILE,
        answer: {
          id: 9,
          form_version_id: 70,
          purpose: 'exit_interview',
          record_id: 4,
          answers: { letter: [STORED] },
          answered_by: { id: 11, name: 'Grace Hopper' },
          answered_at: '2026-05-02T09:00:00Z',
        },
        may_answer: false,
      },
      { [`GET ${API}/exits/4/interview/files/51/`]: () => ({ body: new Blob(['%PDF-1.4']) }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Read my answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit interview' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Download letter.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.path.endsWith('/interview/files/51/'))).toBe(true);
    click.mockRestore();
  });

  it('shows nothing to someone who is not leaving', async () => {
    const { queryClient } = open(null, { form: FORM, answer: null, may_answer: true });
    await settled(queryClient);
    expect(screen.queryByText('My exit')).toBeNull();
  });
});
