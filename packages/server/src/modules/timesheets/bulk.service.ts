import {
  type Freeze,
  formatReferenceCode,
  type MonthQuery,
  type MonthScopes,
  type MonthSummary,
  type TimesheetStatus,
  timesheetTransition,
  type Unfreeze,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { inIds, inTextSet } from '../../platform/db/value-set';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { notifyUsers } from '../notifications';
import { departmentNamesSql } from '../org-setup';
import { personJoinsSql, personUserId } from './keeper';
import { rollUp } from './timesheet.service';

const monthRange = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** The entries (of `timesheet_entries`, unaliased) of one project, or of the sheets of one department's people. */
function ofScope(
  organizationId: number,
  scope: { project_id?: number | null; department_id?: number | null },
): SQL {
  if (scope.project_id) return sql`and project_id = ${scope.project_id}`;
  if (scope.department_id)
    return sql`and timesheet_id in (select t.id from timesheets t
      join employees e on e.organization_id = t.organization_id and e.id = t.employee_id
      where t.organization_id = ${organizationId} and e.department_id = ${scope.department_id})`;
  return sql``;
}

/** A month's time by status, for the whole organisation, one project or one department. */
export async function monthSummary(tx: Tx, organizationId: number, query: MonthQuery): Promise<MonthSummary> {
  const { from, to } = monthRange(query.month);
  const statuses = await queryRows<{ status: TimesheetStatus; entries: number; minutes: number }>(
    tx,
    sql`select status, count(*)::int as entries, sum(minutes)::int as minutes from timesheet_entries
        where organization_id = ${organizationId} and work_date between ${from} and ${to}
          ${ofScope(organizationId, query)}
        group by status order by status`,
  );
  return { month: query.month, statuses };
}

/** What a month can be closed for: the projects that are not drafts, and the departments. */
export async function monthScopes(tx: Tx, organizationId: number): Promise<MonthScopes> {
  const projects = await queryRows<{ id: number; number: number; name: string }>(
    tx,
    sql`select id, number, name from projects where organization_id = ${organizationId} and status <> 'draft'
        order by number desc`,
  );
  const departments = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from ${departmentNamesSql(organizationId)} d order by lower(name), id`,
  );
  return {
    projects: projects.map((project) => ({
      id: project.id,
      code: formatReferenceCode('project', project.number),
      name: project.name,
    })),
    departments,
  };
}

const DONE = { freeze: 'frozen', unfreeze: 'unfrozen', bill: 'billed' } as const;

/** Tells the people whose weeks changed, once each, that their month (on the project, if one) was closed or billed. */
type MonthAction = Freeze['action'] | 'unfreeze';
type MonthInput = Pick<Freeze, 'month' | 'project_id' | 'department_id'> & { action: MonthAction };

async function tellOwners(scope: Scope, input: MonthInput, sheets: number[]) {
  if (!sheets.length) return;
  const { tx, org } = scope;
  const owners = await queryRows<{ user_id: number | null }>(
    tx,
    sql`select distinct ${personUserId} as user_id from timesheets t ${personJoinsSql('t')}
        where t.organization_id = ${org.id} and ${inIds(sql`t.id`, sheets)}`,
  );
  const [project] = input.project_id
    ? await queryRows<{ number: number }>(
        tx,
        sql`select number from projects where organization_id = ${org.id} and id = ${input.project_id}`,
      )
    : [];
  const [year, month] = input.month.split('-').map(Number) as [number, number];
  const label = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const on = project ? ` on ${formatReferenceCode('project', project.number)}` : '';
  const to = owners.flatMap((owner) =>
    owner.user_id === null || owner.user_id === scope.by.actorUserId ? [] : [owner.user_id],
  );
  if (to.length)
    await notifyUsers(scope, {
      recipientUserIds: to,
      text: `Your time of ${label}${on} is ${DONE[input.action]}`,
      data: { request_type: 'timesheet', week: `${input.month}-01`, tab: 'mine' },
      action: `timesheet:${DONE[input.action]}`,
      recipientType: 'requester',
    });
}

/**
 * Moves a month's entries (of the organisation, a project or a department) as the state machine moves them for
 * the action, rolls up each week touched, tells their people and audits it.
 */
async function moveMonth(scope: Scope, input: MonthInput, set: SQL, audited: Record<string, unknown>) {
  const { tx, org } = scope;
  const { from, to } = monthRange(input.month);
  const move = timesheetTransition(input.action);
  const changed = await queryRows<{ timesheet_id: number }>(
    tx,
    sql`update timesheet_entries set status = ${move.to}, updated_at = now() ${set}
        where organization_id = ${org.id} and ${inTextSet(sql`status`, [...move.from])}
          and work_date between ${from} and ${to}
          ${input.action === 'unfreeze' ? sql`and invoice_reference is null` : sql``}
          ${ofScope(org.id, input)}
        returning timesheet_id`,
  );
  // Approved, frozen and billed time all count as approved: the projects' margin figures do not change.
  const sheets = [...new Set(changed.map((row) => row.timesheet_id))];
  for (const sheet of sheets) await rollUp(tx, org.id, sheet);
  await tellOwners(scope, input, sheets);
  await scope.audit({
    action: `timesheet.${input.action}_month`,
    entityType: 'timesheet_month',
    entityId: input.month,
    after: {
      project_id: input.project_id ?? null,
      department_id: input.department_id ?? null,
      ...audited,
      entries: changed.length,
      timesheets: sheets.length,
    },
  });
  return changed.length;
}

/**
 * Closes a month (spec 4, bulk timesheets) for the organisation, a project or a department: its approved time
 * becomes frozen, final and never reopened; or a project's frozen time is billed by an invoice, for good.
 */
export async function freezeMonth(scope: Scope, input: Freeze) {
  const invoice = input.action === 'bill' ? (input.invoice_reference ?? null) : null;
  return moveMonth(scope, input, invoice ? sql`, invoice_reference = ${invoice}` : sql``, {
    invoice_reference: invoice,
  });
}

/**
 * Opens a month closed by mistake: the timesheet manager's own action, with a reason kept on the audit row. Its
 * frozen time goes back to approved, except time an invoice references; billed time stays billed.
 */
export async function unfreezeMonth(scope: Scope, input: Unfreeze) {
  if (!input.reason) throw new AppError('timesheet_reason_required');
  return moveMonth(scope, { ...input, action: 'unfreeze' }, sql``, { reason: input.reason });
}
