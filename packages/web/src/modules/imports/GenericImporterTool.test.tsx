import { type CurrentUser, TASK_MESSAGES, type Task, UPLOAD_RESULT_TEXTS } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import type { FakeWebSocket } from '../../test/fakeSocket';
import { installFakeUploads } from '../../test/fakeUploads';
import { CEO, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { NO_UPLOAD_ERRORS, taskFixture } from '../../test/taskFixtures';
import { NO_IMPORT_KINDS_TEXT, UPLOAD_CANCELLED_TEXT } from './GenericImporterTool';
import { IMPORT_FILE_MESSAGES } from './importFile';

const TASKS = `/api/${ORG.id}/tasks-queue/tasks/`;
const EMPLOYEE: CurrentUser = { ...CEO, id: 12, roles: ['org:employee'], primary_role: 'org:employee' };
const EMPLOYEE_MANAGER: CurrentUser = { ...EMPLOYEE, roles: ['org:employee-manager', 'org:employee'] };

function openImporter(user: CurrentUser = CEO, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const tasks: Task[] = [];
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: user }),
    [`GET ${TASKS}`]: () => ({ body: { count: tasks.length, results: tasks } }),
    [`GET ${TASKS}:id/`]: ({ path }) => {
      const task = tasks.find((listed) => path === `${TASKS}${listed.id}/`);
      return task ? { body: task } : { status: 404, body: { code: 'not_found' } };
    },
    ...routes,
  });
  const uploads = installFakeUploads((name, value) => vi.stubGlobal(name, value));
  const view = renderApp('/generic-importer');
  return { ...api, ...view, uploads, tasks };
}

const tool = () => screen.findByRole('region', { name: 'Generic Importer' });

async function chooseKind(title: string) {
  fireEvent.mouseDown(screen.getByLabelText('Record kind'));
  fireEvent.click(await screen.findByTitle(title));
}

function chooseFile(name: string, size?: number) {
  const file = new File(['rows'], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  const input = screen.getByLabelText('Workbook (.xlsx, up to 10 MB)') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Generic Importer: choosing what to import', () => {
  it("shows the chosen kind's columns, and keeps the kind in the tool's options", async () => {
    const { router } = openImporter();
    await tool();
    const employees = await screen.findByRole('table', { name: 'Employee master columns' });
    expect(tableRows(employees)[0]).toEqual(['Employee Code', 'Required', 'Unique, e.g. ACM-0101']);

    await chooseKind('Departments');
    const departments = await screen.findByRole('table', { name: 'Departments columns' });
    expect(tableRows(departments)).toEqual([
      ['Department', 'Required', 'Unique name'],
      ['Head Email', 'Optional', 'Email of an active user'],
    ]);
    const toolsData = JSON.parse(new URLSearchParams(router.state.location.search).get('tools_data') ?? '{}');
    expect(toolsData).toEqual({ 'generic-importer': { kind: 'departments' } });
  });

  it('offers only the kinds the user may import', async () => {
    openImporter(EMPLOYEE_MANAGER);
    await screen.findByRole('table', { name: 'Employee master columns' });
    fireEvent.mouseDown(screen.getByLabelText('Record kind'));
    // The listbox Ant Design keeps for assistive technology names each option by its value.
    const options = await screen.findAllByRole('option');
    const kinds = options.map((option) => option.textContent);
    expect(kinds).toContain('employee_master');
    expect(kinds).not.toContain('departments');
    expect(screen.queryByTitle('Departments')).toBeNull();
  });

  it('says so to someone who may import nothing', async () => {
    openImporter(EMPLOYEE);
    expect(await screen.findByText(NO_IMPORT_KINDS_TEXT)).toBeTruthy();
  });

  it("downloads the kind's template without the session", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = openImporter(CEO, {
      'GET /api/public/templates/grades-template.xlsx': () => ({ body: new Blob(['PK']) }),
    });
    await tool();
    await chooseKind('Grades');
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('grades-template.xlsx');
    const template = calls.find((call) => call.path.startsWith('/api/public/templates/'));
    expect(template?.authorization).toBeNull();
  });

  it.each([
    ['staff.csv', 20, IMPORT_FILE_MESSAGES.notWorkbook],
    ['staff.xlsx', 10 * 1024 * 1024 + 1, 'Sorry, the file is too large. Please upload files under 10 MB'],
    ['staff.xlsx', 0, IMPORT_FILE_MESSAGES.empty],
  ])('refuses %s of %i bytes before sending it', async (name, size, message) => {
    const { uploads } = openImporter();
    await screen.findByRole('table', { name: 'Employee master columns' });
    chooseFile(name, size);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    expect(uploads).toHaveLength(0);
  });
});

describe('Generic Importer: uploading', () => {
  async function startUpload() {
    const api = openImporter();
    await screen.findByRole('table', { name: 'Employee master columns' });
    const modes = screen.getByRole('radiogroup', { name: 'When a row has a problem' });
    expect((within(modes).getByRole('radio', { name: /^All or nothing/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(modes).getByRole('radio', { name: /^Skip bad rows/ }));
    chooseFile('staff-april.xlsx');
    expect(await screen.findByText('staff-april.xlsx')).toBeTruthy();
    fireEvent.click(uploadButton());
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    const request = api.uploads[0];
    if (!request) throw new Error('no upload');
    return { ...api, request };
  }

  it('sends the mode before the file, shows its progress here and in the tray, then follows the task', async () => {
    const { request, tasks, sockets } = await startUpload();
    expect([request.method, request.url]).toEqual(['POST', `/api/${ORG.id}/imports/employee_master/`]);
    expect(request.fields()).toEqual([
      ['mode', 'skip_invalid_rows'],
      ['file', 'staff-april.xlsx'],
    ]);

    act(() => request.progress(50, 100));
    const sending = await screen.findByRole('progressbar', { name: 'Sending staff-april.xlsx' });
    expect(sending.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Background tasks, 1 running' }));
    const tray = await screen.findByRole('list', { name: 'Background tasks' });
    expect(within(tray).getByRole('listitem', { name: 'Employee master' }).textContent).toContain('Sending');

    const queued = taskFixture(31, { filename: 'staff-april.xlsx' });
    tasks.push(queued);
    act(() => request.respond(202, queued));
    const last = await screen.findByRole('region', { name: 'Last upload' });
    expect(await within(last).findByText('In the queue')).toBeTruthy();

    const socket = sockets[0] as FakeWebSocket;
    act(() => socket.accept());
    const done: Task = {
      ...queued,
      status: 'done',
      result: { records_added: 4, records_updated: 1, records_skipped: 2 },
      errors: {
        ...NO_UPLOAD_ERRORS,
        duplicate_rows: [{ column: 'Email', value: 'ada@acme.example', rows: [3, 7] }],
        row_errors: { '5': { date_of_joining: ['Please enter a valid value'] } },
      },
    };
    tasks[0] = done;
    act(() => socket.receive({ type: 'task', event: 'success', task: done }));
    expect(await within(last).findByText('Successful')).toBeTruthy();
    expect(await screen.findByText(TASK_MESSAGES.success)).toBeTruthy();
    const counts = within(last)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(counts).toEqual(expect.arrayContaining(['Records added4', 'Records updated1', 'Rows skipped2']));
    expect(within(last).getByRole('region', { name: UPLOAD_RESULT_TEXTS.duplicateRows })).toBeTruthy();
    expect(within(last).getByRole('region', { name: UPLOAD_RESULT_TEXTS.errors })).toBeTruthy();
  });

  it('shows what was wrong with the file of a failed import', async () => {
    const { request, tasks } = await startUpload();
    const failed = taskFixture(32, {
      status: 'failed',
      filename: 'staff-april.xlsx',
      errors: {
        ...NO_UPLOAD_ERRORS,
        column_errors: { duplicate_columns: [], unknown_columns: ['Salary'], required_columns: ['Email'] },
        file_error: 'The file has no rows to import.',
      },
    });
    tasks.push(failed);
    act(() => request.respond(202, failed));
    const last = await screen.findByRole('region', { name: 'Last upload' });
    const errors = await within(last).findByRole('region', { name: UPLOAD_RESULT_TEXTS.errors });
    expect(within(errors).getByRole('alert').textContent).toBe('The file has no rows to import.');
    expect(tableRows(within(errors).getByRole('table'))).toEqual([
      ['Unknown columns', 'Salary'],
      ['Required columns', 'Email'],
    ]);
  });

  it('says what the server refused', async () => {
    const { request } = await startUpload();
    act(() => request.respond(403, { code: 'permission_denied' }));
    expect(await screen.findByText('Sorry, you do not have permission to perform this action')).toBeTruthy();
  });

  it('can be cancelled while the file is being sent', async () => {
    const { request } = await startUpload();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(request.isAborted).toBe(true);
    expect(await screen.findByText(UPLOAD_CANCELLED_TEXT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Background tasks' })).toBeTruthy();
  });
});
