import { TASK_MESSAGES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAIN_EMPLOYEE } from '../../test/employeeFixtures';
import { ORG } from '../../test/fixtures';
import { taskFixture } from '../../test/taskFixtures';
import { ProjectListTool } from './ProjectListTool';
import { API, openTool, PROJECT, page } from './projectsTestData';

const EXPORTS = `/api/${ORG.id}/exports/projects/`;

describe('Project List', () => {
  it('lists projects with their code, client, lead, dates and status, and offers Create to those who may', async () => {
    openTool(
      ProjectListTool,
      'Project List',
      {},
      { [`GET ${API}/projects/`]: () => page([PROJECT], 12, { can_create: true }) },
    );
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Stark Mobile Banking')).closest('tr') as HTMLElement;
    for (const text of ['PR-0004', 'Stark Industries', 'Vikram Singh', 'Time and Material', 'Active'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText('01-Jan-2026 to 31-Dec-2026')).toBeTruthy();
    expect(screen.getByText('12 projects')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeTruthy();
  });

  it('hides Create from those who may not, and searches and filters on the server', async () => {
    const { lastQuery } = openTool(
      ProjectListTool,
      'Project List',
      {},
      {
        [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
      },
    );
    await screen.findByText('Stark Mobile Banking');
    expect(screen.queryByRole('button', { name: 'Create project' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search projects' }), {
      target: { value: 'stark' },
    });
    await waitFor(() => expect(lastQuery('/projects/')).toMatchObject({ search: 'stark' }));
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('On hold'));
    await waitFor(() =>
      expect(lastQuery('/projects/')).toMatchObject({ search: 'stark', status: 'on-hold' }),
    );
  });

  it('says so when no project matches', async () => {
    openTool(
      ProjectListTool,
      'Project List',
      {},
      { [`GET ${API}/projects/`]: () => page([], 0, { can_create: false }) },
    );
    expect(await screen.findByText('No projects match these filters.')).toBeTruthy();
  });

  it('exports the list, with its search and filters, to Excel and says the file is being prepared', async () => {
    const { calls } = openTool(
      ProjectListTool,
      'Project List',
      { search: 'stark', status: 'active', billing_type: 'fixed-bid' },
      {
        [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
        [`POST ${EXPORTS}`]: () => ({
          status: 202,
          body: taskFixture(9, { task_type: 'download', kind: 'projects', display_name: 'Projects export' }),
        }),
      },
    );
    await screen.findByText('Stark Mobile Banking');
    fireEvent.click(await screen.findByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText(TASK_MESSAGES.download_task_started)).toBeTruthy();
    expect(calls.find((call) => call.path === EXPORTS)?.body).toEqual({
      search: 'stark',
      status: 'active',
      billing_type: 'fixed-bid',
    });
  });

  it('offers no export to someone who does not work with projects', async () => {
    openTool(
      ProjectListTool,
      'Project List',
      {},
      {
        [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: PLAIN_EMPLOYEE }),
        [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
      },
    );
    await screen.findByText('Stark Mobile Banking');
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
  });
});
