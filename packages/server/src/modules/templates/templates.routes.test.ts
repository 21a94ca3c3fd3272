import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { buildTemplate } from '../../test/templates-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const BASE = '/template-management';
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Template Test Org' })).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      admin: [ROLES.ORG_ADMIN],
      setup: [ROLES.SETUP_MANAGER],
      ceo: [ROLES.CEO],
      hr: [ROLES.EMPLOYEE_MANAGER, ROLES.EMPLOYEE_EXIT_MANAGER],
      staff: [ROLES.EMPLOYEE],
    },
    'templates.test',
  );
  ids = await userIdsByName(test, org);
  Object.assign(
    tokens,
    await buildSignedInPeople(test, other, { outsider: [ROLES.ORG_ADMIN] }, 'other.templates.test'),
  );
});
afterAll(() => test.close());

const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) => {
  const client = as(test, who === 'outsider' ? other : org, tokens[who] as string);
  const send = { GET: client.get, POST: client.post, PATCH: client.patch, DELETE: client.delete }[method];
  return send(`${BASE}${path}`, body);
};

const experience = (name: string, body: string, extra: object = {}) =>
  call('admin', 'POST', '/templates/', { kind: 'experience_letter', name, body, ...extra });

describe('who keeps templates', () => {
  it.each([
    ['an organisation admin', 'admin', 200],
    ['a setup manager', 'setup', 200],
    ['the CEO', 'ceo', 200],
    ['an employee manager', 'hr', 403],
    ['an employee', 'staff', 403],
  ])('%s: %s', async (_who, who, status) => {
    for (const path of ['/templates/', '/modules/', '/template-variables/']) {
      expect((await call(who, 'GET', path)).statusCode).toBe(status);
    }
    const made = await call(who, 'POST', '/templates/', {
      kind: 'relieving_letter',
      name: `By ${who}`,
      body: 'Hello',
    });
    expect(made.statusCode).toBe(status === 200 ? 201 : 403);
  });

  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ url: `/api/${org}${BASE}/templates/` })).statusCode).toBe(401);
  });

  it('keeps each organisation’s templates to itself', async () => {
    const mine = (await experience('Ours only', 'Private text')).json();
    expect((await call('outsider', 'GET', `/templates/${mine.id}/`)).statusCode).toBe(404);
    expect((await call('outsider', 'PATCH', `/templates/${mine.id}/`, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    expect((await call('outsider', 'GET', '/templates/?search=Ours only')).json()).toMatchObject({
      count: 0,
    });
  });
});

describe('templates and their versions', () => {
  it('makes the first template of a kind its default, and a changed text the next version', async () => {
    const first = await call('admin', 'POST', '/templates/', {
      kind: 'exit_done_email',
      name: 'Farewell',
      subject: 'Goodbye {{employee_name}}',
      body: 'Dear {{employee_name}},\n\nThank you.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ is_default: true, version: 1, module: 'exits', output: 'email' });
    const id = first.json().id;

    const renamed = await call('admin', 'PATCH', `/templates/${id}/`, { name: 'Farewell note' });
    expect(renamed.json()).toMatchObject({ name: 'Farewell note', version: 1 });
    const changed = await call('setup', 'PATCH', `/templates/${id}/`, {
      body: 'Dear {{employee_name}},\n\nThank you, truly.',
      note: 'Warmer',
    });
    expect(changed.json()).toMatchObject({
      version: 2,
      body: 'Dear {{employee_name}},\n\nThank you, truly.',
    });

    const versions = (await call('admin', 'GET', `/templates/${id}/versions/`)).json();
    expect(versions.count).toBe(2);
    expect(
      versions.results.map((v: { version: number; note: string | null }) => [v.version, v.note]),
    ).toEqual([
      [2, 'Warmer'],
      [1, null],
    ]);
    expect(versions.results[0].created_by_name).toBeTruthy();

    const restored = await call('admin', 'POST', `/templates/${id}/versions/1/restore/`);
    expect(restored.json()).toMatchObject({ version: 3, body: 'Dear {{employee_name}},\n\nThank you.' });
    expect((await call('admin', 'GET', `/templates/${id}/versions/?limit=1`)).json().results[0].note).toBe(
      'Restored version 1',
    );
    expect((await call('admin', 'POST', `/templates/${id}/versions/9/restore/`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown variable', { body: 'Dear {{salary}}' }, 'template_invalid'],
    ['an unclosed placeholder', { body: 'Dear {{employee_name' }, 'template_invalid'],
    ['a blank text', { body: '  ' }, 'invalid'],
    ['a text over 16,000 characters', { body: 'x'.repeat(16_001) }, 'invalid'],
  ])('refuses %s', async (_case, change, code) => {
    const response = await experience('Refused', 'Fine', change);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('explains every mistake to an API client', async () => {
    const response = await experience('Refused', 'Dear {{salary}} and {{ bonus }}');
    expect(response.json().detail).toContain('{{salary}} is not a variable of this template');
    expect(response.json().detail).toContain('{{bonus}} is not a variable of this template');
  });

  it('asks an email template for a subject, and keeps none for a document', async () => {
    const response = await call('admin', 'POST', '/templates/', {
      kind: 'exit_done_email',
      name: 'No subject',
      body: 'Hi',
    });
    expect(response.json().code).toBe('template_subject_required');
    const letter = await experience('With subject', 'Hello', { subject: 'Ignored' });
    expect(letter.json().subject).toBeNull();
  });

  it('keeps one default per kind: another can become it, the default cannot be archived', async () => {
    const a = (
      await call('admin', 'POST', '/templates/', { kind: 'relieving_letter', name: 'Relieving A', body: 'A' })
    ).json();
    const list = async () =>
      (await call('admin', 'GET', '/templates/?kind=relieving_letter&limit=50')).json().results as {
        id: number;
        is_default: boolean;
      }[];
    const defaults = (await list()).filter((t) => t.is_default);
    expect(defaults).toHaveLength(1);
    const current = defaults[0]?.id as number;
    expect((await call('admin', 'DELETE', `/templates/${current}/`)).json().code).toBe(
      'template_default_required',
    );

    expect((await call('ceo', 'POST', `/templates/${a.id}/default/`)).json()).toMatchObject({
      is_default: true,
    });
    expect((await list()).filter((t) => t.is_default).map((t) => t.id)).toEqual([a.id]);
    expect((await list())[0]?.id).toBe(a.id);

    expect((await call('admin', 'DELETE', `/templates/${current}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/templates/${current}/`)).statusCode).toBe(404);
    expect((await list()).some((t) => t.id === current)).toBe(false);
  });

  it('lists a module’s templates searched and paged, and counts them per kind', async () => {
    await buildTemplate(test.ctx, org, {
      kind: 'experience_letter',
      name: 'Zeta letter',
      body: 'Z',
      by: ids.admin as number,
    });
    const page = (await call('admin', 'GET', '/templates/?module=exits&search=zeta')).json();
    expect(page).toMatchObject({ count: 1, results: [{ name: 'Zeta letter', kind: 'experience_letter' }] });
    const modules = (await call('admin', 'GET', '/modules/')).json().results;
    const exits = modules.find((m: { module: string }) => m.module === 'exits');
    expect(exits.title).toBe('Employee Exit');
    const letters = exits.kinds.find((k: { kind: string }) => k.kind === 'experience_letter');
    expect(letters.templates).toBeGreaterThanOrEqual(1);
    expect(letters.default_name).toBeTruthy();
  });

  it('names the variables of a kind with their sample values', async () => {
    const response = (await call('admin', 'GET', '/template-variables/?kind=relieving_letter')).json();
    expect(response.results).toHaveLength(1);
    expect(response.results[0].variables).toContainEqual({
      key: 'employee_name',
      label: 'Employee name',
      sample: 'Asha Rao',
    });
    expect((await call('admin', 'GET', '/template-variables/?kind=payslip')).statusCode).toBe(400);
  });

  it('previews a version as PDF with sample values, a variable’s markup left as text', async () => {
    const made = (
      await experience('Preview', '# Certificate\n\nThis is **{{employee_name}}** of {{organization_name}}.')
    ).json();
    const response = await call('admin', 'GET', `/templates/${made.id}/versions/1/preview.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Certificate');
    expect(text).toContain('This is Asha Rao of Template Test Org.');
    expect((await call('staff', 'GET', `/templates/${made.id}/versions/1/preview.pdf`)).statusCode).toBe(403);
  });
});
