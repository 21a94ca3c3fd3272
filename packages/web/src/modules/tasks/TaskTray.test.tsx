import type { Task } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { taskFixture } from '../../test/taskFixtures';
import { TRAY_EMPTY_TEXT } from './TaskTrayPanel';

const TASKS = `/api/${ORG.id}/tasks-queue/tasks/`;

const TASKS_NOW: Task[] = [
  taskFixture(4, {
    status: 'processing',
    display_name: 'Grades upload',
    filename: 'grades-2026-april.xlsx',
    progress: { done: 3, total: 10 },
  }),
  taskFixture(3, { display_name: 'Departments upload', filename: 'depts.xlsx' }),
  taskFixture(2, {
    status: 'done',
    display_name: 'Employee master upload',
    filename: 'employees.xlsx',
    result: { records_added: 5, records_updated: 2, records_skipped: 1 },
  }),
  taskFixture(1, {
    task_type: 'download',
    kind: 'employees',
    status: 'done',
    display_name: 'Employees export',
    filename: 'employees-export.xlsx',
    has_file: true,
  }),
];

function signedIn(tasks: Task[], routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${TASKS}`]: () => ({ body: { count: tasks.length, results: tasks } }),
    ...routes,
  });
  return { ...api, ...renderApp('/workspace/default') };
}

const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Background tasks' })).getByRole('listitem', { name });

describe('background task tray', () => {
  it('counts the queued and running tasks on its badge, reading the newest ten', async () => {
    const { calls } = signedIn(TASKS_NOW);
    expect(await screen.findByRole('button', { name: 'Background tasks, 2 running' })).toBeTruthy();
    const read = calls.find((call) => call.path === TASKS);
    expect(Object.fromEntries(read?.query ?? [])).toEqual({ limit: '10', offset: '0' });
  });

  it('lists each task with its short file name, status, progress and result', async () => {
    signedIn(TASKS_NOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Background tasks, 2 running' }));

    const running = await waitFor(() => item('Grades upload'));
    expect(within(running).getByText('grades-….xlsx')).toBeTruthy();
    expect(within(running).getByTitle('grades-2026-april.xlsx')).toBeTruthy();
    expect(within(running).getByText('In progress')).toBeTruthy();
    expect(
      within(running).getByRole('progressbar', { name: 'Progress of grades-2026-april.xlsx' }),
    ).toBeTruthy();
    expect(within(running).getByText('3/10')).toBeTruthy();

    const queued = item('Departments upload');
    expect(within(queued).getByText('depts.xlsx')).toBeTruthy();
    expect(within(queued).getByText('In the queue')).toBeTruthy();

    const done = item('Employee master upload');
    expect(within(done).getByText('Successful')).toBeTruthy();
    expect(within(done).getByText('Added 5 · Updated 2 · Skipped 1')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('saves the workbook of a finished download', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = signedIn(TASKS_NOW, {
      [`GET ${TASKS}1/file/`]: () => ({
        body: new Blob(['PK']),
        headers: { 'Content-Disposition': 'attachment; filename="employees-export.xlsx"' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Background tasks/ }));
    const download = await waitFor(() => item('Employees export'));
    fireEvent.click(within(download).getByRole('button', { name: 'Download employees-export.xlsx' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('employees-export.xlsx');
    expect(calls.filter((call) => call.path === `${TASKS}1/file/`)).toHaveLength(1);
  });

  it('says so when there are no tasks', async () => {
    signedIn([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Background tasks' }));
    expect(await screen.findByText(TRAY_EMPTY_TEXT)).toBeTruthy();
  });

  it('opens the Uploads tool from View all', async () => {
    const { router } = signedIn(TASKS_NOW);
    fireEvent.click(await screen.findByRole('button', { name: /^Background tasks/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'View all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploads'));
    expect(await screen.findByRole('region', { name: 'Uploads' })).toBeTruthy();
  });
});
