import { type EmployeeListQuery, IMPORT_KINDS } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import type { ExportFilters, ExportHandler } from '../../platform/imports/export-handler';
import { filtersOf } from './employee-list-filters';

const PAGE = 1000;

/** The employee list's own conditions, so an export holds exactly the rows the list showed. */
async function conditions(tx: Tx, organizationId: number, filters: ExportFilters<'employees'>) {
  const { search, status, department, employment_type, joined_by } = filters;
  // Paging is the export's own (by id); the list's limit and offset play no part in the conditions.
  const query: EmployeeListQuery = {
    search,
    status,
    department,
    employment_type,
    joined_by,
    limit: PAGE,
    offset: 0,
  };
  return (await filtersOf(tx, organizationId, query)) ?? sql`false`;
}

/** The employee master's columns plus status, so an export can be edited and uploaded again. */
const columns = [
  ...IMPORT_KINDS.employee_master.columns.map((column) => ({ header: column.header, key: column.field })),
  { header: 'Status', key: 'status' },
];

/**
 * Employees as an Excel sheet, read in pages of a thousand by id so memory stays flat for any size. Those who may
 * export employees (organisation admins, employee managers) see every employee, so the actor narrows nothing.
 */
export const employeeExport: ExportHandler<'employees'> = {
  kind: 'employees',
  sheetName: 'Employees',
  columns,
  async count(ctx, { organizationId, filters }) {
    const [row] = await withOrg(ctx.database.db, organizationId, async (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from employees
              join users on users.organization_id = employees.organization_id and users.id = employees.user_id
              where ${await conditions(tx, organizationId, filters)}`,
      ),
    );
    return row?.count ?? 0;
  },
  async *rows(ctx, { organizationId, filters }) {
    let after = 0;
    for (;;) {
      const page = await withOrg(ctx.database.db, organizationId, async (tx) =>
        queryRows<Record<string, string | number | null> & { id: number }>(
          tx,
          sql`select employees.id, employees.code, users.first_name, users.last_name, users.email,
                employees.employment_type, d.name as designation, dp.name as department,
                sd.name as sub_department, g.name as grade, m.code as reporting_manager_code,
                employees.date_of_joining::text as date_of_joining,
                employees.total_experience::float as total_experience, employees.status
              from employees
              join users on users.organization_id = employees.organization_id and users.id = employees.user_id
              left join designations d on d.organization_id = employees.organization_id and d.id = employees.designation_id
              left join departments dp on dp.organization_id = employees.organization_id and dp.id = employees.department_id
              left join sub_departments sd on sd.organization_id = employees.organization_id and sd.id = employees.sub_department_id
              left join grades g on g.organization_id = employees.organization_id and g.id = employees.grade_id
              left join employees m on m.organization_id = employees.organization_id and m.id = employees.reporting_manager_id
              where ${await conditions(tx, organizationId, filters)} and employees.id > ${after}
              order by employees.id limit ${PAGE}`,
        ),
      );
      for (const row of page) yield row;
      if (page.length < PAGE) return;
      after = page[page.length - 1]?.id ?? after;
    }
  },
};
