import { sql } from 'drizzle-orm';
import { billingRoleRates, projectAllocations, projects, resourceGroups } from '../projects.tables';

/**
 * Each employee's billable hours on each project from `from` to `to` (eight a weekday at their allocation's share):
 * `(project_id, project_number, project_name, currency, employee_id, hours, rate)`, the rate being that of their
 * resource group's billing role in the project's currency in force on `to` (null when it has none). Resources
 * compares it with the time logged to find the missing actuals. Each group's rates in force are read once, not per
 * row.
 */
export const billableCapacitySql = (organizationId: number, from: string, to: string) =>
  sql`(select c.*, r.rate
        from (
          select a.project_id, p.number as project_number, p.name as project_name, p.currency, a.employee_id,
            max(a.resource_group_id) as resource_group_id,
            sum(8 * a.allocation_percent / 100.0 * atrium_weekdays(
              greatest(a.start_date, ${from}::date), least(a.end_date, ${to}::date)))::float8 as hours
          from ${projectAllocations} a
          join ${projects} p on p.organization_id = a.organization_id and p.id = a.project_id
          where a.organization_id = ${organizationId} and a.employee_id is not null and a.status = 'billable'
            and a.start_date <= ${to}::date and a.end_date >= ${from}::date
          group by a.project_id, p.number, p.name, p.currency, a.employee_id) c
        left join (
          select distinct on (g.id, br.currency) g.id as resource_group_id, br.currency, br.rate::float8 as rate
          from ${resourceGroups} g
          join ${billingRoleRates} br on br.organization_id = g.organization_id and br.billing_role_id = g.billing_role_id
          where g.organization_id = ${organizationId} and br.effective_from <= ${to}::date
          order by g.id, br.currency, br.effective_from desc) r
          on r.resource_group_id = c.resource_group_id and r.currency = c.currency)`;
