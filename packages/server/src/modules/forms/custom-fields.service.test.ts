import { type CustomFieldDefineInput, CustomFieldDefineSchema, ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { asUser, buildOrganization, buildSignedInPeople, inScope, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findRecordFields, listCustomFields } from './custom-fields.queries';
import {
  defineCustomField,
  editCustomField,
  retireCustomField,
  saveCustomValues,
} from './custom-fields.service';

let test: TestApp;
let org: number;
let other: number;
let users: Record<string, number>;

const define = (
  who: string,
  scope: 'timesheet_project' | 'sales_opportunity_stage',
  input: CustomFieldDefineInput,
  stageId: number | null = null,
) =>
  asUser(test.ctx, org, users[who] as number, (s) =>
    defineCustomField(s, scope, stageId, CustomFieldDefineSchema.parse(input)),
  );
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error: { code?: string; codes?: unknown }) => ({ code: error.code, codes: error.codes }),
  );

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  await buildSignedInPeople(
    test,
    org,
    {
      admin: [ROLES.ORG_ADMIN],
      setup: [ROLES.EMPLOYEE, ROLES.SETUP_MANAGER],
      head: [ROLES.PROJECT_SALES_HEAD],
      executive: [ROLES.PROJECT_SALES_EXECUTIVE],
    },
    'custom-fields.test',
  );
  users = await userIdsByName(test, org);
});
afterAll(() => test.close());

describe('defining custom fields', () => {
  it('the form builders define project fields, in label order, audited; others are refused', async () => {
    const po = await define('admin', 'timesheet_project', {
      label: 'PO number',
      kind: 'text',
      required: true,
    });
    await define('setup', 'timesheet_project', { label: 'Budget', kind: 'number' });
    expect(po).toMatchObject({ scope: 'timesheet_project', stage_id: null, position: 0, required: true });
    for (const who of ['head', 'executive'])
      expect(await refusal(define(who, 'timesheet_project', { label: 'Tier', kind: 'text' }))).toMatchObject({
        code: 'permission_denied',
      });
    expect(await refusal(define('admin', 'timesheet_project', { label: 'po NUMBER', kind: 'date' }))).toEqual(
      {
        code: 'custom_field_name_taken',
        codes: { label: ['custom_field_name_taken'] },
      },
    );
    const fields = await withOrg(test.ctx.database.db, org, (tx) =>
      listCustomFields(tx, org, 'timesheet_project'),
    );
    expect(fields.map((field) => field.label)).toEqual(['Budget', 'PO number']);
    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ entity_id: string }>(
        tx,
        sql`select entity_id from audit_events where action = 'custom_field.create' order by id`,
      ),
    );
    expect(audits.map((audit) => Number(audit.entity_id))).toEqual([po.id, fields[0]?.id]);
  });

  it("a stage's fields are the sales head's too, listed in the order they are added", async () => {
    const first = await define(
      'head',
      'sales_opportunity_stage',
      { label: 'Decision maker', kind: 'text' },
      7,
    );
    const second = await define('admin', 'sales_opportunity_stage', { label: 'Budget', kind: 'number' }, 7);
    const elsewhere = await define('head', 'sales_opportunity_stage', { label: 'Budget', kind: 'number' }, 8);
    expect([first.position, second.position, elsewhere.position]).toEqual([0, 1, 0]);
    expect(
      await refusal(define('executive', 'sales_opportunity_stage', { label: 'X', kind: 'text' }, 7)),
    ).toMatchObject({ code: 'permission_denied' });
    const stage = await withOrg(test.ctx.database.db, org, (tx) =>
      listCustomFields(tx, org, 'sales_opportunity_stage', { stageIds: [7] }),
    );
    expect(stage.map((field) => field.label)).toEqual(['Decision maker', 'Budget']);
  });

  it('edits a label, the required flag and a select field’s options; not another organisation’s field', async () => {
    const tier = await define('admin', 'timesheet_project', {
      label: 'Tier',
      kind: 'select',
      options: ['Gold', 'Silver'],
    });
    const edited = await asUser(test.ctx, org, users.admin as number, (s) =>
      editCustomField(s, 'timesheet_project', tier.id, {
        label: 'Engagement tier',
        options: ['Gold', 'Bronze'],
        required: true,
      }),
    );
    expect(edited).toMatchObject({ label: 'Engagement tier', options: ['Gold', 'Bronze'], required: true });
    expect(
      await refusal(
        inScope(test.ctx, other, (s) =>
          editCustomField(s, 'timesheet_project', tier.id, { required: false }),
        ),
      ),
    ).toMatchObject({ code: 'not_found' });
    expect(
      await refusal(inScope(test.ctx, other, (s) => retireCustomField(s, 'timesheet_project', tier.id))),
    ).toMatchObject({ code: 'not_found' });
    expect(
      await refusal(inScope(test.ctx, org, (s) => retireCustomField(s, 'sales_opportunity_stage', tier.id))),
    ).toMatchObject({ code: 'not_found' });
  });
});

describe("a record's values", () => {
  it('are checked against their fields, cleared when emptied, and read back with the fields', async () => {
    const fields = await withOrg(test.ctx.database.db, org, (tx) =>
      listCustomFields(tx, org, 'timesheet_project'),
    );
    const id = (label: string) => String(fields.find((field) => field.label === label)?.id);
    const save = (orgId: number, values: Record<string, string | null>) =>
      refusal(inScope(test.ctx, orgId, (s) => saveCustomValues(s, 'timesheet_project', 41, { values })));
    expect(
      await save(org, { [id('PO number')]: '', [id('Budget')]: '12.345', [id('Engagement tier')]: 'Silver' }),
    ).toEqual({
      code: 'invalid',
      codes: {
        [id('PO number')]: ['required'],
        [id('Budget')]: ['invalid'],
        [id('Engagement tier')]: ['invalid'],
      },
    });
    expect(
      await save(org, {
        [id('PO number')]: 'PO-7',
        [id('Budget')]: '1250.5',
        [id('Engagement tier')]: 'Gold',
      }),
    ).toBe('accepted');
    expect(await save(org, { [id('Budget')]: null })).toBe('accepted');
    // Another organisation's field is none of this one's.
    expect(await save(other, { [id('PO number')]: 'PO-8' })).toMatchObject({
      codes: { [id('PO number')]: ['invalid'] },
    });
    const read = await withOrg(test.ctx.database.db, org, (tx) =>
      findRecordFields(tx, org, 'timesheet_project', 41),
    );
    expect(read.map((field) => [field.label, field.value])).toEqual([
      ['Budget', null],
      ['Engagement tier', 'Gold'],
      ['PO number', 'PO-7'],
    ]);
  });

  it('of a retired field are kept but no longer shown, and the field no longer accepts them', async () => {
    const fields = await withOrg(test.ctx.database.db, org, (tx) =>
      listCustomFields(tx, org, 'timesheet_project'),
    );
    const tier = fields.find((field) => field.label === 'Engagement tier')?.id as number;
    await asUser(test.ctx, org, users.setup as number, (s) =>
      retireCustomField(s, 'timesheet_project', tier),
    );
    const read = await withOrg(test.ctx.database.db, org, (tx) =>
      findRecordFields(tx, org, 'timesheet_project', 41),
    );
    expect(read.map((field) => field.label)).toEqual(['Budget', 'PO number']);
    expect(
      await refusal(
        inScope(test.ctx, org, (s) =>
          saveCustomValues(s, 'timesheet_project', 41, { values: { [tier]: 'Gold' } }),
        ),
      ),
    ).toMatchObject({ code: 'invalid' });
    const kept = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ value: string }>(tx, sql`select value from custom_field_values where field_id = ${tier}`),
    );
    expect(kept).toEqual([{ value: 'Gold' }]);
    // Its label is free again.
    expect(
      await define('admin', 'timesheet_project', { label: 'Engagement tier', kind: 'text' }),
    ).toMatchObject({
      label: 'Engagement tier',
    });
  });
});
