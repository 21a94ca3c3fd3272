import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { buildForm, SAMPLE_FIELDS } from '../../test/forms-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherAdmin: string | undefined;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      admin: [ROLES.ORG_ADMIN],
      setup: [ROLES.EMPLOYEE, ROLES.SETUP_MANAGER],
      ceo: [ROLES.CEO],
      staff: [ROLES.EMPLOYEE],
      exits: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER],
    },
    'forms.test',
  );
  ({ admin: otherAdmin } = await buildSignedInPeople(
    test,
    other,
    { admin: [ROLES.ORG_ADMIN] },
    'other-forms.test',
  ));
});
afterAll(() => test.close());

const api = (who: string) => as(test, org, tokens[who] as string);
const create = (who: string, name: string, purpose = 'exit_interview', fields = SAMPLE_FIELDS) =>
  api(who).post('/forms/forms/', { name, purpose, fields });

const auditActions = (formId: number) =>
  withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ action: string }>(
      tx,
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'form'
        and entity_id = ${String(formId)} order by id`,
    ),
  ).then((rows) => rows.map((row) => row.action));

describe('who builds forms', () => {
  it.each(['admin', 'setup', 'ceo'])('%s creates, saves, publishes, duplicates and retires', async (who) => {
    const created = await create(who, `${who} intake`, 'onboarding_step');
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().current).toMatchObject({ version: 1, status: 'draft', name: `${who} intake` });
    expect(
      (await api(who).put(`/forms/forms/${id}/`, { name: `${who} intake`, fields: SAMPLE_FIELDS }))
        .statusCode,
    ).toBe(200);
    expect((await api(who).post(`/forms/forms/${id}/publish/`)).statusCode).toBe(200);
    expect((await api(who).post(`/forms/forms/${id}/duplicate/`)).statusCode).toBe(201);
    expect((await api(who).post(`/forms/forms/${id}/retire/`)).statusCode).toBe(200);
    expect((await api(who).get('/forms/forms/?purpose=onboarding_step')).statusCode).toBe(200);
  });

  it.each(['staff', 'exits'])('%s may not read nor change forms', async (who) => {
    const { formId } = await buildForm(test.ctx, org, { name: 'Locked', purpose: 'onboarding_step' });
    const calls = [
      api(who).get('/forms/forms/'),
      create(who, 'Mine'),
      api(who).get(`/forms/forms/${formId}/`),
      api(who).put(`/forms/forms/${formId}/`, { name: 'x', fields: [] }),
      api(who).post(`/forms/forms/${formId}/publish/`),
      api(who).post(`/forms/forms/${formId}/retire/`),
      api(who).post(`/forms/forms/${formId}/duplicate/`),
      api(who).get(`/forms/forms/${formId}/versions/`),
      api(who).get(`/forms/forms/${formId}/versions/1/`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ url: `/api/${org}/forms/forms/` })).statusCode).toBe(401);
  });
});

describe('versions', () => {
  it('editing an active form starts a new draft; publishing it retires the one before, which stays readable', async () => {
    const { formId } = await buildForm(test.ctx, org, {
      name: 'Service intake',
      purpose: 'service_request_type',
      publish: true,
    });
    const changed = [...SAMPLE_FIELDS, { key: 'notes', label: 'Notes', kind: 'long_text', max_length: 1000 }];
    const saved = await api('admin').put(`/forms/forms/${formId}/`, {
      name: 'Service intake v2',
      fields: changed,
    });
    expect(saved.json().current).toMatchObject({ version: 2, status: 'draft', name: 'Service intake v2' });
    expect(saved.json().active_version_id).not.toBeNull();

    // Saving again changes the draft in place.
    const again = await api('admin').put(`/forms/forms/${formId}/`, {
      name: 'Service intake v2',
      fields: changed,
    });
    expect(again.json().current.version).toBe(2);

    const published = await api('admin').post(`/forms/forms/${formId}/publish/`);
    expect(published.json().current).toMatchObject({ version: 2, status: 'active' });
    expect(published.json().active_version_id).toBe(published.json().current.id);

    const versions = await api('admin').get(`/forms/forms/${formId}/versions/?limit=1&offset=1`);
    expect(versions.json()).toMatchObject({
      count: 2,
      results: [{ version: 1, status: 'retired', field_count: 2 }],
    });
    const first = await api('admin').get(`/forms/forms/${formId}/versions/1/`);
    expect(first.json()).toMatchObject({ version: 1, status: 'retired', name: 'Service intake' });
    expect(first.json().fields).toHaveLength(2);
    expect(await auditActions(formId)).toEqual([
      'form.create',
      'form.publish',
      'form.save_draft',
      'form.save_draft',
      'form.publish',
    ]);
  });

  it('publishing a form retires the active form of the same purpose, one active per purpose', async () => {
    const { formId: first } = await buildForm(test.ctx, org, { name: 'Exit A', publish: true });
    const { formId: second } = await buildForm(test.ctx, org, { name: 'Exit B' });
    await api('admin').post(`/forms/forms/${second}/publish/`);
    const firstNow = await api('admin').get(`/forms/forms/${first}/`);
    expect(firstNow.json()).toMatchObject({ active_version_id: null, current: { status: 'retired' } });
    const active = await api('admin').get('/forms/forms/?purpose=exit_interview&order_by=-updated&limit=500');
    const activeOnes = active
      .json()
      .results.filter((row: { active_version: number | null }) => row.active_version);
    expect(activeOnes.map((row: { name: string }) => row.name)).toEqual(['Exit B']);
  });

  it('refuses to publish without a draft or without questions, and to retire what is not active', async () => {
    const { formId: empty } = await buildForm(test.ctx, org, {
      name: 'Empty',
      purpose: 'onboarding_step',
      fields: [],
    });
    const noFields = await api('admin').post(`/forms/forms/${empty}/publish/`);
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json().code).toBe('form_has_no_fields');
    expect((await api('admin').post(`/forms/forms/${empty}/retire/`)).json().code).toBe('form_not_active');
    const { formId: live } = await buildForm(test.ctx, org, {
      name: 'Live',
      purpose: 'onboarding_step',
      publish: true,
    });
    expect((await api('admin').post(`/forms/forms/${live}/publish/`)).json().code).toBe('form_no_draft');
  });

  it('retires the active form after which no form of its purpose is active', async () => {
    const { formId } = await buildForm(test.ctx, org, {
      name: 'Retiring',
      purpose: 'onboarding_step',
      publish: true,
    });
    const retired = await api('admin').post(`/forms/forms/${formId}/retire/`);
    expect(retired.json()).toMatchObject({ active_version_id: null, current: { status: 'retired' } });
    expect(retired.json().current.retired_at).not.toBeNull();
  });

  it('duplicates the current questions into a new draft form of the same purpose', async () => {
    const { formId } = await buildForm(test.ctx, org, { name: 'Original', purpose: 'onboarding_step' });
    const copy = await api('admin').post(`/forms/forms/${formId}/duplicate/`);
    expect(copy.json()).toMatchObject({
      purpose: 'onboarding_step',
      current: { name: 'Copy of Original', version: 1, status: 'draft' },
    });
    expect(copy.json().id).not.toBe(formId);
    expect(copy.json().current.fields.map((field: { key: string }) => field.key)).toEqual([
      'reason',
      'rejoin',
    ]);
  });
});

describe('what a form may hold', () => {
  it('refuses two questions with one key, under the second', async () => {
    const response = await create('admin', 'Twice', 'exit_interview', [
      SAMPLE_FIELDS[0],
      SAMPLE_FIELDS[0],
    ] as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ 'fields.1.key': ['form_field_key_taken'] });
  });

  it.each([
    ['a text cap outside the spec', { key: 'a', label: 'A', kind: 'short_text', max_length: 100 }],
    ['an unknown pattern', { key: 'a', label: 'A', kind: 'short_text', max_length: 64, pattern: 'iban' }],
    ['a select without options', { key: 'a', label: 'A', kind: 'single_select', options: [] }],
    [
      'a file count outside the spec',
      { key: 'a', label: 'A', kind: 'file', max_files: 4, allowed_types: ['pdf'] },
    ],
    ['an unknown kind', { key: 'a', label: 'A', kind: 'signature' }],
  ])('refuses %s', async (_what, field) => {
    expect((await create('admin', 'Bad', 'exit_interview', [field] as never)).statusCode).toBe(400);
  });

  it('refuses a purpose no module asks for', async () => {
    expect((await create('admin', 'Appraisal', 'appraisal')).statusCode).toBe(400);
  });
});

describe('the list', () => {
  it('pages, searches by name and sorts in SQL', async () => {
    for (const name of ['Zeta list', 'Alpha list', 'Mid list'])
      await buildForm(test.ctx, org, { name, purpose: 'onboarding_step' });
    const page = await api('admin').get('/forms/forms/?search=list&order_by=name&limit=2');
    expect(page.json().count).toBe(3);
    expect(page.json().results.map((row: { name: string }) => row.name)).toEqual(['Alpha list', 'Mid list']);
    const next = await api('admin').get('/forms/forms/?search=list&order_by=name&limit=2&offset=2');
    expect(next.json().results).toMatchObject([
      { name: 'Zeta list', latest_version: 1, latest_status: 'draft', field_count: 2 },
    ]);
  });
});

describe('tenants', () => {
  it('another organisation’s admin neither lists nor opens nor changes this one’s forms', async () => {
    const { formId } = await buildForm(test.ctx, org, { name: 'Ours only', purpose: 'onboarding_step' });
    const theirs = as(test, other, otherAdmin as string);
    const listed = await theirs.get('/forms/forms/?search=Ours');
    expect(listed.json().count).toBe(0);
    expect((await theirs.get(`/forms/forms/${formId}/`)).statusCode).toBe(404);
    expect((await theirs.put(`/forms/forms/${formId}/`, { name: 'Taken', fields: [] })).statusCode).toBe(404);
    expect((await theirs.post(`/forms/forms/${formId}/publish/`)).statusCode).toBe(404);
    expect((await theirs.get(`/forms/forms/${formId}/versions/1/`)).statusCode).toBe(404);
    // Their admin on our organisation's path is not a member here.
    expect((await as(test, org, otherAdmin as string).get('/forms/forms/')).statusCode).toBe(401);
  });
});
