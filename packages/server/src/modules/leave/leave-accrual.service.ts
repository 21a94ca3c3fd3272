import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import type { Scope } from '../../platform/scope';
import { users } from '../accounts';
import { employmentTypes } from '../org-setup';
import { employees } from '../people';
import { accrualSchedule, expireCarryForward } from './engine';
import type { LeaveYearRow } from './leave-configuration.service';
import { applies, type EmployeeAttributes } from './leave-eligibility';
import { type LedgerPosting, postingKey, postLedgerEntries } from './leave-ledger.service';
import { listLeavePolicies } from './leave-policy.service';
import { leaveTypes } from './leave-policy.tables';

const BATCH = 2000;

interface AccrualEmployee extends EmployeeAttributes {
  id: number;
  date_of_joining: string | null;
}

/**
 * Posts every allocation and monthly accrual due by `asOf` in the leave year, for the given employees or every
 * current employee (in batches). Each credit carries a dedupe key, so running it again posts nothing twice.
 */
export async function postDueAccruals(
  scope: Scope,
  year: LeaveYearRow,
  asOf: string,
  employeeIds?: number[],
): Promise<number> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const [types, policies] = [
    await tx
      .select()
      .from(leaveTypes)
      .where(sql`${leaveTypes.organizationId} = ${organizationId} and ${leaveTypes.isActive}`),
    await listLeavePolicies(tx, organizationId),
  ];
  const crediting = types.filter((type) => type.annualQuantity > 0);
  if (!crediting.length) return 0;
  const until = asOf < year.endDate ? asOf : year.endDate;
  let posted = 0;
  for (let afterId = 0; ; ) {
    const batch = await queryRows<AccrualEmployee>(
      tx,
      sql`select e.id, e.date_of_joining::text, e.department_id, e.designation_id, e.grade_id,
            et.id as employment_type_id, e.location_id, lower(u.gender) as gender
          from ${employees} e
          join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
          left join ${employmentTypes} et on et.organization_id = e.organization_id and et.name = e.employment_type
          where e.organization_id = ${organizationId} and e.id > ${afterId}
            and e.status in ('active', 'in-notice')
            ${employeeIds ? sql`and e.id = any(${`{${employeeIds.join(',')}}`}::int[])` : sql``}
          order by e.id limit ${BATCH}`,
    );
    if (!batch.length) return posted;
    const postings: LedgerPosting[] = [];
    for (const employee of batch) {
      const applying = policies.filter((policy) => applies(policy.applies_to, employee));
      for (const type of crediting) {
        if (!applies(type.applicability, employee)) continue;
        if (policies.length && !applying.some((policy) => policy.leave_type_ids.includes(type.id))) continue;
        const credits = accrualSchedule({
          annualQuantity: type.annualQuantity,
          mode: type.accrualMode as 'fixed' | 'monthly',
          prorate: type.prorateFromJoining,
          year: { start: year.startDate, end: year.endDate },
          joiningDate: employee.date_of_joining ?? year.startDate,
          asOf: until,
        });
        const kind = type.accrualMode === 'monthly' ? 'accrual' : 'allocation';
        const owner = { employeeId: employee.id, leaveTypeId: type.id, leaveYearId: year.id };
        for (const credit of credits) {
          postings.push({
            ...owner,
            kind,
            quantity: credit.quantity,
            effectiveDate: credit.date,
            dedupeKey: postingKey(kind, owner, credit.date),
          });
        }
      }
    }
    posted += await postLedgerEntries(tx, organizationId, postings);
    afterId = batch[batch.length - 1]?.id ?? afterId;
    if (batch.length < BATCH) return posted;
  }
}

/**
 * Carried-forward leave unused by its expiry date (the year start plus the type's expiry months) lapses: leave
 * taken before that date uses carried leave first. One expiry entry per employee and type, posted once.
 */
export async function postCarryForwardExpiry(scope: Scope, year: LeaveYearRow, today: string) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const rows = await queryRows<{
    employee_id: number;
    leave_type_id: number;
    expiry_date: string;
    carried: number;
    taken: number;
  }>(
    tx,
    sql`with expiring as (
          select id, (${year.startDate}::date + make_interval(months => carry_forward_expiry_months))::date as expiry_date
          from ${leaveTypes}
          where organization_id = ${organizationId} and carry_forward_expiry_months is not null
        )
        select l.employee_id, l.leave_type_id, x.expiry_date::text,
          sum(l.quantity) filter (where l.kind = 'carry_forward')::float8 as carried,
          coalesce(-sum(l.quantity) filter (where l.kind in ('leave_taken', 'cancellation')
            and l.effective_date < x.expiry_date), 0)::float8 as taken
        from leave_ledger_entries l join expiring x on x.id = l.leave_type_id
        where l.organization_id = ${organizationId} and l.leave_year_id = ${year.id} and x.expiry_date <= ${today}
        group by l.employee_id, l.leave_type_id, x.expiry_date
        having sum(l.quantity) filter (where l.kind = 'carry_forward') > 0`,
  );
  const postings: LedgerPosting[] = rows.flatMap((row) => {
    const lapsed = expireCarryForward({ carried: row.carried, takenSinceYearStart: row.taken });
    const owner = { employeeId: row.employee_id, leaveTypeId: row.leave_type_id, leaveYearId: year.id };
    return lapsed > 0
      ? [
          {
            ...owner,
            kind: 'expiry' as const,
            quantity: -lapsed,
            effectiveDate: row.expiry_date,
            reason: 'Carried-forward leave expired',
            dedupeKey: postingKey('expiry', owner, row.expiry_date),
          },
        ]
      : [];
  });
  return postLedgerEntries(tx, organizationId, postings);
}
