import { type PoolQuery, ROLES } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../platform/clock';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildEmployee, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findLivePoolPage, findPoolPage } from './rmg.queries';
import { findPoolDay, keepPoolFor } from './rmg-pool.queries';

/**
 * The pool kept by the triggers (`rmg_pool`) answers every list exactly as the live computation from the
 * allocations does, after allocations are added, changed, ended and deleted, people and accounts change, and the
 * day moves.
 */
const DOMAIN = 'rmg-pool.test';
/** The day the pool is kept for, whatever the date today. */
const DAY = '2026-12-10';

let test: TestApp;
let org: number;
let projectId: number;
let location: number;
let skill: number;
const people: Record<string, number> = {};
const userOf: Record<string, number> = {};

const run = <T = { id: number }>(statement: SQL) =>
  withOrg(test.ctx.database.db, org, (tx) => queryRows<T>(tx, statement));

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], lead: [ROLES.DELIVERY_LEAD] },
    DOMAIN,
  );
  const users = await userIdsByName(test, org);
  location = (
    await run(sql`insert into locations (organization_id, name) values (${org}, 'Pune') returning id`)
  )[0]?.id as number;
  skill = (
    await run(sql`insert into skills (organization_id, name) values (${org}, 'Kotlin') returning id`)
  )[0]?.id as number;
  projectId = (
    await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Ledger',
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2027-12-31',
    })
  ).id;
  const joined: Record<string, string | null> = {
    full: '2024-01-01',
    releasing: '2024-01-01',
    partial: '2024-02-01',
    split: '2024-03-01',
    ended: '2023-05-01',
    newcomer: addDays(DAY, -10),
    waiting: '2022-07-01',
    zero: '2025-01-01',
    future: null,
    exited: '2024-01-01',
    inactive: '2024-01-01',
    coming: addDays(DAY, 5),
  };
  for (const [name, dateOfJoining] of Object.entries(joined)) {
    const { employee, user } = await buildEmployee(test.ctx, org, {
      email: `${name}@${DOMAIN}`,
      firstName: name,
      lastName: 'Pool',
      dateOfJoining,
      locationId: name.length % 2 ? location : null,
      status: name === 'exited' ? 'exited' : undefined,
    });
    people[name] = employee.id;
    userOf[name] = user.id;
  }
  await run(
    sql`update users set is_active = false where organization_id = ${org} and id = ${userOf.inactive}`,
  );
  await run(sql`insert into employee_skills (organization_id, employee_id, skill_id, level)
    values (${org}, ${people.partial}, ${skill}, 'E'), (${org}, ${people.waiting}, ${skill}, 'B')`);
  await withOrg(test.ctx.database.db, org, (tx) => keepPoolFor(tx, org, DAY));
}, 60_000);

const allocate = (name: string, start: string, end: string, percent = 100) =>
  buildAllocation(test, org, {
    projectId,
    person: { employeeId: people[name] as number },
    start,
    end,
    percent,
  });

const QUERIES: Partial<PoolQuery>[] = [
  {},
  ...['name', 'bench_days', 'allocated_percent', 'release_date'].flatMap((field) => [
    { order_by: field },
    { order_by: `-${field}` },
  ]),
  { state: 'bench' },
  { state: 'partial' },
  { state: 'releasing', order_by: 'name' },
  { release_within: 7 },
  { release_within: 30, order_by: '-release_date' },
  { location_id: 0 },
  { skill_id: 0, order_by: 'name' },
  { search: 'POOL' },
  { search: 'kot' },
  { search: 'wait' },
  { limit: 3, offset: 2 },
  { limit: 3, offset: 40 },
];

/** Every list of QUERIES on `day`, kept and live alike. */
async function expectKeptAsLive(day: string) {
  await withOrg(test.ctx.database.db, org, async (tx) => {
    for (const shape of QUERIES) {
      const query = {
        limit: 50,
        offset: 0,
        ...shape,
        ...(shape.location_id === 0 ? { location_id: location } : {}),
        ...(shape.skill_id === 0 ? { skill_id: skill } : {}),
      } as PoolQuery;
      const live = await findLivePoolPage(tx, org, day, query);
      expect(await findPoolPage(tx, org, day, query), JSON.stringify(shape)).toEqual(live);
    }
    expect(await findPoolDay(tx, org)).toBe(day);
  });
}

const keptNames = async () =>
  (
    await run<{ name: string }>(
      sql`select name from rmg_pool where organization_id = ${org} and name like '% Pool' order by state_rank, name`,
    )
  ).map((row) => row.name.replace(' Pool', ''));

describe('the kept RMG pool', () => {
  it('holds what the allocations give as they are added', async () => {
    await allocate('full', '2026-01-01', '2027-06-30');
    await allocate('releasing', '2026-06-01', addDays(DAY, 10));
    await allocate('partial', '2026-06-01', '2027-06-30', 50);
    await allocate('split', '2026-06-01', '2027-06-30', 50);
    await allocate('split', '2026-09-01', '2027-03-31', 50);
    await allocate('ended', '2026-01-01', addDays(DAY, -20));
    await allocate('zero', '2026-06-01', addDays(DAY, 3), 0);
    await allocate('future', addDays(DAY, 5), '2027-06-30');
    await expectKeptAsLive(DAY);
    expect(await keptNames()).toEqual([
      'releasing',
      'partial',
      'coming',
      'ended',
      'future',
      'newcomer',
      'waiting',
      'zero',
    ]);
  });

  it('follows allocations changed, ended, moved and deleted', async () => {
    const pool = (statement: SQL) => run(statement).then(() => expectKeptAsLive(DAY));
    await pool(sql`update project_allocations set allocation_percent = 100
      where organization_id = ${org} and employee_id = ${people.partial}`);
    await pool(sql`update project_allocations set end_date = ${addDays(DAY, -1)}::date
      where organization_id = ${org} and employee_id = ${people.releasing}`);
    await pool(sql`update project_allocations set employee_id = ${people.waiting}
      where organization_id = ${org} and employee_id = ${people.full}`);
    await pool(
      sql`delete from project_allocations where organization_id = ${org} and employee_id = ${people.ended}`,
    );
    await pool(sql`update project_allocations set status = 'non-billable'
      where organization_id = ${org} and employee_id = ${people.split}`);
    await allocate('newcomer', '2026-11-01', addDays(DAY, 25), 40);
    await expectKeptAsLive(DAY);
    expect(await keptNames()).toEqual(['newcomer', 'coming', 'ended', 'full', 'future', 'releasing', 'zero']);
  });

  it('follows people and their accounts', async () => {
    const pool = (statement: SQL) => run(statement).then(() => expectKeptAsLive(DAY));
    await pool(sql`update employees set location_id = ${location}, code = 'ZZ-1'
      where organization_id = ${org} and id = ${people.zero}`);
    await pool(
      sql`update employees set status = 'active' where organization_id = ${org} and id = ${people.exited}`,
    );
    await pool(
      sql`update employees set status = 'exited' where organization_id = ${org} and id = ${people.future}`,
    );
    await pool(sql`update users set first_name = 'Aaron', is_active = true
      where organization_id = ${org} and id in (${userOf.ended}, ${userOf.inactive})`);
    await pool(sql`update employees set date_of_joining = ${addDays(DAY, -40)}::date
      where organization_id = ${org} and id = ${people.newcomer}`);
    await pool(
      sql`update users set tour_seen_at = now() where organization_id = ${org} and id = ${userOf.zero}`,
    );
    expect(await keptNames()).toContain('exited');
    expect(await keptNames()).not.toContain('future');
  });

  it('finds people by the start of a word of their name or code, and by any part of a skill', async () => {
    await run(sql`insert into employee_skills (organization_id, employee_id, skill_id, level)
      values (${org}, ${people.zero}, ${skill}, 'I')`);
    await withOrg(test.ctx.database.db, org, async (tx) => {
      const found = async (search: string) => {
        const page = await findPoolPage(tx, org, DAY, { limit: 50, offset: 0, search } as PoolQuery);
        expect(page.count).toBe(page.results.length);
        return page.results.map((row) => row.name).sort();
      };
      expect(await found('releas')).toEqual(['releasing Pool']);
      expect(await found('RELEASING pool')).toEqual(['releasing Pool']);
      expect(await found('aaron')).toEqual(['Aaron Pool', 'Aaron Pool']);
      expect(await found('zz-1')).toEqual(['zero Pool']);
      expect(await found('otli')).toEqual(['zero Pool']);
      expect(await found('eleasing')).toEqual([]);
      expect(await found('releasing kotlin')).toEqual([]);
    });
  });

  it('is rewritten for a new day when a list asks for it, and a day before it is computed live', async () => {
    const next = addDays(DAY, 15);
    await expectKeptAsLive(next);
    await allocate('waiting', addDays(next, -3), addDays(next, 2), 30);
    await expectKeptAsLive(next);
    await withOrg(test.ctx.database.db, org, async (tx) => {
      const query = { limit: 50, offset: 0 } as PoolQuery;
      expect(await findPoolPage(tx, org, DAY, query)).toEqual(await findLivePoolPage(tx, org, DAY, query));
      expect(await findPoolDay(tx, org)).toBe(next);
    });
  });
});
