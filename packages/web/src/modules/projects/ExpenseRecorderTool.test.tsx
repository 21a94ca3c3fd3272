import type { Expense, Receipt } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeUploads } from '../../test/fakeUploads';
import { ExpenseRecorderTool } from './ExpenseRecorderTool';
import { API, openTool, PERMISSIONS, PROJECT, page } from './projectsTestData';

const EXPENSE: Expense = {
  id: 21,
  date: '2026-03-10',
  category: 'travel',
  description: 'Flight to the client site',
  amount: 42000.5,
  recorded_by: { id: 12, name: 'Vikram Singh' },
  attachments: [{ id: 5, file_name: 'ticket.pdf', extension: 'pdf', size_bytes: 20480 }],
  created: '2026-03-10T09:00:00Z',
};

const RECEIPT: Receipt = {
  id: 31,
  received_on: '2026-04-02',
  amount: 150000,
  mode: 'bank-transfer',
  reference: 'UTR 4471',
  note: null,
  recorded_by: { id: 12, name: 'Vikram Singh' },
  created: '2026-04-02T09:00:00Z',
};

const expensePage = (results: Expense[], permissions = PERMISSIONS, count = results.length) => ({
  body: {
    project: PROJECT,
    permissions,
    count,
    total: results.reduce((sum, e) => sum + e.amount, 0),
    results,
  },
});

const routes = (expenses = [EXPENSE], receipts = [RECEIPT], permissions = PERMISSIONS) => ({
  [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
  [`GET ${API}/projects/4/expenses/`]: () => expensePage(expenses, permissions),
  [`GET ${API}/projects/4/receipts/`]: () => ({
    body: {
      project: PROJECT,
      permissions,
      count: receipts.length,
      total: receipts.reduce((sum, r) => sum + r.amount, 0),
      results: receipts,
    },
  }),
});

describe('Expenses and Receipts', () => {
  it('asks for a project when opened without one', async () => {
    openTool(ExpenseRecorderTool, 'Expenses and Receipts', {}, routes());
    expect(await screen.findByText('Choose a project to see its expenses and receipts.')).toBeTruthy();
  });

  it('lists the expenses with their attachments and the totals spent and received', async () => {
    openTool(ExpenseRecorderTool, 'Expenses and Receipts', { id: 4 }, routes());
    const table = await screen.findByRole('table', { name: 'Expenses' });
    const row = within(table).getByText('Flight to the client site').closest('tr') as HTMLElement;
    expect(within(row).getByText('Travel')).toBeTruthy();
    expect(within(row).getByText('INR 42,000.50')).toBeTruthy();
    expect(within(row).getByText('10-Mar-2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '1 attachment: download' })).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('INR 1,50,000.00')).toBeTruthy();
    expect(within(totals).getByText('INR 1,07,999.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Receipts (1)' }));
    const receipts = await screen.findByRole('table', { name: 'Receipts' });
    expect(within(receipts).getByText('UTR 4471')).toBeTruthy();
    expect(within(receipts).getByText('Bank transfer')).toBeTruthy();
  });

  it('records an expense with a file, refusing what the server refuses under its field', async () => {
    const uploads = installFakeUploads((name, value) => vi.stubGlobal(name, value));
    let refused = false;
    const { calls } = openTool(
      ExpenseRecorderTool,
      'Expenses and Receipts',
      { id: 4 },
      {
        ...routes([]),
        [`POST ${API}/projects/4/expenses/`]: () => {
          if (!refused) {
            refused = true;
            return {
              status: 400,
              body: { code: 'expense_outside_project', codes: { date: ['expense_outside_project'] } },
            };
          }
          return { status: 201, body: { ...EXPENSE, id: 22, attachments: [] } };
        },
      },
    );
    expect(await screen.findByText('No expenses recorded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Record expense/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(3));

    const date = within(dialog).getByLabelText('Date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '10-Mar-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Travel'));
    fireEvent.change(within(dialog).getByLabelText('Amount (INR)'), { target: { value: '42000.5' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByText('ticket.pdf')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    expect(await within(dialog).findByText('Expense date must fall within the project dates')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.url).toContain('/projects/4/expenses/22/attachments/');
    uploads[0]?.respond(201, { ...EXPENSE, id: 22 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/expenses/'));
    expect(posted.at(-1)?.body).toEqual({
      date: '2026-03-10',
      category: 'travel',
      amount: 42000.5,
      description: null,
    });
  });

  it('refuses a sixth file before sending anything', async () => {
    openTool(
      ExpenseRecorderTool,
      'Expenses and Receipts',
      { id: 4 },
      routes([
        {
          ...EXPENSE,
          attachments: [1, 2, 3, 4].map((id) => ({
            id,
            file_name: `bill-${id}.pdf`,
            extension: 'pdf',
            size_bytes: 1000,
          })),
        },
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const files = ['a.pdf', 'b.pdf'].map((name) => new File(['x'], name, { type: 'application/pdf' }));
    fireEvent.change(input, { target: { files } });
    expect(await within(dialog).findByText('Up to 5 attachments, under 10 MB together')).toBeTruthy();
    expect(within(dialog).queryByText('a.pdf')).toBeNull();
  });

  it('asks before deleting an expense', async () => {
    const { calls } = openTool(
      ExpenseRecorderTool,
      'Expenses and Receipts',
      { id: 4 },
      { ...routes(), [`DELETE ${API}/projects/4/expenses/21/`]: () => ({ status: 204 }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Travel of INR 42,000.50 on 10-Mar-2026 and its 1 attachment will be deleted.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete expense' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/expenses/21/'))).toBe(true),
    );
  });

  it('offers no changes to one who may only read the project', async () => {
    openTool(
      ExpenseRecorderTool,
      'Expenses and Receipts',
      { id: 4 },
      routes([EXPENSE], [RECEIPT], { ...PERMISSIONS, can_update: false }),
    );
    await screen.findByText('Flight to the client site');
    expect(screen.queryByRole('button', { name: /Record expense/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Expenses and receipts are recorded by the CEO.')).toBeTruthy();
  });

  it('keeps a date after the project and a negative amount as typed, refusing each under its field', async () => {
    const { calls } = openTool(ExpenseRecorderTool, 'Expenses and Receipts', { id: 4 }, routes([]));
    fireEvent.click(await screen.findByRole('button', { name: /Record expense/ }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '10-Mar-2099' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    const amount = within(dialog).getByLabelText('Amount (INR)') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-5000' } });
    fireEvent.blur(amount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    expect(await within(dialog).findByText('Expense date must fall within the project dates')).toBeTruthy();
    expect(within(dialog).getByText('Amount must be above zero, with at most two decimals')).toBeTruthy();
    expect(date.value).toBe('10-Mar-2099');
    expect(amount.value).toBe('-5000.00');
    // Only the category, left empty, is required: the date is kept, not erased.
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
