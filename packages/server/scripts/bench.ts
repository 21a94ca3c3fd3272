import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * Starts the server on loopback (embedded database with the demo data, or DATABASE_URL when set and seeded),
 * then measures key endpoints with autocannon and prints requests/s and latency percentiles.
 */
const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'atrium-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready');
}

interface Row {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

type Request = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

async function measure(endpoint: string, { path, ...request }: Request): Promise<Row> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, ...request });
  return {
    endpoint,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx + result.errors,
  };
}

try {
  await waitForServer();
  const org = (await (await fetch(`${base}/api/public/org/list/localhost/`)).json()) as { id: number };
  const credentials = JSON.stringify({
    email: 'ceo@acme.example',
    password: process.env.DEMO_PASSWORD ?? 'Atrium@2026',
  });
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/${org.id}/org/account/login/`, {
    method: 'POST',
    headers: json,
    body: credentials,
  });
  const { access } = (await login.json()) as { access: string };
  const auth = { authorization: `Bearer ${access}` };

  const rows = [
    await measure('GET /healthz (ceiling)', { path: '/healthz' }),
    await measure('GET /api/public/org/list/{host}/', { path: '/api/public/org/list/localhost/' }),
    await measure('POST /org/account/login/ (argon2id)', {
      path: `/api/${org.id}/org/account/login/`,
      method: 'POST',
      headers: json,
      body: credentials,
    }),
    await measure('GET /org/employee/me/?roles=true', {
      path: `/api/${org.id}/org/employee/me/?roles=true`,
      headers: auth,
    }),
    await measure('GET /org/employees/?limit=50', {
      path: `/api/${org.id}/org/employees/?limit=50`,
      headers: auth,
    }),
  ];
  console.log(
    `\n${connections} connections, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
