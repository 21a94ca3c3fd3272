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
 * The person of the sheet `t`: `emp` (an employee's sheet, with their reporting manager `mgr`) or `con` (a
 * contractor's), and their user `u`.
 */
export const sheetPeopleSql = sql`
  left join employees emp on emp.organization_id = t.organization_id and emp.id = t.employee_id
  left join contractors con on con.organization_id = t.organization_id and con.id = t.contractor_id
  join users u on u.organization_id = t.organization_id and u.id = coalesce(emp.user_id, con.user_id)`;

/** The person of a sheet as lists show them: `employee_id` is the employee's or the contractor's id. */
export const sheetPersonColumns = sql`coalesce(emp.id, con.id) as employee_id,
  coalesce(emp.code, con.code) as employee_code, trim(u.first_name || ' ' || u.last_name) as employee_name`;
