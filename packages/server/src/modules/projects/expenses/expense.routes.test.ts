import { MAX_ATTACHMENT_BYTES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { multipart } from '../../../test/uploads';
import {
  buildLedgerTestOrganization,
  type LedgerTestOrganization,
} from '../ledger/project-ledger.test-support';

let ledger: LedgerTestOrganization;
beforeAll(async () => {
  ledger = await buildLedgerTestOrganization('Expenses', 'time-and-material');
});
afterAll(() => ledger.test.close());

const client = (who: string) => ledger.client(who);
const newProject = () => ledger.newProject();

const expense = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-10',
  category: 'travel',
  description: 'Flight to the client site',
  amount: 420.5,
  ...overrides,
});

const receipt = (overrides: Record<string, unknown> = {}) => ({
  received_on: '2026-04-02',
  amount: 15000,
  mode: 'bank-transfer',
  reference: 'UTR 4471',
  ...overrides,
});

const pdf = (bytes = 1024) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes)]);

function attach(
  projectId: number,
  expenseId: number,
  name: string,
  content: Buffer,
  token = ledger.tokens.lead,
) {
  const body = multipart({}, { name, content });
  return ledger.test.app.inject({
    method: 'POST',
    url: `/api/${ledger.org}/projects/projects/${projectId}/expenses/${expenseId}/attachments/`,
    headers: { ...bearer(token as string), ...body.headers },
    payload: body.payload,
  });
}

describe('project expenses', () => {
  it('are recorded by those who may update the project and listed, with their total, by its readers', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    const added = await client('lead').post(path, expense());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      date: '2026-03-10',
      category: 'travel',
      amount: 420.5,
      attachments: [],
      recorded_by: { id: ledger.users.lead },
    });
    await client('ceo').post(path, expense({ date: '2026-05-01', category: 'software', amount: 99.5 }));

    const listed = (await client('owner').get(path)).json();
    expect(listed).toMatchObject({ count: 2, total: 520, permissions: { can_update: false } });
    expect(listed.results.map((e: { date: string }) => e.date)).toEqual(['2026-05-01', '2026-03-10']);
    expect((await client('finance').get(path)).statusCode).toBe(200);

    expect((await client('owner').post(path, expense())).statusCode).toBe(403);
    expect((await client('otherlead').get(path)).statusCode).toBe(404);
    expect((await client('staff').get(path)).statusCode).toBe(403);
  });

  it('fall within the project dates, above zero with two decimals at most', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    const before = await client('lead').post(path, expense({ date: '2025-12-31' }));
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      code: 'expense_outside_project',
      codes: { date: ['expense_outside_project'] },
    });
    const after = await client('lead').post(path, expense({ date: '2027-01-01' }));
    expect(after.json().code).toBe('expense_outside_project');
    expect((await client('lead').post(path, expense({ date: '2026-12-31' }))).statusCode).toBe(201);

    const zero = await client('lead').post(path, expense({ amount: 0 }));
    expect(zero.json()).toMatchObject({ code: 'invalid', codes: { amount: ['invalid_amount'] } });
    const cents = await client('lead').post(path, expense({ amount: 10.005 }));
    expect(cents.json()).toMatchObject({ code: 'invalid', codes: { amount: ['invalid_amount'] } });
    const unknown = await client('lead').post(path, expense({ category: 'party' }));
    expect(unknown.json()).toMatchObject({ code: 'invalid', codes: { category: ['invalid'] } });
    const missing = await client('lead').post(path, { category: 'travel' });
    expect(missing.json().codes).toMatchObject({ date: ['required'], amount: ['required'] });
  });

  it('are changed and deleted, each change audited', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    const id = (await client('lead').post(path, expense())).json().id;
    const changed = await client('lead').patch(`${path}${id}/`, { amount: 500, category: 'meals' });
    expect(changed.json()).toMatchObject({ id, amount: 500, category: 'meals', date: '2026-03-10' });
    const outside = await client('lead').patch(`${path}${id}/`, { date: '2027-02-01' });
    expect(outside.json().code).toBe('expense_outside_project');
    expect((await client('owner').patch(`${path}${id}/`, { amount: 1 })).statusCode).toBe(403);
    expect((await client('owner').delete(`${path}${id}/`)).statusCode).toBe(403);

    const other = await newProject();
    const elsewhere = `/projects/projects/${other.id}/expenses/${id}/`;
    expect((await client('lead').patch(elsewhere, { amount: 1 })).statusCode).toBe(404);

    expect((await client('lead').delete(`${path}${id}/`)).statusCode).toBe(204);
    expect((await client('lead').get(path)).json()).toMatchObject({ count: 0, total: 0, results: [] });
    expect((await client('lead').delete(`${path}${id}/`)).statusCode).toBe(404);

    expect(await ledger.auditActions('project_expense', id)).toEqual([
      'project_expense.create',
      'project_expense.update',
      'project_expense.delete',
    ]);
  });

  it('are paged in SQL, the count and total covering every page', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    for (const day of [1, 2, 3, 4, 5])
      await client('lead').post(path, expense({ date: `2026-06-0${day}`, amount: day * 10 }));
    const page = (await client('lead').get(`${path}?limit=2&offset=2`)).json();
    expect(page).toMatchObject({ count: 5, total: 150 });
    expect(page.results.map((e: { date: string }) => e.date)).toEqual(['2026-06-03', '2026-06-02']);
    const cheapest = (await client('lead').get(`${path}?limit=1&order_by=amount`)).json();
    expect(cheapest.results[0].amount).toBe(10);
    const bad = await client('lead').get(`${path}?order_by=description`);
    expect(bad.statusCode).toBe(400);
  });

  it('a closed project keeps its expenses as they are', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    await client('lead').post(path, expense());
    await ledger.closeProject(project.id);
    expect((await client('lead').post(path, expense())).json().code).toBe('project_closed');
    expect((await client('lead').get(path)).json().count).toBe(1);
  });
});

describe('expense attachments', () => {
  it('are kept with the expense, downloaded by readers and removed by those who may change it', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    const id = (await client('lead').post(path, expense())).json().id;
    const uploaded = await attach(project.id, id, 'hotel-bill.pdf', pdf());
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json().attachments;
    expect(file).toMatchObject({ file_name: 'hotel-bill.pdf', extension: 'pdf' });

    const download = await client('owner').get(`${path}${id}/attachments/${file.id}/file/`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await attach(project.id, id, 'more.pdf', pdf(), ledger.tokens.owner)).statusCode).toBe(403);
    expect((await client('owner').delete(`${path}${id}/attachments/${file.id}/`)).statusCode).toBe(403);
    const removed = await client('lead').delete(`${path}${id}/attachments/${file.id}/`);
    expect(removed.json().attachments).toEqual([]);
    expect((await client('lead').get(`${path}${id}/attachments/${file.id}/file/`)).statusCode).toBe(404);
  });

  it('are at most 5 per expense, under 10 MB together, of the document kinds', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/expenses/`;
    const id = (await client('lead').post(path, expense())).json().id;
    for (const n of [1, 2, 3, 4, 5])
      expect((await attach(project.id, id, `bill-${n}.pdf`, pdf())).statusCode).toBe(201);
    const sixth = await attach(project.id, id, 'bill-6.pdf', pdf());
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ code: 'attachment_limit', codes: { file: ['attachment_limit'] } });

    const big = (await client('lead').post(path, expense())).json().id;
    const six = Math.floor(MAX_ATTACHMENT_BYTES * 0.6);
    expect((await attach(project.id, big, 'first.pdf', pdf(six))).statusCode).toBe(201);
    const over = await attach(project.id, big, 'second.pdf', pdf(six));
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('attachment_limit');
    const listed = (await client('lead').get(path)).json().results;
    expect(listed.find((e: { id: number }) => e.id === big).attachments).toHaveLength(1);

    const tooBig = await attach(project.id, big, 'huge.pdf', pdf(MAX_ATTACHMENT_BYTES + 10));
    expect(tooBig.statusCode).toBe(413);
    const exe = await attach(project.id, big, 'tool.exe', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(415);
  });
});

describe('project receipts', () => {
  it('record money received from the client, with their total, after the project starts and not ahead', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/receipts/`;
    const added = await client('lead').post(path, receipt());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      received_on: '2026-04-02',
      amount: 15000,
      mode: 'bank-transfer',
      reference: 'UTR 4471',
      note: null,
      recorded_by: { id: ledger.users.lead },
    });
    await client('lead').post(path, receipt({ received_on: '2026-05-02', amount: 5000.25, mode: 'cheque' }));
    expect((await client('owner').get(path)).json()).toMatchObject({ count: 2, total: 20000.25 });

    const early = await client('lead').post(path, receipt({ received_on: '2025-12-31' }));
    expect(early.json()).toEqual({
      code: 'receipt_date_out_of_range',
      codes: { received_on: ['receipt_date_out_of_range'] },
    });
    const ahead = await client('lead').post(path, receipt({ received_on: '2099-01-01' }));
    expect(ahead.json().code).toBe('receipt_date_out_of_range');
    const negative = await client('lead').post(path, receipt({ amount: -5 }));
    expect(negative.json().codes).toEqual({ amount: ['invalid_amount'] });
    expect((await client('owner').post(path, receipt())).statusCode).toBe(403);
    const tooLong = await client('lead').post(path, receipt({ note: 'n'.repeat(16_001) }));
    expect(tooLong.json()).toEqual({ code: 'invalid', codes: { note: ['min_16000'] } });
    const longest = await client('lead').post(path, receipt({ note: 'n'.repeat(16_000) }));
    expect(longest.json().note).toHaveLength(16_000);
  });

  it('are changed and deleted by those who may update the project, each change audited', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/receipts/`;
    const id = (await client('lead').post(path, receipt())).json().id;
    const changed = await client('ceo').patch(`${path}${id}/`, { note: 'Second instalment', reference: '' });
    expect(changed.json()).toMatchObject({ id, note: 'Second instalment', reference: null });
    expect((await client('owner').delete(`${path}${id}/`)).statusCode).toBe(403);
    expect((await client('lead').delete(`${path}${id}/`)).statusCode).toBe(204);
    expect((await client('lead').get(path)).json()).toMatchObject({ count: 0, total: 0 });
    expect(await ledger.auditActions('project_receipt', id)).toEqual([
      'project_receipt.create',
      'project_receipt.update',
      'project_receipt.delete',
    ]);
  });
});

describe('another organisation', () => {
  it('finds none of these projects, their expenses, attachments or receipts', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const id = (await client('lead').post(`${base}/expenses/`, expense())).json().id;
    const file = (await attach(project.id, id, 'bill.pdf', pdf())).json().attachments[0].id;
    const stranger = ledger.stranger();
    expect((await stranger.get(`${base}/expenses/`)).statusCode).toBe(404);
    expect((await stranger.post(`${base}/expenses/`, expense())).statusCode).toBe(404);
    expect((await stranger.patch(`${base}/expenses/${id}/`, { amount: 1 })).statusCode).toBe(404);
    expect((await stranger.delete(`${base}/expenses/${id}/`)).statusCode).toBe(404);
    expect((await stranger.get(`${base}/expenses/${id}/attachments/${file}/file/`)).statusCode).toBe(404);
    expect((await stranger.get(`${base}/receipts/`)).statusCode).toBe(404);
    expect((await stranger.post(`${base}/receipts/`, receipt())).statusCode).toBe(404);
    // A token of this organisation under the other's prefix is refused outright.
    const crossed = await ledger.crossed('lead', `${base}/expenses/`);
    expect(crossed.statusCode).toBe(401);
    expect((await client('lead').get(`${base}/expenses/`)).json().count).toBe(1);
  });
});
