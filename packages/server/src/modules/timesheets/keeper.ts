import type { Actor } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** Whose timesheet: an employee's or a contractor's. */
export type Keeper = { employeeId: number; contractorId: null } | { employeeId: null; contractorId: number };

/** The signed-in keeper of a timesheet (the routes let only those with an employee or contractor record in). */
export const keeperOf = (actor: Actor): Keeper =>
  actor.employee_id
    ? { employeeId: actor.employee_id, contractorId: null }
    : { employeeId: null, contractorId: actor.contractor_id as number };

/** Whether the row of `alias` (a sheet or an allocation) is the keeper's. */
export const isKeepers = (keeper: Keeper, alias: string): SQL =>
  keeper.employeeId === null
    ? sql`${sql.raw(alias)}.contractor_id = ${keeper.contractorId}`
    : sql`${sql.raw(alias)}.employee_id = ${keeper.employeeId}`;

/**
 * The person of the rows of `alias` (sheets, or anything with `employee_id` and `contractor_id`): `emp` and its
 * user `ue` for an employee, `con` and its user `uc` for a contractor. Each user is joined on its own key, so
 * both joins are index lookups.
 */
export const personJoinsSql = (alias: string) => sql`
  left join employees emp on emp.organization_id = ${sql.raw(alias)}.organization_id
    and emp.id = ${sql.raw(alias)}.employee_id
  left join users ue on ue.organization_id = emp.organization_id and ue.id = emp.user_id
  left join contractors con on con.organization_id = ${sql.raw(alias)}.organization_id
    and con.id = ${sql.raw(alias)}.contractor_id
  left join users uc on uc.organization_id = con.organization_id and uc.id = con.user_id`;

/** The person's user id, of `personJoinsSql`. */
export const personUserId = sql`coalesce(ue.id, uc.id)`;

/** The person as lists show them, of `personJoinsSql`: `employee_id` is the employee's or the contractor's id. */
export const personColumns = sql`coalesce(emp.id, con.id) as employee_id,
  coalesce(emp.code, con.code) as employee_code,
  trim(coalesce(ue.first_name, uc.first_name) || ' ' || coalesce(ue.last_name, uc.last_name)) as employee_name`;

/**
 * Whether the person of the row `alias` (with `organization_id`, `employee_id` and `contractor_id`) has not
 * submitted their sheet of the week `monday`: one test per kind of person, each on its own index, where one test of
 * either column would read every sheet of the week for each row; joined by `and`, so that each may be planned as
 * an anti-join over the week's sheets rather than a probe per row.
 */
export const notSubmittedSql = (alias: string, monday: SQL): SQL => {
  const ofKind = (column: 'employee_id' | 'contractor_id') =>
    sql`not exists (select 1 from timesheets t where t.organization_id = ${sql.raw(alias)}.organization_id
      and t.${sql.raw(column)} = ${sql.raw(alias)}.${sql.raw(column)} and t.week_start = ${monday}
      and t.submitted_at is not null)`;
  return sql`(${ofKind('employee_id')} and ${ofKind('contractor_id')})`;
};

/** The sheet (`id`, `number`) of the row `alias`'s person for the week `monday`, if any: a lateral subquery. */
export const sheetOfWeekSql = (alias: string, monday: SQL): SQL => {
  const ofKind = (column: 'employee_id' | 'contractor_id') =>
    sql`select t.id, t.number from timesheets t where t.organization_id = ${sql.raw(alias)}.organization_id
      and t.${sql.raw(column)} = ${sql.raw(alias)}.${sql.raw(column)} and t.week_start = ${monday}`;
  return sql`(${ofKind('employee_id')} union all ${ofKind('contractor_id')})`;
};
