import { EXPORT_KIND_IDS, EXPORT_KINDS, ROLES, type RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { bearer } from '../test/factories';
import { finishedTask } from '../test/uploads';
import { buildWallsWorld, CANARIES, SALARY_GROUP, type WallsWorld } from './walls-world';

/**
 * The salary, bank, PAN and Aadhaar canaries of both organisations, looked for beyond the route fuzzing's
 * sampled answers: every role's searches for them and the answers about the records holding them, every export,
 * the audit trail (through its route and in its table) and every line the server logged meanwhile. Only the own
 * organisation's salary group may see its CTC; PAN and Aadhaar show on the reveal route alone, and nothing else
 * may show anywhere.
 */
const SECRETS = {
  'own.ctc': CANARIES.own.ctc,
  'own.pan': CANARIES.own.pan,
  'own.aadhaar': CANARIES.own.aadhaar,
  'own.bank': CANARIES.own.bank,
  'other.ctc': CANARIES.other.ctc,
  'other.pan': CANARIES.other.pan,
  'other.aadhaar': CANARIES.other.aadhaar,
  'other.bank': CANARIES.other.bank,
} as const;
type Secret = keyof typeof SECRETS;

const lines: string[] = [];
let world: WallsWorld;
const hits: string[] = [];
const scanned = { answers: 0, exports: 0, cells: 0, auditEvents: 0, auditRows: 0, logLines: 0 };

beforeAll(async () => {
  world = await buildWallsWorld({ log: (line) => lines.push(line) });
}, 120_000);
afterAll(() => world.test.close());

/** Records every secret in `text` that `where` may not show. */
function scan(text: string, where: string, allowed: readonly Secret[] = []) {
  const lower = text.toLowerCase();
  for (const [name, value] of Object.entries(SECRETS) as [Secret, string][])
    if (!allowed.includes(name) && lower.includes(value.toLowerCase())) hits.push(`${name} in ${where}`);
}

const allowedTo = (role: RoleId): Secret[] => (SALARY_GROUP.includes(role) ? ['own.ctc'] : []);

async function get(role: RoleId, path: string) {
  const token = world.own.tokens.get(role) as string;
  return world.test.app.inject({ url: `/api/${world.own.id}/${path}`, headers: bearer(token) });
}

describe('canaries', () => {
  it('are there to be found by those allowed', async () => {
    const grades = await get(ROLES.SALARY_MANAGER, 'org/setup/grades/');
    expect(grades.body).toContain(CANARIES.own.ctc);
    expect((await get(ROLES.CEO, 'hiring/hiring-requests/')).body).toContain(CANARIES.own.ctc);
    expect((await get(ROLES.CEO, `hiring/offers/${world.own.offerId}/`)).body).toContain(CANARIES.own.ctc);
    const token = world.own.tokens.get(ROLES.CEO) as string;
    const revealed = await world.test.app.inject({
      method: 'POST',
      url: `/api/${world.own.id}/org/employees/${world.own.targetEmployeeId}/identity/reveal/`,
      headers: bearer(token),
    });
    expect(revealed.body).toContain(CANARIES.own.pan);
    expect(revealed.body).toContain(CANARIES.own.aadhaar);
  });

  it('stay out of search results and the answers about the records holding them', async () => {
    const id = world.own.targetEmployeeId;
    const paths = [
      `org/employees/${id}/`,
      `org/employees/${id}/identity/`,
      `org/employees/${id}/bank-details/`,
      'org/setup/grades/',
      'hiring/hiring-requests/',
      'hiring/candidates/',
      'hiring/applications/',
      'hiring/interviews/',
      'hiring/offers/',
      `hiring/offers/${world.own.offerId}/`,
      'resources/resource-requests/',
      `resources/resource-requests/${world.own.records['resource-requests']}/candidates/`,
      `resources/resource-requests/${world.own.records['resource-requests']}/soft-bookings/`,
      'resources/pool/',
      'resources/overview/',
      'resources/stats/',
      'resources/forecast/',
      'resources/forecast-scenarios/',
      `resources/forecast-scenarios/${world.own.records['forecast-scenarios']}/forecast/`,
      'sales/business-plans/',
      'sales/opportunities/',
      `sales/opportunities/${world.own.records.opportunities}/`,
      'sales/follow-ups/?scope=all',
      'sales/opportunities/stats/',
      'sales/clients-drill-down/',
      `sales/opportunities/${world.own.records.opportunities}/documents/`,
      ...[CANARIES.own.pan, CANARIES.own.aadhaar, CANARIES.own.bank, CANARIES.own.ctc, 'Target'].map(
        (term) => `workspace/universal-search/?search=${encodeURIComponent(term)}`,
      ),
    ];
    for (const role of world.own.tokens.keys()) {
      for (const path of paths) {
        const response = await get(role, path);
        scanned.answers += 1;
        expect(response.statusCode, `${role} ${path}`).toBeLessThan(500);
        scan(response.body, `${role} GET ${path} → ${response.statusCode}`, allowedTo(role));
      }
    }
    expect(hits).toEqual([]);
  }, 60_000);

  it('stay out of every export of every role that may start one', async () => {
    for (const [role, actor] of world.own.actors) {
      for (const kind of EXPORT_KIND_IDS) {
        if (!EXPORT_KINDS[kind].may(actor)) continue;
        const headers = bearer(world.own.tokens.get(role) as string);
        const base = `/api/${world.own.id}`;
        const started = await world.test.app.inject({
          method: 'POST',
          url: `${base}/exports/${kind}/`,
          headers,
          payload: {},
        });
        expect(started.statusCode, started.body).toBe(202);
        const taskUrl = `${base}/tasks-queue/tasks/${started.json().id}/`;
        expect(await finishedTask(world.test, taskUrl, headers)).toMatchObject({ status: 'done' });
        const file = await world.test.app.inject({ url: `${taskUrl}file/`, headers });
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
        const cells: string[] = [];
        for (const sheet of workbook.worksheets)
          sheet.eachRow((row) => {
            row.eachCell((cell) => {
              cells.push(cell.text);
            });
          });
        scanned.exports += 1;
        scanned.cells += cells.length;
        scan(cells.join('\n'), `${role}'s ${kind} export`, allowedTo(role));
      }
    }
    expect(scanned.exports).toBeGreaterThan(2);
    expect(hits).toEqual([]);
  }, 60_000);

  it('stay out of the audit trail, as the audit manager reads it and as it is stored', async () => {
    const limit = 100;
    for (let offset = 0; ; offset += limit) {
      const page = await get(ROLES.AUDIT_MANAGER, `audit/events/?limit=${limit}&offset=${offset}`);
      expect(page.statusCode, page.body).toBe(200);
      scan(page.body, `audit events from ${offset}`);
      const { results } = page.json();
      scanned.auditEvents += results.length;
      if (results.length < limit) break;
    }
    for (const side of [world.own, world.other]) {
      const rows = await withOrg(world.test.ctx.database.db, side.id, (tx) =>
        queryRows<{ row: string }>(tx, sql`select a::text as row from audit_events a`),
      );
      scanned.auditRows += rows.length;
      for (const { row } of rows) scan(row, `audit_events of organisation ${side.id}`);
    }
    expect(scanned.auditEvents).toBeGreaterThan(0);
    expect(hits).toEqual([]);
  });

  it('stay out of every line the server logged', () => {
    scanned.logLines = lines.length;
    for (const [index, line] of lines.entries()) scan(line, `log line ${index}: ${line.slice(0, 200)}`);
    console.info(
      `canaries: ${Object.keys(SECRETS).length} values looked for in ${scanned.answers} answers, ` +
        `${scanned.exports} exports (${scanned.cells} cells), ${scanned.auditEvents} audit events read and ` +
        `${scanned.auditRows} stored, ${scanned.logLines} log lines: ${hits.length} hits`,
    );
    expect(scanned.logLines).toBeGreaterThan(0);
    expect(hits).toEqual([]);
  });
});
