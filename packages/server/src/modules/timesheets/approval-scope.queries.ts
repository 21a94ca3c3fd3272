import { formatReferenceCode } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { asValue, type Bind } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { projectMatches } from '../projects';
import type { ApprovalScope } from './timesheets.policy';

/**
 * Beyond the projects they lead or own, whose time the approver decides, on the person `emp` and their manager
 * `mgr` (`decidesLine`): their reports' (other work only, unless they are a timesheet approver) and every line of
 * the people of the sub-departments they head. `bind` names the approver and the sub-departments for a statement
 * prepared once per shape.
 */
export function decidesPersonSql(
  scope: Exclude<ApprovalScope, { every: true }>,
  projectId: SQL = sql`e.project_id`,
  bind: Bind = asValue,
): SQL {
  const subDepartments = scope.subDepartmentIds.length
    ? sql`emp.sub_department_id = any(${bind('sub_departments', subDepartmentsValue(scope))}::int[])`
    : sql`false`;
  const reports = scope.approvesReports ? sql`true` : sql`${projectId} is null`;
  return sql`((mgr.user_id = ${bind('approver', scope.userId)} and ${reports}) or ${subDepartments})`;
}

/** The sub-departments the approver heads, as an array literal to bind; none, undefined. */
export const subDepartmentsValue = (scope: ApprovalScope) =>
  scope.every || scope.subDepartmentIds.length === 0 ? undefined : `{${scope.subDepartmentIds.join(',')}}`;

/** Whether the approver decides people's time beyond their reports' other work (statements then name them). */
export const decidesPeople = (scope: ApprovalScope) =>
  !scope.every && (scope.approvesReports || scope.subDepartmentIds.length > 0);

/** Projects whose time the approver decides, with time logged on them, searched by code, name or client. */
export async function findApprovalProjects(
  tx: Tx,
  organizationId: number,
  scope: ApprovalScope,
  search?: string,
) {
  const rows = await queryRows<{ id: number; number: number; name: string }>(
    tx,
    sql`select p.id, p.number, p.name from projects p
        where p.organization_id = ${organizationId}
          ${
            scope.every
              ? sql``
              : sql`and (p.delivery_lead_id = ${scope.userId} or p.project_owner_id = ${scope.userId} or exists (
            select 1 from timesheet_entries e
            join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
            join employees emp on emp.organization_id = t.organization_id and emp.id = t.employee_id
            left join employees mgr on mgr.organization_id = emp.organization_id and mgr.id = emp.reporting_manager_id
            where e.organization_id = p.organization_id and e.project_id = p.id and ${decidesPersonSql(scope)}))`
          }
          ${search ? sql`and ${projectMatches(organizationId, search)}` : sql``}
          and exists (select 1 from timesheet_entries e where e.organization_id = p.organization_id
            and e.project_id = p.id)
        order by lower(p.name), p.id
        limit 20`,
  );
  return {
    results: rows.map((row) => ({
      id: row.id,
      code: formatReferenceCode('project', row.number),
      name: row.name,
    })),
  };
}
