import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectSettingsTool } from './ProjectSettingsTool';
import { API, openTool, PERMISSIONS, PROJECT, page } from './projectsTestData';

const SETTINGS = {
  project: PROJECT,
  permissions: PERMISSIONS,
  fields: [
    {
      id: 11,
      name: 'PO number',
      field_type: 'text' as const,
      options: [],
      is_required: true,
      value: 'PO-4400',
    },
    {
      id: 12,
      name: 'Engagement tier',
      field_type: 'select' as const,
      options: ['Gold', 'Silver'],
      is_required: false,
      value: null,
    },
  ],
};

describe('Project Settings', () => {
  it("saves what is typed and chosen in the project's custom fields", async () => {
    const { calls } = openTool(
      ProjectSettingsTool,
      'Settings',
      { id: PROJECT.id },
      {
        [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
        [`GET ${API}/projects/${PROJECT.id}/settings/`]: () => ({ body: SETTINGS }),
        [`PUT ${API}/projects/${PROJECT.id}/settings/`]: () => ({ body: SETTINGS }),
        [`GET ${API}/custom-fields/`]: () => ({ body: { results: [], can_manage: false } }),
      },
    );
    const po = (await screen.findByLabelText('PO number')) as HTMLInputElement;
    expect(po.value).toBe('PO-4400');
    fireEvent.change(po, { target: { value: 'PO-5500' } });
    fireEvent.mouseDown(screen.getByLabelText('Engagement tier'));
    fireEvent.click(await screen.findByTitle('Gold'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        values: { 11: 'PO-5500', 12: 'Gold' },
      }),
    );
  });

  it('tells one who may read the settings but not change them who may', async () => {
    openTool(
      ProjectSettingsTool,
      'Settings',
      { id: PROJECT.id },
      {
        [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
        [`GET ${API}/projects/${PROJECT.id}/settings/`]: () => ({
          body: { ...SETTINGS, permissions: { ...PERMISSIONS, can_update: false } },
        }),
        [`GET ${API}/custom-fields/`]: () => ({ body: { results: [], can_manage: false } }),
      },
    );
    // The test organisation's variant is acme, where the CEO alone changes a project.
    expect(await screen.findByText('These settings are changed by the CEO.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
