import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { renderTool } from '../../test/renderTool';
import { ModuleListTool } from './ModuleListTool';
import { TemplateListTool } from './TemplateListTool';
import { BASE, relievingLetter } from './templatesTestData';

describe('Module List', () => {
  it('shows each module’s kinds with their counts and defaults, linked to their lists', async () => {
    installFakeApi({
      ...BASE_ROUTES,
      [`GET ${BASE}/modules/`]: () => ({
        body: {
          results: [
            {
              module: 'exits',
              title: 'Employee Exit',
              kinds: [
                {
                  kind: 'relieving_letter',
                  title: 'Relieving letter',
                  output: 'document',
                  templates: 2,
                  default_name: 'Ours',
                },
                {
                  kind: 'exit_done_email',
                  title: 'Exit completed email',
                  output: 'email',
                  templates: 0,
                  default_name: null,
                },
              ],
            },
          ],
        },
      }),
    });
    renderTool(ModuleListTool, 'Module List');
    const table = await screen.findByRole('table', { name: 'Employee Exit templates' });
    const row = within(table).getByRole('row', { name: /Relieving letter PDF document 2 Ours/ });
    expect(within(row).getByRole('link', { name: 'Relieving letter' }).getAttribute('href')).toContain(
      'module-specific-template-list',
    );
    expect(
      within(table).getByRole('row', { name: /Exit completed email Email 0 Standard text/ }),
    ).toBeTruthy();
  });
});

describe('Template List', () => {
  it('lists a module’s templates with the default marked, and searches them on the server', async () => {
    const { calls } = installFakeApi({
      ...BASE_ROUTES,
      [`GET ${BASE}/templates/`]: () => ({
        body: {
          count: 2,
          results: [relievingLetter(), relievingLetter({ id: 6, name: 'Short one', is_default: false })],
        },
      }),
    });
    renderTool(TemplateListTool, 'Template List', { module: 'exits' });
    const table = await screen.findByRole('table', { name: 'Templates' });
    expect(
      await within(table).findByRole('row', { name: /Relieving Letter Default Relieving letter 2/ }),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search templates' }), {
      target: { value: 'short' },
    });
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.endsWith('/templates/') && call.query.get('search') === 'short'),
      ).toBe(true),
    );
    expect(calls.find((call) => call.path.endsWith('/templates/'))?.query.get('module')).toBe('exits');
  });
});
