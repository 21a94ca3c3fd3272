import { recordAudit } from '../../platform/audit/record-audit';
import type { Scope } from '../../platform/scope';
import { createUser, type NewUser } from '../accounts';
import { openFirstWorkPeriod } from './employee-work.service';
import { employees } from './people.tables';

export interface NewEmployee {
  user: NewUser;
  code: string;
  employmentType?: string;
  status?: string;
  designationId?: number | null;
  departmentId?: number | null;
  subDepartmentId?: number | null;
  gradeId?: number | null;
  reportingManagerId?: number | null;
  dateOfJoining?: string | null;
  totalExperience?: number | null;
  locationId?: number | null;
  businessUnitId?: number | null;
  businessRegionId?: number | null;
  personalEmail?: string | null;
}

export async function createEmployee(scope: Scope, input: NewEmployee) {
  const { tx, by: audit } = scope;
  const organizationId = scope.org.id;
  const user = await createUser(scope, { ...input.user, userType: 'employee' });
  const [employee] = await tx
    .insert(employees)
    .values({
      organizationId,
      userId: user.id,
      code: input.code,
      employmentType: input.employmentType ?? 'full-time',
      status: input.status ?? 'active',
      designationId: input.designationId ?? null,
      departmentId: input.departmentId ?? null,
      subDepartmentId: input.subDepartmentId ?? null,
      gradeId: input.gradeId ?? null,
      reportingManagerId: input.reportingManagerId ?? null,
      dateOfJoining: input.dateOfJoining ?? null,
      totalExperience: input.totalExperience ?? null,
      locationId: input.locationId ?? null,
      businessUnitId: input.businessUnitId ?? null,
      businessRegionId: input.businessRegionId ?? null,
      personalEmail: input.personalEmail ?? null,
    })
    .returning();
  if (!employee) throw new Error('employee insert returned nothing');
  await openFirstWorkPeriod(scope, employee);
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: 'employee.create',
    entityType: 'employee',
    entityId: employee.id,
    after: employee,
    requestId: audit.requestId ?? null,
  });
  return { user, employee };
}
