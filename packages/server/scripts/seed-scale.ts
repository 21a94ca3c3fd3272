import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { openCliContext } from '../src/cli/open-context';
import { modules } from '../src/modules';
import { IMPORT_JOB } from '../src/modules/imports';
import { notifyUsers } from '../src/modules/notifications';
import { getOrganizationById } from '../src/modules/orgs';
import { countFigures } from '../src/modules/projects';
import { keepPool } from '../src/modules/resources';
import { startTask } from '../src/modules/tasks';
import { keepRecentUtilisation, projectTime } from '../src/modules/timesheets';
import { queryRows } from '../src/platform/db/query-rows';
import { withOrg } from '../src/platform/db/tenant';
import { composeModules } from '../src/platform/module-kit';
import { systemScope } from '../src/platform/scope';
import { isDatabaseEmpty, seedDemo } from '../src/seed/demo-seed';
import { seedLeaveHistory } from './leave-history';
import { seedScaleHiring } from './scale-hiring';
import { seedScaleProjects } from './scale-projects';
import { seedScaleOpportunities } from './scale-sales';
import { seedScaleTimesheets } from './scale-timesheets';
import { writeScaleWorkbook } from './scale-workbook';

/**
 * Grows the demo organisation Acme to a large one for benchmarks: SCALE_EMPLOYEES (default 10,000) more employees
 * through the Generic Importer's own job, and 500 notifications for the CEO; then, with SCALE_LEAVE_HISTORY=1, two
 * years of leave history for everyone (SCALE_EMPLOYEES=0 adds only that). SCALE_PROJECTS adds that many projects
 * in bulk SQL (clients, billing roles and rates, resource groups, SCALE_ALLOCATIONS_PER_PROJECT allocations each,
 * default 10, milestones, revenue and costs), SCALE_LEAD_PROJECTS (default 200) of them led by
 * manager@acme.example, the first a flagship of SCALE_FLAGSHIP_TEAM people (default 500); run it after the
 * employees are in (in the same run or a later one with SCALE_EMPLOYEES=0). SCALE_TIMESHEET_WEEKS submits that many
 * past weeks of time for each person of manager@acme.example's largest project (the flagship), for the approval
 * benchmarks. SCALE_OPPORTUNITIES adds that many opportunities across Acme's clients and sales stages, for the
 * opportunity list's benchmark. SCALE_CANDIDATES adds that many candidates to the pool in bulk SQL and
 * SCALE_BOARD_APPLICATIONS (default 5,000 when candidates are added) of them to the first open hiring request, for
 * the board and candidate search benchmarks. Ends with a vacuum and analysis of the database. Uses DATABASE_URL or
 * DATA_DIR.
 */
const count = Number(process.env.SCALE_EMPLOYEES ?? 10_000);
const projectCount = Number(process.env.SCALE_PROJECTS ?? 0);
const withLeaveHistory = process.env.SCALE_LEAVE_HISTORY === '1';
const timesheetWeeks = Number(process.env.SCALE_TIMESHEET_WEEKS ?? 0);
const opportunityCount = Number(process.env.SCALE_OPPORTUNITIES ?? 0);
const candidateCount = Number(process.env.SCALE_CANDIDATES ?? 0);
const boardApplications = Number(process.env.SCALE_BOARD_APPLICATIONS ?? 5_000);
const ctx = await openCliContext();
const folder = await mkdtemp(join(tmpdir(), 'atrium-scale-'));
try {
  if (await isDatabaseEmpty(ctx.database.db)) await seedDemo(ctx);
  const [acme] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from organizations where slug = 'acme'`,
  );
  if (!acme) throw new Error('the demo organisation Acme is missing');
  const org = acme.id;
  const people = await withOrg(ctx.database.db, org, (tx) =>
    queryRows<{ id: number; email: string }>(
      tx,
      sql`select id, email from users where email in ('admin@acme.example', 'ceo@acme.example')`,
    ),
  );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id as number;

  await ctx.jobs.start(composeModules(ctx, modules).jobs());
  if (count > 0) await growEmployees(org, idOf);
  if (projectCount > 0) {
    const started = Date.now();
    const made = await withOrg(ctx.database.db, org, (tx) =>
      seedScaleProjects(tx, org, {
        count: projectCount,
        perProject: Number(process.env.SCALE_ALLOCATIONS_PER_PROJECT ?? 10),
        leadEmail: 'manager@acme.example',
        leadProjects: Number(process.env.SCALE_LEAD_PROJECTS ?? 200),
        flagshipTeam: Number(process.env.SCALE_FLAGSHIP_TEAM ?? 500),
      }),
    );
    console.log(
      `${made.projects} projects with ${made.allocations} allocations in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
      `manager@acme.example leads ${made.leadProjects}; the flagship ${made.flagship.name} (id ${made.flagship.id})`,
      `has ${made.flagship.team} people`,
    );
  }
  if (timesheetWeeks > 0) {
    const started = Date.now();
    const made = await withOrg(ctx.database.db, org, (tx) =>
      seedScaleTimesheets(tx, org, 'manager@acme.example', timesheetWeeks),
    );
    console.log(
      `${made.sheets} submitted weeks (${made.entries} entries) on ${made.project.name} in`,
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (opportunityCount > 0) {
    const started = Date.now();
    const made = await withOrg(ctx.database.db, org, (tx) =>
      seedScaleOpportunities(tx, org, opportunityCount),
    );
    console.log(`${made} opportunities in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (candidateCount > 0) {
    const started = Date.now();
    const made = await withOrg(ctx.database.db, org, (tx) =>
      seedScaleHiring(tx, org, { candidates: candidateCount, boardApplications }),
    );
    console.log(
      `${made.candidates} candidates in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
      made.board
        ? `${made.board.code} (id ${made.board.requestId}) has ${made.board.applications} applications on its board`
        : 'no open hiring request for the board',
    );
  }
  // The margin, leakage and loss figures of the projects and time just added, as the dashboard reads them: every
  // month afresh, since rows added in bulk SQL were not marked as changed. The tables just filled are analysed
  // first: without statistics the count is planned for empty tables and runs for tens of minutes.
  const counted = Date.now();
  await ctx.database.db.execute(sql`analyze`);
  const organization = await getOrganizationById(ctx.database.db, org);
  if (!organization) throw new Error(`no organisation ${org}`);
  await withOrg(ctx.database.db, org, (tx) =>
    countFigures(systemScope(ctx, tx, organization), projectTime, { afresh: true }),
  );
  console.log(`project figures counted in ${((Date.now() - counted) / 1000).toFixed(1)} s`);
  // The RMG pool of today, as the list reads it: the triggers kept it through the inserts above if it was kept
  // already, and it is written whole here if not.
  const kept = Date.now();
  await withOrg(ctx.database.db, org, (tx) => keepPool(systemScope(ctx, tx, organization)));
  console.log(`RMG pool kept in ${((Date.now() - kept) / 1000).toFixed(1)} s`);
  // Last month's utilisation (the list's default) and this month's, as the scheduled job keeps them.
  const utilisation = Date.now();
  await withOrg(ctx.database.db, org, (tx) => keepRecentUtilisation(systemScope(ctx, tx, organization)));
  console.log(`utilisation kept in ${((Date.now() - utilisation) / 1000).toFixed(1)} s`);
  if (withLeaveHistory) {
    const started = Date.now();
    const manager = await seedLeaveHistory(ctx, org, 500);
    console.log(
      `leave history in ${((Date.now() - started) / 1000).toFixed(1)} s; bench the leave endpoints with`,
      `BENCH_LEAVE_MANAGER=${manager.email} (${manager.team} people in the team)`,
    );
  }
  // Vacuumed as a settled database would be: on tables just filled, index-only scans still read the heap for
  // every row (the visibility map is empty) and the benchmarks would measure that.
  const vacuumed = Date.now();
  await ctx.database.db.execute(sql`vacuum (analyze)`);
  console.log(`vacuumed and analysed in ${((Date.now() - vacuumed) / 1000).toFixed(1)} s`);
} finally {
  await ctx.jobs.stop();
  await ctx.database.close();
  await rm(folder, { recursive: true, force: true });
}

async function growEmployees(org: number, idOf: (email: string) => number) {
  const path = join(folder, 'employees.xlsx');
  await writeScaleWorkbook(path, count, `S${Date.now().toString(36).toUpperCase()}`);
  const key = ctx.files.newKey(org, 'uploads', '.xlsx');
  await ctx.files.write(key, Readable.from(await readFile(path)));

  const started = Date.now();
  const organization = await getOrganizationById(ctx.database.db, org);
  if (!organization) throw new Error(`no organisation ${org}`);
  const task = await withOrg(ctx.database.db, org, async (tx) => {
    const scope = systemScope(ctx, tx, organization);
    for (let n = 1; n <= 500; n += 1) {
      await notifyUsers(scope, {
        recipientUserIds: [idOf('ceo@acme.example')],
        text: `Timesheet TS-${n} awaits your approval`,
        data: { request_id: n, request_type: 'timesheet', display_id: `TS-${n}` },
        action: 'timesheet:submitted',
        recipientType: 'approver',
      });
    }
    return startTask(scope, {
      userId: idOf('admin@acme.example'),
      taskType: 'upload',
      kind: 'employee_master',
      filename: 'employees.xlsx',
      displayName: 'Employee master upload',
      storedFile: key,
      parameters: { mode: 'all_or_nothing' },
      jobName: IMPORT_JOB,
    });
  });
  for (;;) {
    const [row] = await withOrg(ctx.database.db, org, (tx) =>
      queryRows<{ status: string; result: unknown; errors: unknown }>(
        tx,
        sql`select status, result, errors from background_tasks where id = ${task.id}`,
      ),
    );
    if (row && ['done', 'failed'].includes(row.status)) {
      console.log(
        `${count} employees: ${row.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        row.result,
      );
      if (row.status === 'failed') console.log(JSON.stringify(row.errors).slice(0, 2000));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
