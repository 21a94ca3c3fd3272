import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { renderTool } from '../../test/renderTool';
import { TemplateFormTool } from './TemplateFormTool';
import { BASE, relievingLetter } from './templatesTestData';

const bodyField = () => screen.getByRole('textbox', { name: 'Text' });
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('Template Form', () => {
  it('starts a new template from the standard text and previews it with sample values', async () => {
    installFakeApi(BASE_ROUTES);
    renderTool(TemplateFormTool, 'Template Form', { module: 'exits', kind: 'experience_letter' });
    expect(((await screen.findByRole('textbox', { name: 'Text' })) as HTMLTextAreaElement).value).toContain(
      'To whom it may concern',
    );
    expect(within(preview()).getByText(/worked with Acme Corporation as Senior Engineer/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });

  it('lists the mistakes as they are typed and sends nothing until they are corrected', async () => {
    const { calls } = installFakeApi(BASE_ROUTES);
    renderTool(TemplateFormTool, 'Template Form', { module: 'exits', kind: 'relieving_letter' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Ours' } });
    fireEvent.change(bodyField(), { target: { value: 'Dear {{salary}}' } });
    expect(await screen.findByText(/\{\{salary\}\} is not a variable of this template/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('Correct the mistakes listed beside the preview')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('inserts a variable at the cursor', async () => {
    installFakeApi(BASE_ROUTES);
    renderTool(TemplateFormTool, 'Template Form', { module: 'exits', kind: 'relieving_letter' });
    const field = (await screen.findByRole('textbox', { name: 'Text' })) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Dear ,' } });
    field.setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Insert Employee name' }));
    await waitFor(() => expect(field.value).toBe('Dear {{employee_name}},'));
    expect(within(preview()).getByText('Dear Asha Rao,')).toBeTruthy();
  });

  it('asks an email template for a subject and adds it as the default when asked', async () => {
    const { calls } = installFakeApi({
      ...BASE_ROUTES,
      [`POST ${BASE}/templates/`]: ({ body }) => ({
        status: 201,
        body: relievingLetter({
          ...(body as object),
          id: 9,
          kind: 'exit_done_email',
          output: 'email',
          version: 1,
        }),
      }),
    });
    const { router } = renderTool(TemplateFormTool, 'Template Form', {
      module: 'exits',
      kind: 'exit_done_email',
    });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(within(preview()).getByText('Subject: Your exit from Acme Corporation is complete')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Goodbye' } });
    fireEvent.change(subject, { target: { value: 'Bye {{employee_name}}' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Make it the default exit completed email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(router.state.location.search).toContain('template-details'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'exit_done_email',
      name: 'Goodbye',
      subject: 'Bye {{employee_name}}',
      is_default: true,
    });
  });

  it('saves a changed text of a template with the note for its version', async () => {
    const { calls } = installFakeApi({
      ...BASE_ROUTES,
      [`GET ${BASE}/templates/5/`]: () => ({ body: relievingLetter() }),
      [`PATCH ${BASE}/templates/5/`]: ({ body }) => ({
        body: relievingLetter({ ...(body as object), version: 3 }),
      }),
    });
    renderTool(TemplateFormTool, 'Template Form', { id: 5 });
    const field = await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.getByRole('combobox', { name: 'Kind' }).closest('.ant-select-disabled')).toBeTruthy();
    fireEvent.change(field, { target: { value: '# Relieved\n\nWe relieve {{employee_name}}.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'What changed' }), { target: { value: 'Shorter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        name: 'Relieving Letter',
        subject: null,
        body: '# Relieved\n\nWe relieve {{employee_name}}.',
        note: 'Shorter',
      }),
    );
  });
});
