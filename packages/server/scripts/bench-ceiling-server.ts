import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/platform/app-context';
import { openDatabase, POSTGRES_SESSION_OPTIONS } from '../src/platform/db/client';

/**
 * The raw ceiling's process (started by bench-ceiling.ts): a bare Fastify and `pg` handler replaying, by name, the
 * statements an in-process copy of the application ran for a request. Run with DATABASE_URL, CEILING_PORT and
 * CEILING_ORG_ID; `POST /record` records a request, `GET /replay/:name` replays it.
 */
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

const RecordRequest = z.object({
  name: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
});

const databaseUrl = z.string().parse(process.env.DATABASE_URL);
const port = Number(process.env.CEILING_PORT);
const organizationId = Number(process.env.CEILING_ORG_ID);

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
  { logger: false },
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
// Runs a request through the application and keeps the statements it ran, each prepared under a name of its own on
// each connection, planned once: the best a handler can do. The request runs once before it is recorded, so what
// the application reads once and keeps (the organisation, say) is not replayed as if every request read it. 204
// when the request failed or ran nothing but the overhead.
app.post('/record', async (request, reply) => {
  const { name, path, headers } = RecordRequest.parse(request.body);
  await recorder.inject({ url: path, headers });
  recording = [];
  const response = await recorder.inject({ url: path, headers });
  const statements = recording
    .filter(({ query }) => !isRequestOverhead(query))
    .map((statement, index) => ({ ...statement, name: `replay_${replays.size}_${index}` }));
  recording = null;
  if (response.statusCode !== 200 || !statements.length) return reply.code(204).send();
  replays.set(name, statements);
  return { url: `http://127.0.0.1:${port}/replay/${encodeURIComponent(name)}` };
});
app.addHook('onClose', async () => {
  await pool.end();
  await recorder.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
