import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The raw ceiling each list endpoint is measured against: the very statements the application runs for the
 * request, replayed by a minimal Fastify handler on `pg` as the application role inside the organisation
 * (row-level security in force), each prepared under a name, with no validation, session lookup, query building or
 * serialisation schema; its answer is the rows as `JSON.stringify` writes them. The statements are recorded once per
 * endpoint by an in-process copy of the application (its jobs not started) on the same database. The handler runs
 * in a process of its own (bench-ceiling-server.ts), as the server does, so both are measured in the same
 * arrangement: the load generator, one Node process answering, PostgreSQL. PostgreSQL only: an embedded database
 * cannot be shared between two processes.
 */
export async function startCeiling(databaseUrl: string, organizationId: number, port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-ceiling-server.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        CEILING_PORT: String(port),
        CEILING_ORG_ID: String(organizationId),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const record = (name: string, path: string, headers: Record<string, string>) =>
    fetch(`${base}/record`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, path, headers }),
    });
  for (let attempt = 0; ; attempt += 1) {
    const answered = await fetch(`${base}/replay/-`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt === 240 || child.exitCode !== null) throw new Error('the raw ceiling did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    /** The ceiling's process id, for reading the time it spends. */
    pid: child.pid,
    /**
     * Runs `path` once through the application, keeps the statements it ran, and gives the address that replays
     * them (undefined when the request failed or ran nothing but the overhead).
     */
    async record(name: string, path: string, headers: Record<string, string>): Promise<string | undefined> {
      const response = await record(name, path, headers);
      return response.status === 200 ? ((await response.json()) as { url: string }).url : undefined;
    },
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
