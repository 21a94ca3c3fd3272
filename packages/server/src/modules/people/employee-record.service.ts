import {
  displayApiDate,
  type EmployeeCreate,
  type EmployeeUpdate,
  type OwnProfileUpdate,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import {
  assertMemberRoom,
  changeUserProfile,
  findUsersByEmails,
  issuePasswordLink,
  setUserActive,
  users,
} from '../accounts';
import { notifyUsers } from '../notifications';
import { subDepartments } from '../org-setup';
import { createEmployee } from './employee.service';
import { missingReferences, type ReferenceField } from './employee-detail.queries';
import { employeeIdentities } from './employee-record.tables';
import { employees } from './people.tables';

const emptyToNull = <T>(value: T | '' | undefined) => (value === '' || value === undefined ? null : value);

/** Refuses references to records the organisation does not have, and a sub-department of another department. */
async function assertReferences(
  tx: Tx,
  organizationId: number,
  refs: Partial<Record<ReferenceField, number | null | undefined>>,
) {
  const missing = await missingReferences(tx, organizationId, refs);
  if (missing.length) throw invalid(Object.fromEntries(missing.map((field) => [field, ['invalid']])));
  if (refs.sub_department_id && refs.department_id !== undefined) {
    const [sub] = await tx
      .select({ departmentId: subDepartments.departmentId })
      .from(subDepartments)
      .where(
        and(eq(subDepartments.organizationId, organizationId), eq(subDepartments.id, refs.sub_department_id)),
      );
    if (sub?.departmentId !== refs.department_id) throw invalid({ sub_department_id: ['invalid'] });
  }
}

async function assertCodeFree(tx: Tx, organizationId: number, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), sql`upper(${employees.code}) = upper(${code})`));
  if (taken && taken.id !== exceptId) throw invalid({ code: ['integrity_error'] });
}

/** Seals what is given; null clears a number, undefined leaves it. */
async function writeIdentity(
  scope: Scope,
  employeeId: number,
  identity: { pan?: string | null; aadhaar?: string | null },
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const sealed = (value: string | null | undefined) =>
    value === undefined
      ? {}
      : value === null || value === ''
        ? { sealed: null, last4: null }
        : { sealed: scope.sealer.seal(organizationId, value), last4: value.slice(-4) };
  const pan = sealed(identity.pan);
  const aadhaar = sealed(identity.aadhaar);
  const values = {
    ...('sealed' in pan ? { panSealed: pan.sealed, panLast4: pan.last4 } : {}),
    ...('sealed' in aadhaar ? { aadhaarSealed: aadhaar.sealed, aadhaarLast4: aadhaar.last4 } : {}),
  };
  if (!Object.keys(values).length) return false;
  await tx
    .insert(employeeIdentities)
    .values({ organizationId, employeeId, ...values })
    .onConflictDoUpdate({
      target: [employeeIdentities.organizationId, employeeIdentities.employeeId],
      set: { ...values, updatedAt: sql`now()` },
    });
  return true;
}

/**
 * Adds an employee with a user who gets a set-password email, their first work period, and sealed identity
 * numbers; their manager is told a new joiner reports to them.
 */
export async function createEmployeeRecord(scope: Scope, input: EmployeeCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertMemberRoom(tx, organizationId);
  const emailOwners = await findUsersByEmails(tx, organizationId, [input.email]);
  if (emailOwners.size) throw invalid({ email: ['integrity_error'] });
  await assertCodeFree(tx, organizationId, input.code);
  await assertReferences(tx, organizationId, input);
  const { user, employee } = await createEmployee(scope, {
    user: {
      email: input.email,
      firstName: input.first_name,
      middleName: input.middle_name ?? '',
      lastName: input.last_name,
      isTimesheetApprover: input.is_timesheet_approver ?? false,
      profile: {
        dob: emptyToNull(input.dob),
        gender: emptyToNull(input.gender),
        bloodGroup: emptyToNull(input.blood_group),
        maritalStatus: emptyToNull(input.marital_status),
        nationality: emptyToNull(input.nationality),
        mobile: emptyToNull(input.mobile),
        landline: emptyToNull(input.landline),
      },
    },
    code: input.code,
    employmentType: input.employment_type,
    designationId: input.designation_id ?? null,
    departmentId: input.department_id ?? null,
    subDepartmentId: input.sub_department_id ?? null,
    gradeId: input.grade_id ?? null,
    reportingManagerId: input.reporting_manager_id ?? null,
    dateOfJoining: input.date_of_joining,
    totalExperience: input.total_experience ?? null,
    locationId: input.location_id ?? null,
    businessUnitId: input.business_unit_id ?? null,
    businessRegionId: input.business_region_id ?? null,
    personalEmail: emptyToNull(input.personal_email),
  });
  if (await writeIdentity(scope, employee.id, input)) {
    await scope.audit({
      action: 'employee.identity_change',
      entityType: 'employee',
      entityId: employee.id,
      after: { pan: input.pan ? 'set' : null, aadhaar: input.aadhaar ? 'set' : null },
    });
  }
  const issued = await issuePasswordLink(scope, user, { purpose: 'password', isInitial: true });
  if (employee.reportingManagerId !== null) {
    const [manager] = await tx
      .select({ userId: employees.userId })
      .from(employees)
      .where(
        and(eq(employees.organizationId, organizationId), eq(employees.id, employee.reportingManagerId)),
      );
    if (manager) {
      await notifyUsers(scope, {
        recipientUserIds: [manager.userId],
        text: `${input.first_name} ${input.last_name} joins on ${displayApiDate(input.date_of_joining)} and will report to you.`,
        data: { request_id: employee.id, request_type: 'employee', display_id: employee.code },
        action: 'employee:new-joiner',
        recipientType: 'reporting-manager',
      });
    }
  }
  return { employee, user, passwordMail: issued.message };
}

/** Locks the employee's row for this transaction; an employee the organisation does not have is not found. */
export async function lockEmployee(tx: Tx, organizationId: number, employeeId: number) {
  const [row] = await tx
    .select({ userId: employees.userId, status: employees.status })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function writeProfile(scope: Scope, employeeId: number, input: EmployeeUpdate, action: string) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const { userId } = await lockEmployee(tx, organizationId, employeeId);
  const userValues = Object.fromEntries(
    Object.entries({
      firstName: input.first_name,
      middleName: input.middle_name,
      lastName: input.last_name,
      dob: input.dob === undefined ? undefined : emptyToNull(input.dob),
      gender: input.gender === undefined ? undefined : emptyToNull(input.gender),
      bloodGroup: input.blood_group === undefined ? undefined : emptyToNull(input.blood_group),
      maritalStatus: input.marital_status === undefined ? undefined : emptyToNull(input.marital_status),
      nationality: input.nationality === undefined ? undefined : emptyToNull(input.nationality),
      mobile: input.mobile === undefined ? undefined : emptyToNull(input.mobile),
      landline: input.landline === undefined ? undefined : emptyToNull(input.landline),
      isTimesheetApprover: input.is_timesheet_approver,
    }).filter(([, value]) => value !== undefined),
  );
  const employeeValues = Object.fromEntries(
    Object.entries({
      code: input.code,
      employmentType: input.employment_type,
      dateOfJoining: input.date_of_joining,
      totalExperience: input.total_experience,
      locationId: input.location_id,
      businessUnitId: input.business_unit_id,
      businessRegionId: input.business_region_id,
      personalEmail: input.personal_email === undefined ? undefined : emptyToNull(input.personal_email),
    }).filter(([, value]) => value !== undefined),
  );
  const [beforeUser] = Object.keys(userValues).length
    ? await tx
        .select()
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    : [];
  const [beforeEmployee] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  if (Object.keys(userValues).length) await changeUserProfile(tx, organizationId, userId, userValues);
  if (Object.keys(employeeValues).length)
    await tx
      .update(employees)
      .set({ ...employeeValues, updatedAt: sql`now()` })
      .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  const pick = (row: Record<string, unknown> | undefined, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, row?.[key] ?? null]));
  await scope.audit({
    action,
    entityType: 'employee',
    entityId: employeeId,
    before: {
      ...pick(beforeUser, Object.keys(userValues)),
      ...pick(beforeEmployee, Object.keys(employeeValues)),
    },
    after: { ...userValues, ...employeeValues },
  });
}

/** An employee manager's change to personal and employment details. */
export async function updateEmployeeRecord(scope: Scope, employeeId: number, input: EmployeeUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  if (input.code !== undefined) await assertCodeFree(tx, organizationId, input.code, employeeId);
  await assertReferences(tx, organizationId, input);
  await writeProfile(scope, employeeId, input, 'employee.update');
}

/** An employee's change to their own contact details. */
export function updateOwnProfile(scope: Scope, employeeId: number, input: OwnProfileUpdate) {
  return writeProfile(scope, employeeId, input, 'employee.profile_update');
}

export async function changeIdentity(
  scope: Scope,
  employeeId: number,
  identity: { pan?: string | null; aadhaar?: string | null },
) {
  await lockEmployee(scope.tx, scope.org.id, employeeId);
  await writeIdentity(scope, employeeId, identity);
  const state = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null || value === '' ? 'cleared' : 'changed';
  await scope.audit({
    action: 'employee.identity_change',
    entityType: 'employee',
    entityId: employeeId,
    after: { pan: state(identity.pan), aadhaar: state(identity.aadhaar) },
  });
}

/** The identity numbers in full, for an employee manager; every reveal is on the audit trail. */
export async function revealIdentity(scope: Scope, employeeId: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await lockEmployee(tx, organizationId, employeeId);
  const [row] = await tx
    .select()
    .from(employeeIdentities)
    .where(
      and(
        eq(employeeIdentities.organizationId, organizationId),
        eq(employeeIdentities.employeeId, employeeId),
      ),
    );
  await scope.audit({ action: 'employee.identity_reveal', entityType: 'employee', entityId: employeeId });
  const open = (sealed: string | null | undefined) =>
    sealed ? scope.sealer.open(organizationId, sealed) : null;
  return { pan: open(row?.panSealed), aadhaar: open(row?.aadhaarSealed) };
}

/** Activates or deactivates an employee's sign-in; an exited employee stays inactive. */
export async function setEmployeeActive(scope: Scope, employeeId: number, isActive: boolean) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const { userId, status } = await lockEmployee(tx, organizationId, employeeId);
  if (isActive) {
    if (status === 'exited' || status === 'exit') throw new AppError('exited_user_cannot_be_activated');
    const [user] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
    if (!user?.isActive) await assertMemberRoom(tx, organizationId);
  }
  await setUserActive(scope, userId, isActive);
}
