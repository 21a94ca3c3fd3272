import { sql } from 'drizzle-orm';

/**
 * The person of each allocation `a`: their employee record `e` or contractor record `c`, and the account of either
 * (`ue`, `uc`), each joined by an equality an index answers.
 */
export const allocationPersonJoinsSql = sql`left join employees e on e.organization_id = a.organization_id and e.id = a.employee_id
      left join users ue on ue.organization_id = e.organization_id and ue.id = e.user_id
      left join contractors c on c.organization_id = a.organization_id and c.id = a.contractor_id
      left join users uc on uc.organization_id = c.organization_id and uc.id = c.user_id`;

/** The name of an allocation's person, over `allocationPersonJoinsSql`. */
export const allocationPersonNameSql = sql`trim(coalesce(ue.first_name, uc.first_name) || ' ' || coalesce(ue.last_name, uc.last_name))`;

/** The code of an allocation's person, over `allocationPersonJoinsSql`. */
export const allocationPersonCodeSql = sql`coalesce(e.code, c.code)`;

/**
 * A project's allocations with their people, employees and contractors alike: name, code, designation (an
 * employee's) and date of joining (an employee's), oldest first.
 */
export const projectMembersSql = (organizationId: number, projectId: number) =>
  sql`select a.id, a.resource_group_id, a.employee_id, a.contractor_id,
        ${allocationPersonNameSql} as name, ${allocationPersonCodeSql} as code,
        d.name as designation, a.start_date::text, a.end_date::text,
        a.allocation_percent::float8 as allocation_percent, a.status, e.date_of_joining::text
      from project_allocations a
      ${allocationPersonJoinsSql}
      left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
      where a.organization_id = ${organizationId} and a.project_id = ${projectId}
      order by a.start_date, name, a.id`;
