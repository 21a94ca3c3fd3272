import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore, MIGRATIONS } from '../../test/migrated-before';

let db: PGlite;

beforeAll(async () => {
  db = await databaseMigratedBefore('sales_pipelines');
});
afterAll(() => db.close());

describe('the migration that brings pipelines', () => {
  it('keeps each organisation’s stages and opportunities in a default pipeline of their own', async () => {
    const org = async (slug: string) => {
      const made = await db.query<{ id: number }>(
        `insert into organizations (name, slug) values ($1, $1) returning id`,
        [slug],
      );
      return made.rows[0]?.id as number;
    };
    const selling = await org('selling');
    const other = await org('other');
    const quiet = await org('quiet');
    for (const id of [selling, other]) {
      const [owner] = (
        await db.query<{ id: number }>(
          `insert into users (organization_id, email) values ($1, 'owner@example.com') returning id`,
          [id],
        )
      ).rows;
      const [stage] = (
        await db.query<{ id: number }>(
          `insert into sales_stages (organization_id, name, position) values ($1, 'Qualification', 0), ($1, 'Closure', 1)
            returning id`,
          [id],
        )
      ).rows;
      await db.query(
        `insert into opportunities (organization_id, number, name, client_id, value, currency, billing_type,
          probability, owner_id, stage_id, created_by)
          values ($1, 1, 'Kept', 1, 1000, 'INR', 'fixed-bid', 50, $2, $3, $2)`,
        [id, owner?.id, stage?.id],
      );
    }
    await migrate(drizzle(db), { migrationsFolder: MIGRATIONS });

    const pipelines = await db.query<{ organization_id: number; name: string; is_default: boolean }>(
      'select organization_id, name, is_default from sales_pipelines order by organization_id',
    );
    expect(pipelines.rows).toEqual([
      { organization_id: selling, name: 'Sales', is_default: true },
      { organization_id: other, name: 'Sales', is_default: true },
    ]);
    expect(pipelines.rows.map((row) => row.organization_id)).not.toContain(quiet);
    const misplaced = await db.query(
      `select s.id from sales_stages s join sales_pipelines p on p.id = s.pipeline_id
        where p.organization_id <> s.organization_id
       union all
       select o.id from opportunities o join sales_pipelines p on p.id = o.pipeline_id
        where p.organization_id <> o.organization_id or not p.is_default`,
    );
    expect(misplaced.rows).toEqual([]);
    const kept = await db.query<{ count: number }>(
      'select count(*)::int as count from opportunities where pipeline_id is not null',
    );
    expect(kept.rows[0]?.count).toBe(2);
  });
});
