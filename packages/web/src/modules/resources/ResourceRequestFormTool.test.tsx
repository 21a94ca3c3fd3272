import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ResourceRequestFormTool } from './ResourceRequestFormTool';
import { API, installResourcesApi, REQUEST } from './resourcesTestData';

const number = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Resource Request Form', () => {
  it('shows each broken rule under its field before sending anything', async () => {
    const { callsTo } = installResourcesApi({}, [ROLES.DELIVERY_LEAD]);
    renderTool(ResourceRequestFormTool, 'Resource Request Form');
    fireEvent.click(await screen.findByRole('button', { name: 'Raise resource request' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    number('Minimum experience (years)', '9');
    number('Maximum experience (years)', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Raise resource request' }));
    expect(await screen.findByText('Minimum experience must not exceed maximum experience')).toBeTruthy();
    expect(callsTo('POST', '/resource-requests/')).toHaveLength(0);
  });

  it('takes the share and dates from the chosen group, raises the request, and puts a refusal under its field', async () => {
    const { callsTo } = installResourcesApi(
      {
        [`POST ${API}/resource-requests/`]: () => ({
          status: 400,
          body: { code: 'invalid', codes: { resource_group_id: ['resource_group_not_in_project'] } },
        }),
      },
      [ROLES.DELIVERY_LEAD],
    );
    renderTool(ResourceRequestFormTool, 'Resource Request Form', { project_id: 3 });
    await choose('Resource group', 'Engineers');
    await choose('Role (designation)', 'Senior Engineer');
    fireEvent.click(screen.getByRole('button', { name: /Add skill/ }));
    await choose('Skill', 'Go');
    fireEvent.click(screen.getByRole('button', { name: 'Raise resource request' }));
    await waitFor(() => expect(callsTo('POST', '/resource-requests/')).toHaveLength(1));
    expect(callsTo('POST', '/resource-requests/')[0]?.body).toMatchObject({
      project_id: 3,
      resource_group_id: 11,
      designation_id: 2,
      skills: [{ skill_id: 6, level: 'I' }],
      allocation_percent: 50,
      start_date: '2026-12-01',
      end_date: '2027-03-31',
      count: 1,
      priority: 'medium',
      is_billable: true,
      location_id: null,
    });
    expect(await screen.findByText('Please choose a resource group of this project')).toBeTruthy();
  });

  it('opens an existing request to change it, its project fixed', async () => {
    const { callsTo } = installResourcesApi(
      {
        [`GET ${API}/resource-requests/${REQUEST.id}/`]: () => ({ body: REQUEST }),
        [`PATCH ${API}/resource-requests/${REQUEST.id}/`]: () => ({ body: { ...REQUEST, count: 3 } }),
      },
      [ROLES.DELIVERY_LEAD],
    );
    renderTool(ResourceRequestFormTool, 'Resource Request Form', { id: REQUEST.id });
    await screen.findByRole('spinbutton', { name: 'People' });
    number('People', '3');
    fireEvent.click(await screen.findByRole('button', { name: 'Save resource request' }));
    await waitFor(() => expect(callsTo('PATCH', `/resource-requests/${REQUEST.id}/`)).toHaveLength(1));
    const body = callsTo('PATCH', `/resource-requests/${REQUEST.id}/`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 3, resource_group_id: 11 });
    expect(body.project_id).toBeUndefined();
  });

  it('says so when the caller has no project to ask resources for', async () => {
    installResourcesApi(
      {
        [`GET ${API}/form-options/`]: () => ({
          body: { projects: [], designations: [], skills: [], locations: [], departments: [] },
        }),
      },
      [ROLES.DELIVERY_LEAD],
    );
    renderTool(ResourceRequestFormTool, 'Resource Request Form');
    expect(await screen.findByText(/You have no open project to request resources for/)).toBeTruthy();
  });
});
