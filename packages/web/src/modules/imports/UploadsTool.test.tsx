import { type Task, UPLOAD_RESULT_TEXTS } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { NO_UPLOAD_ERRORS, taskFixture } from '../../test/taskFixtures';
import { NO_TASKS_TEXT } from './UploadsTool';

const TASKS = `/api/${ORG.id}/tasks-queue/tasks/`;

const ALL: Task[] = [
  taskFixture(7, {
    task_type: 'download',
    kind: 'employees',
    status: 'done',
    display_name: 'Employees export',
    filename: 'employees-export.xlsx',
    has_file: true,
    created: '2026-04-07T10:00:00',
  }),
  taskFixture(6, {
    status: 'processing',
    display_name: 'Grades upload',
    filename: 'grades.xlsx',
    progress: { done: 25, total: 100 },
    created: '2026-04-07T09:00:00',
  }),
  taskFixture(5, {
    status: 'done',
    display_name: 'Employee master upload',
    filename: 'staff.xlsx',
    created: '2026-04-06T09:00:00',
    result: { records_added: 1, records_updated: 0, records_skipped: 1 },
    errors: { ...NO_UPLOAD_ERRORS, row_errors: { '3': { email: ['Please enter valid email address.'] } } },
  }),
  taskFixture(4, {
    task_type: 'download',
    kind: 'employees',
    status: 'failed',
    display_name: 'Employees export',
    filename: 'employees-old.xlsx',
    created: '2026-04-05T09:00:00',
  }),
];

function answerTasks({ query }: FakeRequest): FakeResponse {
  const type = query.get('task_type');
  const listed = ALL.filter((task) => !type || task.task_type === type);
  const offset = Number(query.get('offset'));
  return {
    body: { count: listed.length, results: listed.slice(offset, offset + Number(query.get('limit'))) },
  };
}

function openUploads(tasks: (request: FakeRequest) => FakeResponse = answerTasks) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${TASKS}`]: tasks,
    [`GET ${TASKS}7/file/`]: () => ({
      body: new Blob(['PK']),
      headers: { 'Content-Disposition': 'attachment; filename="employees-export.xlsx"' },
    }),
  });
  return { ...api, ...renderApp('/uploads') };
}

const table = () => screen.findByRole('table', { name: 'Background tasks' });
/** The row of a task by its file name: shown whole, or cut with the whole name as its title. */
const rowOf = async (fileName: string) => {
  const found = await table();
  const cell = within(found).queryByTitle(fileName) ?? (await within(found).findByText(fileName));
  return cell.closest('tr') as HTMLElement;
};

describe('Uploads', () => {
  it('lists uploads and downloads with type, status, progress and result', async () => {
    openUploads();
    const running = await rowOf('grades.xlsx');
    expect(within(running).getByText('Upload')).toBeTruthy();
    expect(within(running).getByText('In progress')).toBeTruthy();
    expect(within(running).getByRole('progressbar', { name: 'Progress of grades.xlsx' })).toBeTruthy();
    expect(within(running).getByText('25/100')).toBeTruthy();

    const done = await rowOf('staff.xlsx');
    expect(within(done).getByText('Added 1 · Updated 0 · Skipped 1')).toBeTruthy();
    const failed = await rowOf('employees-old.xlsx');
    expect(within(failed).getByText('employe….xlsx')).toBeTruthy();
    expect(within(failed).getByText('Download')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('saves the workbook of a finished download', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openUploads();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download employees-export.xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('employees-export.xlsx');
  });

  it('opens a task that reported problems to the result panels', async () => {
    openUploads();
    fireEvent.click(await screen.findByRole('button', { name: 'Problems with staff.xlsx' }));
    const panel = await screen.findByRole('region', { name: UPLOAD_RESULT_TEXTS.errors });
    expect(within(panel).getByText('Please enter valid email address.')).toBeTruthy();
  });

  it('filters by type on the server', async () => {
    const { calls, router } = openUploads();
    await table();
    fireEvent.mouseDown(screen.getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Downloads'));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === TASKS).at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        task_type: 'download',
        limit: '10',
        offset: '0',
      });
    });
    await waitFor(() => expect(screen.queryByText('grades.xlsx')).toBeNull());
    expect(router.state.location.search).toContain('task_type');
  });

  it('says so when there are no tasks', async () => {
    openUploads(() => ({ body: { count: 0, results: [] } }));
    expect(await screen.findByText(NO_TASKS_TEXT)).toBeTruthy();
  });
});
