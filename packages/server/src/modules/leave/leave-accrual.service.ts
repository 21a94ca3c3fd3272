import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts/accounts.tables';
import { employmentTypes } from '../people/org-setup.tables';
import { employees } from '../people/people.tables';
import { accrualSchedule } from './engine';
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
  tx: Tx,
  organizationId: number,
  year: LeaveYearRow,
  asOf: string,
  employeeIds?: number[],
): Promise<number> {
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
