import type { Applicability, LeavePolicy } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { executeBuiltSelect } from '../../platform/db/prepared-statements';
import { policiesJson } from './leave-policy.service';
import { leaveTypes } from './leave-policy.tables';
import type { LeaveTypeRow } from './leave-type.service';

/** What applicability rules look at about an employee. */
export interface EmployeeAttributes {
  department_id: number | null;
  designation_id: number | null;
  grade_id: number | null;
  employment_type_id: number | null;
  location_id: number | null;
  gender: string | null;
}

/** An empty list on an axis admits everyone; otherwise the employee's value must be listed. */
export function applies(rule: Applicability, employee: EmployeeAttributes): boolean {
  const admits = <T>(allowed: readonly T[], value: T | null) =>
    allowed.length === 0 || (value !== null && allowed.includes(value));
  return (
    admits(rule.department_ids, employee.department_id) &&
    admits(rule.designation_ids, employee.designation_id) &&
    admits(rule.grade_ids, employee.grade_id) &&
    admits(rule.employment_type_ids, employee.employment_type_id) &&
    admits(rule.location_ids, employee.location_id) &&
    admits(rule.genders as readonly string[], employee.gender)
  );
}

export interface EligibleLeaveType {
  type: LeaveTypeRow;
  requiresSecondApproval: boolean;
}

/**
 * Of the active leave types, those an employee may take: the types of the policies that apply to them (every
 * active type when the organisation has no policy yet), each admitting them by its own applicability too. HR
 * approves second when any applying policy that holds the type asks for it.
 */
export function admittedTypes(
  types: LeaveTypeRow[],
  policies: LeavePolicy[],
  employee: EmployeeAttributes,
): EligibleLeaveType[] {
  const applying = policies.filter((policy) => applies(policy.applies_to, employee));
  return types
    .filter((type) => applies(type.applicability, employee))
    .filter(
      (type) => policies.length === 0 || applying.some((policy) => policy.leave_type_ids.includes(type.id)),
    )
    .map((type) => ({
      type,
      requiresSecondApproval: applying.some(
        (policy) => policy.requires_second_approval && policy.leave_type_ids.includes(type.id),
      ),
    }));
}

/** The active leave types an employee may take (see `admittedTypes`). */
export async function eligibleLeaveTypes(
  db: Queryable,
  organizationId: number,
  employee: EmployeeAttributes,
): Promise<EligibleLeaveType[]> {
  // The policies ride along on every type's row: one round trip, evaluated once by the database.
  const rows = await executeBuiltSelect(
    db,
    'leave_eligible_types',
    (builder) => {
      const organization = sql.placeholder('organizationId');
      return builder
        .select({ type: leaveTypes, policies: policiesJson(organization) })
        .from(leaveTypes)
        .where(and(eq(leaveTypes.organizationId, organization), eq(leaveTypes.isActive, true)))
        .orderBy(leaveTypes.code);
    },
    { organizationId },
  );
  return admittedTypes(
    rows.map((row) => row.type),
    rows[0]?.policies ?? [],
    employee,
  );
}
