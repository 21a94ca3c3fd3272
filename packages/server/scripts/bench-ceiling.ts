import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/platform/app-context';
import { openDatabase, POSTGRES_SESSION_OPTIONS } from '../src/platform/db/client';

interface Statement {
  query: string;
  params: unknown[];
}

/** A statement to replay, prepared under `name` (at most 63 bytes in PostgreSQL, so not the endpoint's). */
interface Replay extends Statement {
  name: string;
}

/** What the ceiling leaves to the application: entering the organisation and resolving the caller's session. */
const isRequestOverhead = (query: string) =>
  /set_config\('(app\.org_id|role)'|select session\.\*|update "?sessions"?/.test(query);

/**
 * The raw ceiling each list endpoint is measured against: the very statements the application runs for the
 * request, replayed by a minimal Fastify handler on `pg` as the application role inside the organisation
 * (row-level security in force), each prepared under a name, with no validation, session lookup, query building or
 * serialisation schema;
 * its answer is the rows as `JSON.stringify` writes them. The statements are recorded once per endpoint by an
 * in-process copy of the application (its jobs not started) on the same database. PostgreSQL only: an embedded
 * database cannot be shared between two processes.
 */
export async function startCeiling(databaseUrl: string, organizationId: number, port: number) {
  let recording: Statement[] | null = null;
  const database = await openDatabase({
    databaseUrl,
    poolSize: 2,
    logQuery: (query, params) => recording?.push({ query, params }),
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-ceiling-'));
  const context = createAppContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, {
    info: () => undefined,
    error: () => undefined,
  });
  const recorder = await buildApp(
    { ...context, jobs: { ...context.jobs, start: async () => undefined } },
    {
      logger: false,
    },
  );
  const replays = new Map<string, Replay[]>();

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: POSTGRES_SESSION_OPTIONS });
  const app = Fastify();
  app.get<{ Params: { name: string } }>('/replay/:name', async (request, reply) => {
    const statements = replays.get(request.params.name);
    if (!statements) return reply.code(404).send();
    const client = await pool.connect();
    try {
      // Entering the organisation as the application does: one message with `begin`.
      await client.query(
        `begin; select set_config('app.org_id', '${organizationId}', true), set_config('role', 'atrium_app', true)`,
      );
      const answers = [];
      for (const { name, query, params } of statements) {
        answers.push((await client.query({ name, text: query, values: params })).rows);
      }
      await client.query('commit');
      return answers;
    } finally {
      client.release();
    }
  });
  await app.listen({ port, host: '127.0.0.1' });

  return {
    /**
     * Runs `path` once through the application, keeps the statements it ran, and gives the address that replays
     * them (undefined when the request failed or ran nothing but the overhead).
     */
    async record(name: string, path: string, headers: Record<string, string>): Promise<string | undefined> {
      recording = [];
      const response = await recorder.inject({ url: path, headers });
      // Each statement prepared under a name of its own on each connection, planned once: the best a handler can do.
      const statements = recording
        .filter(({ query }) => !isRequestOverhead(query))
        .map((statement, index) => ({ ...statement, name: `replay_${replays.size}_${index}` }));
      recording = null;
      if (response.statusCode !== 200 || !statements.length) return undefined;
      replays.set(name, statements);
      return `http://127.0.0.1:${port}/replay/${encodeURIComponent(name)}`;
    },
    async close() {
      await app.close();
      await pool.end();
      await recorder.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
