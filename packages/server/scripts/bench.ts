import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCeiling } from './bench-ceiling';
import { benchMeasures, type Request } from './bench-measure';
import { benchThroughProcesses, spawnBenchServer, untilReady } from './bench-processes';
import { benchBulkApproval, benchImport, managerWithTeamOf } from './bench-steps';

/**
 * Starts the server on loopback (embedded database with the demo data, or DATABASE_URL when set and seeded),
 * imports BENCH_IMPORT_ROWS employees (default 10,000) through the Generic Importer over HTTP, timing it and
 * reading the server's peak memory, then measures key endpoints with autocannon (requests/s, latency
 * percentiles) at 1 and at 10 connections, and the CEO's dashboard tiles one after another (each tile's time too). On PostgreSQL each
 * list endpoint is also measured through a raw ceiling replaying its statements (bench-ceiling.ts) and compared
 * with it. For the 100,000-employee figures, grow a PostgreSQL database once with `DATABASE_URL=…
 * SCALE_EMPLOYEES=100000 npm run seed:scale` and bench it with BENCH_IMPORT_ROWS=0 and BENCH_GENERATED_ROWS=100000;
 * for the embedded engine's, copy it into a data folder (`DATABASE_URL=… DATA_DIR=… npm run
 * seed:pglite-from-postgres`, a minute) and bench that with BENCH_DATA_DIR set to it and DATABASE_URL unset. The project rows read the projects that
 * `SCALE_PROJECTS=… npm run seed:scale` adds: the list as the CEO and as the delivery lead manager@acme.example,
 * the flagship project's team (the newest project on demo data), and the margin tables. The timesheet rows read
 * the weeks `SCALE_TIMESHEET_WEEKS=… npm run seed:scale` submits: the lead's approvals, then approving up to
 * 1,000 of them in one request. On PostgreSQL the employee list is last read through BENCH_PROCESSES (3) server
 * processes on the database at once: their throughput together, beside one alone, and any request that failed.
 */
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Each endpoint is measured at each of these numbers of connections. */
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const base = `http://127.0.0.1:${port}`;
/** An existing data folder (one grown by `npm run seed:scale`) instead of a fresh one; it is left in place. */
const givenDataDir = process.env.BENCH_DATA_DIR;
const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'atrium-bench-')));
/** A manager of a generated team with leave history (printed by `SCALE_LEAVE_HISTORY=1 npm run seed:scale`). */
const leaveManager = process.env.BENCH_LEAVE_MANAGER ?? 'manager@acme.example';
/** How many generated employees the organisation holds (the scale workbook's numbering), for the team lookup. */
const generatedRows = Number(process.env.BENCH_GENERATED_ROWS ?? importRows);
/** Only the endpoints whose names match this pattern (BENCH_ONLY=timesheets, say); every one when unset. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/** Rounds of the CEO's dashboard tiles (fewer when a tile takes seconds, as the leakage one does at scale). */
const tileRounds = Number(process.env.BENCH_TILE_ROUNDS ?? 20);
/** On PostgreSQL, the employee list is also read through this many processes at once (BENCH_ONLY=processes). */
const processes = Number(process.env.BENCH_PROCESSES ?? 3);

const server = spawnBenchServer(port, dataDir);

async function signIn(orgId: number, email: string) {
  const response = await fetch(`${base}/api/${orgId}/org/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'Atrium@2026' }),
  });
  return { authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
}

/** A personal access token of the signed-in user, scoped to read people, as an API client would send it. */
async function accessTokenOf(orgId: number, auth: Record<string, string>) {
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${base}/api/${orgId}/access-tokens/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', scopes: ['people:read'], expires_on: expires }),
  });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** The server process's peak resident memory so far, in MB (Linux). */
async function serverPeakMb(): Promise<number | null> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8').catch(() => '');
  const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return peak ? Math.round(Number(peak) / 1024) : null;
}

const { measureOneByOne, measure } = benchMeasures({
  base,
  seconds,
  connectionCounts,
  only,
  serverPid: server.pid,
});

try {
  await untilReady(base);
  const org = (await (await fetch(`${base}/api/public/org/list/localhost/`)).json()) as { id: number };
  const credentials = JSON.stringify({
    email: 'ceo@acme.example',
    password: process.env.DEMO_PASSWORD ?? 'Atrium@2026',
  });
  const json = { 'content-type': 'application/json' };
  const auth = await signIn(org.id, 'ceo@acme.example');
  const tokenAuth = await accessTokenOf(org.id, auth);

  const memoryBefore = await serverPeakMb();
  if (importRows > 0) {
    const imported = await benchImport(
      base,
      org.id,
      await signIn(org.id, 'admin@acme.example'),
      join(dataDir, 'bench-employees.xlsx'),
      importRows,
    );
    console.log(
      `\nImport of ${imported.rows} employee rows: ${imported.status} in ${imported.seconds.toFixed(1)} s`,
      imported.result,
      `; server peak memory ${memoryBefore} MB before, ${await serverPeakMb()} MB after`,
    );
  }

  const widgets = (await (
    await fetch(`${base}/api/${org.id}/dashboard/widgets/`, { headers: auth })
  ).json()) as {
    results: { identifier: string }[];
  };
  const tileTimes: number[] = [];
  const timesOfTile = new Map<string, number[]>();
  for (let round = 0; round < tileRounds; round += 1) {
    const started = performance.now();
    for (const widget of widgets.results) {
      const asked = performance.now();
      const answer = await fetch(`${base}/api/${org.id}/dashboard/widgets/${widget.identifier}/`, {
        headers: auth,
      });
      await answer.arrayBuffer();
      timesOfTile.set(widget.identifier, [
        ...(timesOfTile.get(widget.identifier) ?? []),
        performance.now() - asked,
      ]);
    }
    tileTimes.push(performance.now() - started);
  }
  const medianAndWorst = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms`;
  };
  console.log(
    `CEO dashboard, ${widgets.results.length} tiles one after another: ${medianAndWorst(tileTimes)} (${tileRounds} rounds)`,
  );
  for (const [tile, times] of timesOfTile) console.log(`  ${tile}: ${medianAndWorst(times)}`);

  const employeeList = `/api/${org.id}/org/employees/`;
  const firstDepartment = (
    (await (await fetch(`${base}${employeeList}?limit=1`, { headers: auth })).json()) as {
      results: { department: { id: number } | null }[];
    }
  ).results[0]?.department?.id;
  const manager = await managerWithTeamOf(base, org.id, auth, generatedRows, 2_000);
  console.log(`Team of ${manager.code}: ${manager.teamSize} direct and indirect reports`);
  const leaveAuth = await signIn(org.id, leaveManager);
  const monthStart = new Date().toISOString().slice(0, 8);
  const monthEnd = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
  const team = (await (
    await fetch(`${base}/api/${org.id}/leave-portal/team-leaves/?from=${monthStart}01&to=${monthEnd}`, {
      headers: leaveAuth,
    })
  ).json()) as { team_size: number; results: unknown[] };
  console.log(
    `Leave: ${leaveManager} leads ${team.team_size} people, ${team.results.length} leaves this month`,
  );

  const projectList = `/api/${org.id}/projects/projects/`;
  const leadAuth = await signIn(org.id, 'manager@acme.example');
  const salesHeadAuth = await signIn(org.id, 'sales-head@acme.example');
  const salesExecutiveAuth = await signIn(org.id, 'sales-executive@acme.example');
  const opportunityList = `/api/${org.id}/sales/opportunities/`;
  const opportunities = (
    (await (await fetch(`${base}${opportunityList}?limit=1`, { headers: salesHeadAuth })).json()) as {
      count: number;
    }
  ).count;
  const projectPage = async (query: string, headers: Record<string, string>) =>
    (await (await fetch(`${base}${projectList}?${query}`, { headers })).json()) as {
      count: number;
      results: { id: number; code: string; name: string; team_size: number }[];
    };
  const leadProjects = await projectPage('limit=1', leadAuth);
  // The scale seed's flagship project (SCALE_FLAGSHIP_TEAM people), or the newest project on demo data.
  const flagship =
    (await projectPage('search=flagship&limit=1', auth)).results[0] ??
    (await projectPage('limit=1', auth)).results[0];
  const allProjects = await projectPage('limit=1', auth);
  console.log(
    `Projects: ${allProjects.count} in all, ${leadProjects.count} led by manager@acme.example;`,
    `team of ${flagship?.code} ${flagship?.name}: ${flagship?.team_size} people`,
  );

  const employeeAuth = await signIn(org.id, 'employee@acme.example');
  const approvals = `/api/${org.id}/timesheets/approvals/`;
  const pending = (
    (await (await fetch(`${base}${approvals}?status=submitted&limit=1`, { headers: leadAuth })).json()) as {
      count: number;
    }
  ).count;
  console.log(`Timesheets: ${pending} lines of weeks wait for manager@acme.example`);

  const letters = (await (
    await fetch(`${base}/api/${org.id}/template-management/templates/?kind=relieving_letter&limit=1`, {
      headers: auth,
    })
  ).json()) as { results: { id: number; version: number }[] };
  const letter = letters.results[0];
  if (!letter) throw new Error('the demo has no relieving letter template');
  const letterPreview = `/api/${org.id}/template-management/templates/${letter.id}/versions/${letter.version}/preview.pdf`;

  // The board of the first open hiring request (seed:scale's SCALE_BOARD_APPLICATIONS stand on it).
  const hiring = `/api/${org.id}/hiring/`;
  const openRequests = (await (
    await fetch(`${base}${hiring}hiring-requests/?status=open&order_by=number&limit=1`, { headers: auth })
  ).json()) as { results: { id: number; code: string }[] };
  const boardRequest = openRequests.results[0];
  if (!boardRequest) throw new Error('the demo has no open hiring request');
  const board = (await (
    await fetch(`${base}${hiring}hiring-requests/${boardRequest.id}/board/`, { headers: auth })
  ).json()) as { columns: { count: number }[] };
  const boardSize = board.columns.reduce((sum, column) => sum + column.count, 0);
  const pool = (await (await fetch(`${base}${hiring}candidates/?limit=1`, { headers: auth })).json()) as {
    count: number;
    results: { email: string }[];
  };
  console.log(`Hiring: ${boardSize} applications on ${boardRequest.code}'s board, ${pool.count} candidates`);

  // The ranking of the first open resource request (demo data's), the RMG pool and the forecast over everyone.
  const rmgAuth = await signIn(org.id, 'rmg@acme.example');
  const resources = `/api/${org.id}/resources/`;
  const openResourceRequests = (await (
    await fetch(`${base}${resources}resource-requests/?status=open&limit=1`, { headers: rmgAuth })
  ).json()) as { results: { id: number; code: string }[] };
  const resourceRequest = openResourceRequests.results[0];
  if (!resourceRequest) throw new Error('the demo has no open resource request');
  const rmgPool = (await (await fetch(`${base}${resources}pool/?limit=1`, { headers: rmgAuth })).json()) as {
    count: number;
  };
  console.log(`Resources: ${rmgPool.count} people in the RMG pool; ${resourceRequest.code} ranked`);

  const ceiling = process.env.DATABASE_URL
    ? await startCeiling(process.env.DATABASE_URL, org.id, port + 1)
    : null;
  /** A list endpoint, beside the raw ceiling replaying the statements it runs (on PostgreSQL). */
  const measureList = async (endpoint: string, request: Request & { headers: Record<string, string> }) => {
    const url =
      ceiling && (!only || only.test(endpoint))
        ? await ceiling.record(endpoint, request.path, request.headers)
        : undefined;
    return measure(endpoint, request, url ? { url, pid: ceiling?.pid } : undefined);
  };
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
    await measureList('GET /org/employees/?limit=50', {
      path: `/api/${org.id}/org/employees/?limit=50`,
      headers: auth,
    }),
    // The same list with an access token instead of a session: the same one statement finds either.
    await measure('GET /org/employees/?limit=50 (access token)', {
      path: `/api/${org.id}/org/employees/?limit=50`,
      headers: tokenAuth,
    }),
    await measure('GET /org/employees/ filtered, by joining date, page 3', {
      path: `${employeeList}?status=active,in-notice&department=${firstDepartment}&order_by=-date_of_joining&limit=50&offset=100`,
      headers: auth,
    }),
    await measureList('GET /org/employees/?search=lena', {
      path: `${employeeList}?search=lena&limit=50`,
      headers: auth,
    }),
    await measure('GET /org/employees/?search=lena&order_by=code', {
      path: `${employeeList}?search=lena&order_by=code&limit=50`,
      headers: auth,
    }),
    await measure('GET /org/employees/?search=a (one letter)', {
      path: `${employeeList}?search=a&limit=50`,
      headers: auth,
    }),
    await measure('GET /org/employees/?order_by=designation, page 40', {
      path: `${employeeList}?order_by=designation&limit=50&offset=2000`,
      headers: auth,
    }),
    await measureList(`GET /org/employees/team/ (${manager.teamSize} reports)`, {
      path: `/api/${org.id}/org/employees/team/?manager=${manager.id}&limit=50`,
      headers: auth,
    }),
    await measureList('GET /contractors/contractors/?limit=50', {
      path: `/api/${org.id}/contractors/contractors/?limit=50`,
      headers: auth,
    }),
    await measureList('GET /contractors/vendors/?limit=50', {
      path: `/api/${org.id}/contractors/vendors/?limit=50`,
      headers: auth,
    }),
    await measureList('GET /employee-exit/exits/?limit=50', {
      path: `/api/${org.id}/employee-exit/exits/?limit=50`,
      headers: auth,
    }),
    await measureList('GET /template-management/templates/?limit=50', {
      path: `/api/${org.id}/template-management/templates/?limit=50`,
      headers: auth,
    }),
    await measure('GET a template version as a one-page PDF', { path: letterPreview, headers: auth }),
    await measureList('GET /leave-portal/leave-requests/?scope=all (CEO)', {
      path: `/api/${org.id}/leave-portal/leave-requests/?scope=all&limit=50`,
      headers: auth,
    }),
    await measureList(`GET /leave-portal/leave-requests/?scope=to_approve (${leaveManager})`, {
      path: `/api/${org.id}/leave-portal/leave-requests/?scope=to_approve&limit=50`,
      headers: leaveAuth,
    }),
    await measure('GET /org/employees/hierarchy/?manager=', {
      path: `/api/${org.id}/org/employees/hierarchy/?manager=${manager.id}`,
      headers: auth,
    }),
    await measure('GET /workspace/universal-search/?search=asha', {
      path: `/api/${org.id}/workspace/universal-search/?search=asha&limit=5`,
      headers: auth,
    }),
    await measure('GET /workspace/universal-search/?search=a', {
      path: `/api/${org.id}/workspace/universal-search/?search=a&limit=5`,
      headers: auth,
    }),
    await measure('GET /leave-portal/balances/ (own, with history)', {
      path: `/api/${org.id}/leave-portal/balances/`,
      headers: leaveAuth,
    }),
    await measure(`GET /leave-portal/team-leaves/ month (${team.team_size} people)`, {
      path: `/api/${org.id}/leave-portal/team-leaves/?from=${monthStart}01&to=${monthEnd}`,
      headers: leaveAuth,
    }),
    await measureList(`GET /projects/projects/?limit=50 (CEO, ${allProjects.count})`, {
      path: `${projectList}?limit=50`,
      headers: auth,
    }),
    await measure(`GET /projects/projects/?limit=50 (lead, ${leadProjects.count})`, {
      path: `${projectList}?limit=50`,
      headers: leadAuth,
    }),
    await measure('GET /projects/projects/?search=atlas (CEO)', {
      path: `${projectList}?search=atlas&limit=50`,
      headers: auth,
    }),
    await measure('GET /projects/projects/?search=atlas (lead)', {
      path: `${projectList}?search=atlas&limit=50`,
      headers: leadAuth,
    }),
    await measure(`GET /projects/projects/{id}/team/?limit=20 (${flagship?.team_size} people)`, {
      path: `${projectList}${flagship?.id}/team/?limit=20`,
      headers: auth,
    }),
    await measure(`GET /projects/projects/{id}/team-manager/ (${flagship?.team_size} people)`, {
      path: `${projectList}${flagship?.id}/team-manager/`,
      headers: auth,
    }),
    await measureList('GET /projects/allocations/?limit=50 (CEO, Resource & Billing)', {
      path: `/api/${org.id}/projects/allocations/?limit=50`,
      headers: auth,
    }),
    await measure('GET /timesheets/utilisation/?limit=50 (CEO, last month by person)', {
      path: `/api/${org.id}/timesheets/utilisation/?limit=50`,
      headers: auth,
    }),
    await measure('GET /timesheets/my-week/ (employee, two projects)', {
      path: `/api/${org.id}/timesheets/my-week/`,
      headers: employeeAuth,
    }),
    await measureList(`GET /timesheets/approvals/?status=submitted (lead, ${pending} waiting)`, {
      path: `${approvals}?status=submitted&limit=50`,
      headers: leadAuth,
    }),
    await measureList(`GET /sales/opportunities/?limit=50 (sales head, ${opportunities})`, {
      path: `${opportunityList}?limit=50`,
      headers: salesHeadAuth,
    }),
    await measureList('GET /sales/opportunities/?limit=50 (sales executive, own)', {
      path: `${opportunityList}?limit=50`,
      headers: salesExecutiveAuth,
    }),
    await measure('GET /sales/opportunities/?search=scale opportunity 42 (sales head)', {
      path: `${opportunityList}?search=scale%20opportunity%2042&limit=50`,
      headers: salesHeadAuth,
    }),
    await measure(`GET /sales/opportunities/stats/ (sales head, ${opportunities})`, {
      path: `${opportunityList}stats/`,
      headers: salesHeadAuth,
    }),
    await measureList(
      `GET /hiring/hiring-requests/{id}/board/ (${boardRequest.code}, ${boardSize} applications)`,
      {
        path: `${hiring}hiring-requests/${boardRequest.id}/board/`,
        headers: auth,
      },
    ),
    await measureList(`GET /hiring/candidates/?search=meera (${pool.count} candidates)`, {
      path: `${hiring}candidates/?search=meera&limit=50`,
      headers: auth,
    }),
    await measureList(`GET /hiring/candidates/?skill=react&min_experience=3 (${pool.count} candidates)`, {
      path: `${hiring}candidates/?skill=react&min_experience=3&limit=50`,
      headers: auth,
    }),
    await measure('POST /hiring/candidates/ a duplicate email, refused (the de-duplication lookup)', {
      path: `${hiring}candidates/`,
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ first_name: 'Again', email: pool.results[0]?.email.toUpperCase() }),
    }),
    await measureList('GET /hiring/offers/?status=accepted (Onboarding Candidate List)', {
      path: `${hiring}offers/?status=accepted&limit=50`,
      headers: auth,
    }),
    await measure(`GET /resources/resource-requests/{id}/candidates/ (${resourceRequest.code} ranked)`, {
      path: `${resources}resource-requests/${resourceRequest.id}/candidates/`,
      headers: rmgAuth,
    }),
    await measureList(`GET /resources/pool/?limit=50 (RMG, ${rmgPool.count})`, {
      path: `${resources}pool/?limit=50`,
      headers: rmgAuth,
    }),
    await measureList(`GET /resources/pool/?search=lena (RMG, ${rmgPool.count})`, {
      path: `${resources}pool/?search=lena&limit=50`,
      headers: rmgAuth,
    }),
    await measure('GET /resources/forecast/ (12 weeks)', { path: `${resources}forecast/`, headers: rmgAuth }),
    await measure('GET /notifications/my-notifications/', {
      path: `/api/${org.id}/notifications/my-notifications/`,
      headers: auth,
    }),
    await measure('GET /workspace/default-workspace/', {
      path: `/api/${org.id}/workspace/default-workspace/`,
      headers: auth,
    }),
    await measure('GET /projects/net-margins/ (CEO, financial year)', {
      path: `/api/${org.id}/projects/net-margins/?limit=50`,
      headers: auth,
    }),
    await measure('GET /projects/leakage-losses/ (CEO, four months)', {
      path: `/api/${org.id}/projects/leakage-losses/?limit=50`,
      headers: auth,
    }),
    // Last, and one request at a time: at scale it takes a second, and requests autocannon gives up on would
    // still run in the database under the rows after them.
    await measureOneByOne('GET /resources/stats/ (RMG, 12 weeks)', {
      path: `${resources}stats/`,
      headers: rmgAuth,
    }),
  ];
  await ceiling?.close();
  console.log(`\n${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.table(rows.flat());
  if (process.env.DATABASE_URL && processes > 1 && (!only || only.test('processes'))) {
    await benchThroughProcesses({
      firstPort: port,
      extraPorts: Array.from({ length: processes - 1 }, (_, n) => port + 2 + n),
      dataDir,
      path: `${employeeList}?limit=50`,
      headers: auth,
      connections: 4,
      seconds,
    });
  }
  await benchBulkApproval(base, org.id, leadAuth);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
}
