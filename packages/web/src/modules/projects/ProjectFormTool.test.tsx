import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectFormTool } from './ProjectFormTool';
import { API, openTool, PERMISSIONS, PROJECT } from './projectsTestData';

const open = (status: 'active' | 'closed') =>
  openTool(
    ProjectFormTool,
    'Create',
    { id: PROJECT.id },
    {
      [`GET ${API}/projects/${PROJECT.id}/`]: () => ({
        body: { ...PROJECT, status, permissions: PERMISSIONS },
      }),
    },
  );

describe('Project form', () => {
  it('shows a closed project without letting it be changed, and says why', async () => {
    open('closed');
    const name = (await screen.findByLabelText('Project name')) as HTMLInputElement;
    expect(name.value).toBe(PROJECT.name);
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByLabelText('Currency') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('This project is closed: its details no longer change.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save project' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Back to project' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('lets an open project be changed', async () => {
    open('active');
    const name = (await screen.findByLabelText('Project name')) as HTMLInputElement;
    expect(name.disabled).toBe(false);
    expect(screen.queryByText(/This project is closed/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Save project' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
