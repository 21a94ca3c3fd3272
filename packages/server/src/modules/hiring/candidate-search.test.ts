import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { type LoggedStatement, wholeTableReadsOf } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The pool's search on 20,000 candidates written in one statement (the search words kept by the triggers), its
 * statements explained as the application role inside the organisation (row-level security in force): none reads the
 * pool or its words whole, and the total stops counting at the cap; nor does the de-duplication lookup. Plans, not timings, so the guard cannot flake.
 */
const CANDIDATES = 20_000;
const LARGE_TABLES = new Set(['candidates', 'candidate_search_words']);

let test: TestApp;
let org: number;
let token: string;
const statements: LoggedStatement[] = [];

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query, params) => statements.push({ query, params }) });
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { recruiter: [ROLES.TAS_RECRUITER] }, 'search.test'))
    .recruiter as string;
  await test.ctx.database.db.execute(sql`
    insert into candidates (organization_id, first_name, last_name, email, phone, current_company)
    select ${org}, (array['Lena','Arjun','Meera','Vikram','Sana'])[n % 5 + 1], 'Pool' || n,
      'candidate' || n || '@search.test', '+91 98450 ' || lpad(n::text, 5, '0'),
      (array['Globex Corporation','Initech','Umbrella'])[n % 3 + 1]
    from generate_series(1, ${CANDIDATES}) n`);
  // Statistics of every word, so that the plans do not hang on which ones a sample happened to take.
  await test.ctx.database.db.execute(
    sql`alter table candidate_search_words alter column word set statistics 10000`,
  );
  await test.ctx.database.db.execute(sql`analyze candidates, candidate_search_words`);
}, 120_000);

const search = (term: string) =>
  as(test, org, token).get(`/hiring/candidates/?search=${encodeURIComponent(term)}&limit=50`);

describe('the candidate pool’s search at 20,000', () => {
  it('finds by the start of each word, never reading the pool or its words whole', async () => {
    statements.length = 0;
    const page = await search('pool1234');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ count: 11, count_exact: true });
    const reads = statements.filter((statement) => statement.query.includes('"candidates"'));
    expect(reads.length).toBeGreaterThan(0);
    expect(await wholeTableReadsOf(test.ctx.database.db, org, reads, LARGE_TABLES)).toEqual([]);
  });

  it('matches every word given, in name, email, phone or company, whatever their case', async () => {
    // Meera is every fifth: Pool1232, Pool12322 and Pool12327 of the eleven whose names begin so.
    expect((await search('MEERA pool1232')).json().count).toBe(3);
    expect((await search('candidate777@search')).json().count).toBe(1);
    expect((await search('00777')).json().count).toBe(1);
    expect((await search('umbrella pool9998')).json().count).toBe(1);
    expect((await search('initech pool9998')).json().count).toBe(0);
  });

  it('follows a candidate’s changed name', async () => {
    await test.ctx.database.db.execute(
      sql`update candidates set last_name = 'Zephyr' where organization_id = ${org} and email = 'candidate5@search.test'`,
    );
    expect((await search('zephyr')).json().count).toBe(1);
    expect((await search('pool5')).json().results).not.toContainEqual(
      expect.objectContaining({ last_name: 'Pool5' }),
    );
  });

  it('finds a duplicate by email in any case without reading the pool whole', async () => {
    statements.length = 0;
    const refused = await as(test, org, token).post('/hiring/candidates/', {
      first_name: 'Again',
      email: 'CANDIDATE4321@Search.Test',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().codes).toEqual({ email: ['candidate_duplicate'] });
    const reads = statements.filter((statement) => statement.query.includes('"candidates"'));
    expect(await wholeTableReadsOf(test.ctx.database.db, org, reads, LARGE_TABLES)).toEqual([]);
  });

  it('counts a broad search only up to the cap', async () => {
    const page = (await search('globex')).json();
    expect(page).toMatchObject({ count: 1000, count_exact: false });
    expect(page.results).toHaveLength(50);
  });
});
