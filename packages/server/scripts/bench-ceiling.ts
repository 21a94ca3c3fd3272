import Fastify from 'fastify';
import pg from 'pg';

/**
 * The raw ceiling the list endpoints are measured against: a minimal Fastify handler on `pg` running, as the
 * application role inside the organisation (row-level security in force), the page of 50 employees with their names
 * and designations and the total, and the same for a search, with hand-written SQL and no validation, session or
 * serialisation schema. PostgreSQL only: an embedded database cannot be shared between two processes.
 */
export async function startCeiling(databaseUrl: string, organizationId: number, port: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  const page = `select e.id, e.code, u.first_name, u.last_name, u.email, e.status, d.name as designation
    from employees e
    join users u on u.organization_id = e.organization_id and u.id = e.user_id
    left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
    where e.organization_id = $1 and ($2::text is null or e.user_id in (select user_id from user_search_words
      where organization_id = $1 and word >= $2 and word < $3))
    order by u.first_name, u.last_name, u.id limit 50`;
  const total = `select count(*)::int as count from employees e where e.organization_id = $1
    and ($2::text is null or e.user_id in (select user_id from user_search_words
      where organization_id = $1 and word >= $2 and word < $3))`;
  app.get('/employees', async (request) => {
    const search = (request.query as { search?: string }).search?.toLowerCase() ?? null;
    const params = [
      organizationId,
      search,
      search && `${search.slice(0, -1)}${String.fromCharCode(search.charCodeAt(search.length - 1) + 1)}`,
    ];
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('app.org_id', $1, true), set_config('role', 'atrium_app', true)`,
        [String(organizationId)],
      );
      const [rows, counted] = [await client.query(page, params), await client.query(total, params)];
      await client.query('commit');
      return { count: counted.rows[0]?.count ?? 0, results: rows.rows };
    } finally {
      client.release();
    }
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
