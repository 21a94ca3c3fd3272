import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { bearer, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, multipart, workbookOf } from '../../test/uploads';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherToken: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      setup: [ROLES.SETUP_MANAGER],
      admin: [ROLES.ORG_ADMIN],
      lms: [ROLES.LMS_ADMIN],
      employee: [ROLES.EMPLOYEE],
    },
    'holidays.test',
  );
  otherToken = (
    await buildSignedInPeople(test, other, { setup: [ROLES.SETUP_MANAGER] }, 'other-holidays.test')
  ).setup as string;
});
afterAll(() => test.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  organization = org,
) =>
  test.app.inject({
    method,
    url: `/api/${organization}/leave-portal/holidays/${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('organisation holidays', () => {
  it('are added by setup managers and org admins, one per date, and listed by year for everyone', async () => {
    const christmas = await call(tokens.setup as string, 'POST', '', {
      date: '2026-12-25',
      name: 'Christmas',
    });
    expect(christmas.statusCode).toBe(201);
    expect(christmas.json()).toEqual({
      id: expect.any(Number),
      date: '2026-12-25',
      name: 'Christmas',
      is_optional: false,
      location_ids: [],
    });
    await call(tokens.admin as string, 'POST', '', { date: '2026-01-26', name: 'Republic Day' });
    await call(tokens.setup as string, 'POST', '', {
      date: '2027-01-01',
      name: 'New Year',
      is_optional: true,
    });
    const duplicate = await call(tokens.setup as string, 'POST', '', { date: '2026-12-25', name: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().codes).toEqual({ date: ['integrity_error'] });

    const year = await call(tokens.employee as string, 'GET', '?year=2026');
    expect(year.json().count).toBe(2);
    expect(year.json().results.map((holiday: { name: string }) => holiday.name)).toEqual([
      'Republic Day',
      'Christmas',
    ]);
    expect((await call(tokens.employee as string, 'GET', '?order_by=-date&limit=1')).json()).toEqual({
      count: 3,
      results: [
        { id: expect.any(Number), date: '2027-01-01', name: 'New Year', is_optional: true, location_ids: [] },
      ],
    });
  });

  it('are changed and removed with an audit trail', async () => {
    const holiday = (
      await call(tokens.setup as string, 'POST', '', { date: '2026-08-15', name: 'Independence' })
    ).json();
    const changed = await call(tokens.setup as string, 'PATCH', `${holiday.id}/`, {
      name: 'Independence Day',
      is_optional: true,
    });
    expect(changed.json()).toEqual({ ...holiday, name: 'Independence Day', is_optional: true });
    expect(
      (await call(tokens.setup as string, 'PATCH', `${holiday.id}/`, { date: '2026-12-25' })).statusCode,
    ).toBe(409);
    expect((await call(tokens.setup as string, 'DELETE', `${holiday.id}/`)).statusCode).toBe(204);
    expect((await call(tokens.setup as string, 'DELETE', `${holiday.id}/`)).statusCode).toBe(404);
    const actions = await queryRows<{ action: string }>(
      test.ctx.database.db,
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'holiday'
        and entity_id = ${String(holiday.id)} order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['holiday.create', 'holiday.update', 'holiday.delete']);
  });

  it('may not be changed by an employee', async () => {
    const [holiday] = (await call(tokens.employee as string, 'GET', '')).json().results;
    expect(
      (await call(tokens.employee as string, 'POST', '', { date: '2026-10-02', name: 'Gandhi Jayanti' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(tokens.employee as string, 'PATCH', `${holiday.id}/`, { name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await call(tokens.employee as string, 'DELETE', `${holiday.id}/`)).statusCode).toBe(403);
  });

  it('validates dates and years', async () => {
    const bad = await call(tokens.setup as string, 'POST', '', { date: '2026-02-30', name: 'Nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes).toEqual({ date: ['invalid'] });
    expect((await call(tokens.setup as string, 'GET', '?year=soon')).statusCode).toBe(400);
  });

  it('are the organisation’s own', async () => {
    const [holiday] = (await call(tokens.employee as string, 'GET', '')).json().results;
    expect((await call(otherToken, 'GET', '', undefined, other)).json()).toEqual({ count: 0, results: [] });
    expect((await call(otherToken, 'PATCH', `${holiday.id}/`, { name: 'Theirs' }, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call(otherToken, 'POST', '', { date: '2026-12-25', name: 'Christmas' }, other)).statusCode,
    ).toBe(201);
  });
});

describe('who may manage holidays', () => {
  const upload = async (token: string, rows: (string | null)[][]) => {
    const body = multipart(
      { mode: 'all_or_nothing' },
      { name: 'holidays.xlsx', content: await workbookOf([['Date', 'Holiday', 'Optional'], ...rows]) },
    );
    return test.app.inject({
      method: 'POST',
      url: `/api/${org}/imports/organisation_holidays/`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it.each([
    ['an org admin', 'admin', '01'],
    ['a setup manager', 'setup', '02'],
    ['a leave administrator', 'lms', '03'],
  ])('%s adds, changes, removes and uploads them', async (_who, person, day) => {
    const token = tokens[person] as string;
    const added = await call(token, 'POST', '', { date: `2031-03-${day}`, name: 'Added' });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    const changed = await call(token, 'PATCH', `${id}/`, { name: 'Changed' });
    expect([changed.statusCode, changed.json()]).toEqual([200, expect.objectContaining({ name: 'Changed' })]);
    expect((await call(token, 'DELETE', `${id}/`)).statusCode).toBe(204);

    const started = await upload(token, [[`2031-04-${day}`, 'Uploaded', 'No']]);
    expect(started.statusCode).toBe(202);
    const task = await finishedTask(
      test,
      `/api/${org}/tasks-queue/tasks/${started.json().id}/`,
      bearer(token),
    );
    expect(task).toMatchObject({ status: 'done' });
    const uploaded = (await call(token, 'GET', '?year=2031')).json().results;
    expect(uploaded).toEqual([expect.objectContaining({ date: `2031-04-${day}`, name: 'Uploaded' })]);
    expect((await call(token, 'DELETE', `${uploaded[0].id}/`)).statusCode).toBe(204);
  });

  it('refuses a plain employee both by hand and by upload', async () => {
    const token = tokens.employee as string;
    expect((await call(token, 'POST', '', { date: '2031-05-01', name: 'Mine' })).statusCode).toBe(403);
    const started = await upload(token, [['2031-05-01', 'Mine', 'No']]);
    expect(started.statusCode).toBe(403);
    expect(started.json().code).toBe('permission_denied');
    expect((await call(token, 'GET', '?year=2031')).json().count).toBe(0);
  });
});
