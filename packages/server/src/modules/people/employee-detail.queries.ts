import type { EmployeeDetail, EmployeeFormOptions, WorkPeriod } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';

/** Identity numbers as shown to everyone but an employee manager. */
export const maskedTail = (last4: string | null) => (last4 === null ? null : `XXXX${last4}`);

const named = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end`,
  );
const person = (employee: string, user: string) =>
  sql.raw(
    `case when ${employee}.id is null then null else json_build_object('id', ${employee}.id, 'first_name', ${user}.first_name, 'last_name', ${user}.last_name, 'code', ${employee}.code) end`,
  );

type DetailRow = Omit<EmployeeDetail, 'identity' | 'can_manage' | 'total_experience'> & {
  total_experience: string | null;
  pan_last4: string | null;
  aadhaar_last4: string | null;
};

/** The full record of one employee in one query; `can_manage` is the caller's to fill in. */
export async function findEmployeeDetail(
  db: Queryable,
  organizationId: number,
  employeeId: number,
): Promise<Omit<EmployeeDetail, 'can_manage'> | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select e.id, e.user_id, u.email, u.is_active, u.photo, u.first_name, u.middle_name, u.last_name,
          to_char(u.dob, 'YYYY-MM-DD') as dob, u.gender, u.blood_group, u.marital_status, u.nationality,
          u.mobile, u.landline, e.personal_email, e.code, e.employment_type, e.status,
          to_char(e.date_of_joining, 'YYYY-MM-DD') as date_of_joining, e.total_experience,
          ${named('des')} as designation, ${named('dep')} as department, ${named('sub')} as sub_department,
          ${named('gr')} as grade, ${named('loc')} as location, ${named('bu')} as business_unit,
          ${named('br')} as business_region, ${person('m', 'mu')} as reporting_manager, u.is_timesheet_approver,
          i.pan_last4, i.aadhaar_last4,
          coalesce((select json_agg(json_build_object('skill_id', s.id, 'name', s.name, 'level', es.level)
                      order by s.name)
                    from employee_skills es join skills s on s.organization_id = es.organization_id and s.id = es.skill_id
                    where es.organization_id = e.organization_id and es.employee_id = e.id), '[]') as skills
        from employees e
        join users u on u.organization_id = e.organization_id and u.id = e.user_id
        left join designations des on des.organization_id = e.organization_id and des.id = e.designation_id
        left join departments dep on dep.organization_id = e.organization_id and dep.id = e.department_id
        left join sub_departments sub on sub.organization_id = e.organization_id and sub.id = e.sub_department_id
        left join grades gr on gr.organization_id = e.organization_id and gr.id = e.grade_id
        left join locations loc on loc.organization_id = e.organization_id and loc.id = e.location_id
        left join business_units bu on bu.organization_id = e.organization_id and bu.id = e.business_unit_id
        left join business_regions br on br.organization_id = e.organization_id and br.id = e.business_region_id
        left join employees m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
        left join users mu on mu.organization_id = m.organization_id and mu.id = m.user_id
        left join employee_identities i on i.organization_id = e.organization_id and i.employee_id = e.id
        where e.organization_id = ${organizationId} and e.id = ${employeeId}`,
  );
  if (!row) return null;
  const { pan_last4, aadhaar_last4, total_experience, ...rest } = row;
  return {
    ...rest,
    total_experience: total_experience === null ? null : Number(total_experience),
    identity: { pan: maskedTail(pan_last4), aadhaar: maskedTail(aadhaar_last4) },
  };
}

/** The employee id of a user, if they are an employee. */
export async function findEmployeeIdOfUser(db: Queryable, organizationId: number, userId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from employees where organization_id = ${organizationId} and user_id = ${userId}`,
  );
  return row?.id ?? null;
}

/** Every work period of an employee with names, newest first. */
export function findWorkHistory(db: Queryable, organizationId: number, employeeId: number) {
  return queryRows<WorkPeriod>(
    db,
    sql`select p.id, to_char(p.valid_from, 'YYYY-MM-DD') as valid_from, to_char(p.valid_to, 'YYYY-MM-DD') as valid_to,
          ${named('des')} as designation, ${named('dep')} as department, ${named('sub')} as sub_department,
          ${named('gr')} as grade, ${person('m', 'mu')} as reporting_manager, p.status,
          nullif(trim(cu.first_name || ' ' || cu.last_name), '') as changed_by
        from employee_work_periods p
        left join designations des on des.organization_id = p.organization_id and des.id = p.designation_id
        left join departments dep on dep.organization_id = p.organization_id and dep.id = p.department_id
        left join sub_departments sub on sub.organization_id = p.organization_id and sub.id = p.sub_department_id
        left join grades gr on gr.organization_id = p.organization_id and gr.id = p.grade_id
        left join employees m on m.organization_id = p.organization_id and m.id = p.reporting_manager_id
        left join users mu on mu.organization_id = m.organization_id and mu.id = m.user_id
        left join users cu on cu.organization_id = p.organization_id and cu.id = p.changed_by_user_id
        where p.organization_id = ${organizationId} and p.employee_id = ${employeeId}
        order by p.valid_from desc`,
  );
}

/** The names of the references in `refs` that do not exist in the organisation, as field names. */
export async function missingReferences(
  db: Queryable,
  organizationId: number,
  refs: Partial<Record<ReferenceField, number | null | undefined>>,
): Promise<ReferenceField[]> {
  // Only the reference fields: a whole update body (total_experience is a number too) may be passed in.
  const given = (Object.entries(refs) as [ReferenceField, number | null | undefined][]).filter(
    (entry): entry is [ReferenceField, number] =>
      Object.hasOwn(REFERENCE_TABLES, entry[0]) && typeof entry[1] === 'number',
  );
  if (!given.length) return [];
  const checks = given.map(
    ([field, id]) =>
      sql`select ${field}::text as field where not exists (select 1 from ${sql.raw(REFERENCE_TABLES[field])}
            where organization_id = ${organizationId} and id = ${id})`,
  );
  const rows = await queryRows<{ field: ReferenceField }>(db, sql.join(checks, sql` union all `));
  return rows.map((row) => row.field);
}

const REFERENCE_TABLES = {
  designation_id: 'designations',
  department_id: 'departments',
  sub_department_id: 'sub_departments',
  grade_id: 'grades',
  reporting_manager_id: 'employees',
  location_id: 'locations',
  business_unit_id: 'business_units',
  business_region_id: 'business_regions',
} as const;
export type ReferenceField = keyof typeof REFERENCE_TABLES;

/** The organisation's catalogues the employee form picks from, by name, in one round trip. */
export async function findEmployeeFormOptions(
  db: Queryable,
  organizationId: number,
): Promise<EmployeeFormOptions> {
  const list = (table: string) =>
    sql.raw(`coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from ${table}
      where organization_id = `);
  const of = (table: string) => sql`${list(table)}${organizationId}), '[]')`;
  const [row] = await queryRows<EmployeeFormOptions>(
    db,
    sql`select ${of('designations')} as designations, ${of('grades')} as grades,
          ${of('employment_types')} as employment_types, ${of('locations')} as locations,
          ${of('business_units')} as business_units, ${of('business_regions')} as business_regions,
          ${of('skills')} as skills,
          coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'sub_departments',
              coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
                from sub_departments s where s.organization_id = d.organization_id and s.department_id = d.id), '[]'))
              order by d.name)
            from departments d where d.organization_id = ${organizationId}), '[]') as departments`,
  );
  return row as EmployeeFormOptions;
}
