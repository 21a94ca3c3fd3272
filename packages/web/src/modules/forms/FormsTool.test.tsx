import type { FormsRecord } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { FormsTool } from './FormsTool';

const PATH = `/api/${ORG.id}/forms/records/`;

const record = (id: number, name: string): FormsRecord => ({
  id,
  name,
  created_by: 11,
  created: '2026-05-01T09:00:00.000Z',
});

/** The tool over a server that keeps what it is sent, newest first. */
function openForms() {
  const records = [record(1, 'First record')];
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${PATH}`]: () => ({ body: { count: records.length, results: [...records] } }),
    [`POST ${PATH}`]: ({ body }) => {
      const added = record(records.length + 1, (body as { name: string }).name);
      records.unshift(added);
      return { status: 201, body: added };
    },
  });
  renderTool(FormsTool, 'Form Builder');
  return api;
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

/** What a field announces about itself: the text of the elements its aria-describedby points to. */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');

const posts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('Form Builder', () => {
  it('lists the records and adds one, which the list then shows', async () => {
    const { calls } = openForms();
    const table = await screen.findByRole('table', { name: 'Forms records' });
    expect(await within(table).findByText('First record')).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: 'Second record' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add record' }));
    expect(await within(table).findByText('Second record')).toBeTruthy();
    expect(posts(calls)).toEqual([{ name: 'Second record' }]);
  });

  it('sends nothing without a name', async () => {
    const { calls } = openForms();
    await screen.findByText('First record');
    fireEvent.click(screen.getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(describedText(nameField())).toBe('This field is required'));
    expect(posts(calls)).toEqual([]);
  });
});
