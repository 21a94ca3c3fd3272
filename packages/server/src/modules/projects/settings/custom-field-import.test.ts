import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../../test/factories';
import { buildActiveProject } from '../../../test/project-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf, uploadRows } from '../../../test/uploads';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
const projects: Record<string, { id: number; code: string }> = {};

const HEADERS = ['Project', 'Field', 'Value'];
type Cell = string | number | Date | null;

const upload = (who: string, rows: Cell[][], orgId = org) =>
  uploadRows(test, { orgId, token: tokens[who] as string, kind: 'project_custom_fields' }, [
    HEADERS,
    ...rows,
  ]);

/** A project's custom field values by field name, as its Settings tab reads them. */
async function valuesOf(project: string, who = 'ceo', orgId = org) {
  const settings = await as(test, orgId, tokens[who] as string).get(
    `/projects/projects/${projects[project]?.id}/settings/`,
  );
  return Object.fromEntries(
    settings.json().fields.map((field: { name: string; value: string | null }) => [field.name, field.value]),
  );
}

async function addField(who: string, orgId: number, field: object) {
  const added = await as(test, orgId, tokens[who] as string).post('/projects/custom-fields/', field);
  expect(added.statusCode).toBe(201);
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], admin: [ROLES.ORG_ADMIN], lead: [ROLES.DELIVERY_LEAD] },
    'custom-field-import.test',
  );
  Object.assign(
    tokens,
    await buildSignedInPeople(test, other, { stranger: [ROLES.CEO] }, 'other.custom-field-import.test'),
  );
  const leadId = (await userIdsByName(test, org)).lead as number;
  const dates = { leadId, start: '2030-01-01', end: '2030-12-31' };
  for (const name of ['Apollo', 'Borealis', 'Lyra'])
    projects[name] = await buildActiveProject(test, org, tokens.ceo as string, { name, ...dates });
  const closed = await as(test, org, tokens.ceo as string).post(
    `/projects/projects/${projects.Lyra?.id}/status/`,
    { status: 'closed' },
  );
  expect(closed.statusCode).toBe(200);
  await addField('admin', org, { name: 'PO Number', field_type: 'text', is_required: true });
  await addField('admin', org, { name: 'Budget', field_type: 'number' });
  await addField('admin', org, { name: 'Kick-off', field_type: 'date' });
  await addField('admin', org, { name: 'Tier', field_type: 'select', options: ['Gold', 'Silver'] });

  const strangerLead = (await userIdsByName(test, other)).stranger as number;
  projects.Foreign = await buildActiveProject(test, other, tokens.stranger as string, {
    ...dates,
    name: 'Apollo',
    leadId: strangerLead,
  });
  await addField('stranger', other, { name: 'Budget', field_type: 'number' });
});
afterAll(() => test.close());

describe('project custom fields upload', () => {
  it('serves its template with its columns', async () => {
    const response = await test.app.inject({
      url: '/api/public/templates/project-custom-fields-template.xlsx',
    });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    expect(rows.some((row) => HEADERS.every((header, index) => row[index] === header))).toBe(true);
  });

  it('checks every row first: one bad row and nothing is written', async () => {
    const task = await upload('ceo', [
      ['Apollo', 'PO Number', 'PO-1'],
      ['Apollo', 'Budget', 'a lot'],
    ]);
    expect(task).toMatchObject({ status: 'failed', result: { records_added: 0, records_skipped: 2 } });
    expect(task.errors.row_errors).toEqual({ '3': { value: ['Enter a number with up to 2 decimals.'] } });
    expect(await valuesOf('Apollo')).toEqual({
      Budget: null,
      'Kick-off': null,
      'PO Number': null,
      Tier: null,
    });
  });

  it("sets projects' values by project code or name and field name, in any case, audited", async () => {
    const task = await upload('ceo', [
      ['Apollo', 'po number', 'PO-1'],
      [projects.Apollo?.code.toLowerCase() as string, 'Budget', 125000.5],
      ['APOLLO', 'Kick-off', new Date(Date.UTC(2030, 0, 15))],
      ['Apollo', 'Tier', 'Gold'],
      ['Borealis', 'PO Number', 'PO-2'],
      ['Borealis', 'Kick-off', '2030-02-01'],
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 6, records_updated: 0 } });
    expect(await valuesOf('Apollo')).toEqual({
      Budget: '125000.5',
      'Kick-off': '2030-01-15',
      'PO Number': 'PO-1',
      Tier: 'Gold',
    });
    expect(await valuesOf('Borealis')).toMatchObject({ 'PO Number': 'PO-2', 'Kick-off': '2030-02-01' });
    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ entity_id: number }>(
        tx,
        sql`select entity_id::int as entity_id from audit_events where action = 'project.settings'
            order by 1`,
      ),
    );
    expect(audits.map((audit) => audit.entity_id)).toEqual([projects.Apollo?.id, projects.Borealis?.id]);
  });

  it('changes a value set before and clears one left empty', async () => {
    const task = await upload('ceo', [
      ['Apollo', 'PO Number', 'PO-1A'],
      ['Borealis', 'Kick-off', null],
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 0, records_updated: 2 } });
    expect(await valuesOf('Apollo')).toMatchObject({ 'PO Number': 'PO-1A' });
    expect(await valuesOf('Borealis')).toMatchObject({ 'PO Number': 'PO-2', 'Kick-off': null });
  });

  it('reports unknown projects and fields, closed projects, emptied required fields and values of the wrong type', async () => {
    const task = await upload('ceo', [
      ['Zeta', 'PO Number', 'PO-9'],
      ['Apollo', 'Colour', 'Blue'],
      ['Lyra', 'PO Number', 'PO-3'],
      ['Apollo', 'PO Number', null],
      ['Borealis', 'Budget', '12.345'],
      ['Borealis', 'Kick-off', '2030-02-30'],
      ['Borealis', 'Tier', 'gold'],
      ['Borealis', null, 'x'],
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { project: ['There is no project "Zeta".'] },
      '3': { field: ['There is no project custom field "Colour".'] },
      '4': { project: [`${projects.Lyra?.code} is closed and cannot be changed.`] },
      '5': { value: ['PO Number is required; it cannot be emptied.'] },
      '6': { value: ['Enter a number with up to 2 decimals.'] },
      '7': { value: ['Enter a date as YYYY-MM-DD.'] },
      '8': { value: ['Use one of: Gold, Silver.'] },
      '9': { field: ['This field is required.'] },
    });
    expect(await valuesOf('Apollo')).toMatchObject({ 'PO Number': 'PO-1A' });
  });

  it.each(['admin', 'lead'])('is refused to one who may not change every project (%s)', async (who) => {
    expect(await upload(who, [['Apollo', 'PO Number', 'PO-X']])).toMatchObject({ statusCode: 403 });
  });

  it("finds only the organisation's own projects and fields, and leaves another's as they were", async () => {
    const task = await upload('stranger', [['Apollo', 'PO Number', 'PO-X']], other);
    expect(task.errors.row_errors).toEqual({
      '2': { field: ['There is no project custom field "PO Number".'] },
    });
    expect(await valuesOf('Foreign', 'stranger', other)).toEqual({ Budget: null });
    expect(await valuesOf('Apollo')).toMatchObject({ 'PO Number': 'PO-1A' });
  });
});
