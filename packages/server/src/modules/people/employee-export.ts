import { IMPORT_KINDS } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like-pattern';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import type { ExportFilters, ExportHandler } from '../imports/export-handler';

const PAGE = 1000;

function conditions(organizationId: number, filters: ExportFilters): SQL {
  const parts = [sql`e.organization_id = ${organizationId}`];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(
      sql`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern} or u.email ilike ${pattern} or e.code ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern})`,
    );
  }
  if (filters.status)
    parts.push(sql`e.status = any(${`{${filters.status.replace(/[{}"\\]/g, '')}}`}::text[])`);
  return sql.join(parts, sql` and `);
}

/** The employee master's columns plus status, so an export can be edited and uploaded again. */
const columns = [
  ...IMPORT_KINDS.employee_master.columns.map((column) => ({ header: column.header, key: column.field })),
  { header: 'Status', key: 'status' },
];

/** Employees as an Excel sheet, read in pages of a thousand by id so memory stays flat for any size. */
export const employeeExport: ExportHandler = {
  kind: 'employees',
  sheetName: 'Employees',
  columns,
  async count(ctx, organizationId, filters) {
    const [row] = await withOrg(ctx.database.db, organizationId, (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from employees e join users u on u.organization_id = e.organization_id and u.id = e.user_id where ${conditions(organizationId, filters)}`,
      ),
    );
    return row?.count ?? 0;
  },
  async *rows(ctx, organizationId, filters) {
    let after = 0;
    for (;;) {
      const page = await withOrg(ctx.database.db, organizationId, (tx) =>
        queryRows<Record<string, string | number | null> & { id: number }>(
          tx,
          sql`select e.id, e.code, u.first_name, u.last_name, u.email, e.employment_type,
                d.name as designation, dp.name as department, sd.name as sub_department, g.name as grade,
                m.code as reporting_manager_code, e.date_of_joining::text as date_of_joining,
                e.total_experience::float as total_experience, e.status
              from employees e
              join users u on u.organization_id = e.organization_id and u.id = e.user_id
              left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
              left join departments dp on dp.organization_id = e.organization_id and dp.id = e.department_id
              left join sub_departments sd on sd.organization_id = e.organization_id and sd.id = e.sub_department_id
              left join grades g on g.organization_id = e.organization_id and g.id = e.grade_id
              left join employees m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
              where ${conditions(organizationId, filters)} and e.id > ${after}
              order by e.id limit ${PAGE}`,
        ),
      );
      for (const row of page) yield row;
      if (page.length < PAGE) return;
      after = page[page.length - 1]?.id ?? after;
    }
  },
};
