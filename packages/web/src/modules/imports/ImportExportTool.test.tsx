import {
  type CurrentUser,
  ERROR_PAGE_TEXTS,
  TASK_MESSAGES,
  type Task,
  UPLOAD_RESULT_TEXTS,
} from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { NO_UPLOAD_ERRORS, taskFixture } from '../../test/taskFixtures';
import { NO_UPLOADS_TEXT } from './ImportExportTool';

const TASKS = `/api/${ORG.id}/tasks-queue/tasks/`;
const EXPORT = `/api/${ORG.id}/exports/employees/`;
const EMPLOYEE: CurrentUser = { ...CEO, id: 12, roles: ['org:employee'], primary_role: 'org:employee' };

/** 12 uploads, newest first: one that failed on its columns, one done, then queued ones. */
const UPLOADS: Task[] = [
  taskFixture(12, {
    status: 'failed',
    kind: 'grades',
    filename: 'grades-2026-april.xlsx',
    created: '2026-04-06T09:05:00',
    errors: {
      ...NO_UPLOAD_ERRORS,
      column_errors: { duplicate_columns: [], unknown_columns: ['Band'], required_columns: [] },
    },
  }),
  taskFixture(11, {
    status: 'done',
    filename: 'staff.xlsx',
    created: '2026-04-05T18:40:00',
    result: { records_added: 9, records_updated: 3, records_skipped: 0 },
  }),
  ...Array.from({ length: 10 }, (_, index) => taskFixture(10 - index, { filename: `batch-${index}.xlsx` })),
];

function answerTasks({ query }: FakeRequest): FakeResponse {
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const listed = query.get('task_type') === 'upload' ? UPLOADS : [];
  return { body: { count: listed.length, results: listed.slice(offset, offset + limit) } };
}

function openImports(user: CurrentUser = CEO, tasks: (request: FakeRequest) => FakeResponse = answerTasks) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: user }),
    [`GET ${TASKS}`]: tasks,
    [`POST ${EXPORT}`]: () => ({
      status: 202,
      body: taskFixture(40, { task_type: 'download', kind: 'employees', display_name: 'Employees export' }),
    }),
  });
  const uploadReads = () =>
    api.calls.filter((call) => call.path === TASKS && call.query.get('task_type') === 'upload');
  return { ...api, uploadReads, ...renderApp('/import-export') };
}

const uploadsTable = () => screen.findByRole('table', { name: 'Uploads' });

describe('Imports', () => {
  it("lists the caller's uploads, ten a page, with kind, file, status, time and result", async () => {
    const { uploadReads } = openImports();
    const table = await uploadsTable();
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1] as HTMLElement).slice(1)).toEqual([
      'Grades',
      'grades-….xlsx',
      'Failed',
      '06-Apr-2026 09:05 AM',
      '',
    ]);
    expect(cells(rows[2] as HTMLElement).slice(1)).toEqual([
      'Employee master',
      'staff.xlsx',
      'Successful',
      '05-Apr-2026 06:40 PM',
      'Added 9 · Updated 3 · Skipped 0',
    ]);
    expect(Object.fromEntries(uploadReads()[0]?.query ?? [])).toEqual({
      task_type: 'upload',
      limit: '10',
      offset: '0',
    });

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(Object.fromEntries(uploadReads().at(-1)?.query ?? [])).toMatchObject({ offset: '10' }),
    );
  });

  it('opens an upload that reported problems to the result panels', async () => {
    openImports();
    const table = await uploadsTable();
    const expanders = within(table).getAllByRole('button', { name: /^Problems with/ });
    expect(expanders.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Problems with grades-2026-april.xlsx',
    ]);
    fireEvent.click(expanders[0] as HTMLElement);
    expect(expanders[0]?.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: UPLOAD_RESULT_TEXTS.errors });
    expect(within(panel).getByText('Band')).toBeTruthy();
  });

  it('says so when there are no uploads', async () => {
    openImports(CEO, () => ({ body: { count: 0, results: [] } }));
    expect(await screen.findByText(NO_UPLOADS_TEXT)).toBeTruthy();
  });

  it('starts an Excel export and says the report is being generated', async () => {
    const { calls } = openImports();
    const exports = await screen.findByRole('region', { name: 'Exports' });
    fireEvent.click(within(exports).getByRole('button', { name: 'Export to Excel: Employees' }));
    expect(await screen.findByText(TASK_MESSAGES.download_task_started)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === EXPORT);
    expect(post?.body).toEqual({});
  });

  it('offers no exports to someone who may not export, and shows their uploads still', async () => {
    openImports(EMPLOYEE);
    await uploadsTable();
    expect(screen.queryByRole('region', { name: 'Exports' })).toBeNull();
  });

  it('shows access denied inside the tool when the list is refused', async () => {
    const { router } = openImports(CEO, () => ({ status: 403, body: { code: 'permission_denied' } }));
    const tool = await screen.findByRole('region', { name: 'Imports' });
    expect(await within(tool).findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/import-export');
  });
});
