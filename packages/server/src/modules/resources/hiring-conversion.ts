import {
  displayApiDate,
  formatReferenceCode,
  HiringRequestCreateSchema,
  type ResourceRequestHiring,
} from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { invalid } from '../../platform/http/app-error';
import { type Scope, scopeActor } from '../../platform/scope';
import { raiseHiringRequest } from '../hiring';
import { departments, designations, locations, skills } from '../org-setup';
import { resourceRequestCode } from './resource-request.queries';
import { changeRecorded, lockRequest, notify, ruleView, titleOf } from './resource-request.service';
import { assertMayAct } from './resources.policy';
import type { StoredSkill } from './resources.tables';

/** The names a hiring request keeps as words: the request's skills and location. */
async function namesOf(scope: Scope, stored: readonly StoredSkill[], locationId: number | null) {
  const { tx, org } = scope;
  const skillIds = stored.map((skill) => skill.skill_id);
  const skillRows = skillIds.length
    ? await tx
        .select({ name: skills.name })
        .from(skills)
        .where(and(eq(skills.organizationId, org.id), inArray(skills.id, skillIds)))
    : [];
  const [location] =
    locationId === null
      ? []
      : await tx
          .select({ name: locations.name })
          .from(locations)
          .where(and(eq(locations.organizationId, org.id), eq(locations.id, locationId)));
  return { skills: skillRows.map((row) => row.name), locations: location ? [location.name] : [] };
}

async function assertDepartment(scope: Scope, departmentId: number) {
  const [department] = await scope.tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.organizationId, scope.org.id), eq(departments.id, departmentId)));
  if (!department) throw invalid({ department_id: ['invalid'] });
}

/**
 * Turns the people a resource request still needs into a hiring request (through hiring's service, pending its
 * approval), naming the resource request so a hire who joins is proposed for it; recorded in the request's history,
 * its requester told. An open request is then in progress.
 */
export async function raiseHiringForRequest(scope: Scope, id: number, input: ResourceRequestHiring) {
  const { row, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(row, project), 'hire');
  await assertDepartment(scope, input.department_id);
  const missing = row.count - row.filledCount;
  const positions = input.positions ?? missing;
  if (positions > missing) throw invalid({ positions: ['resource_request_positions_above_missing'] });
  const [designation] = await scope.tx
    .select({ name: designations.name })
    .from(designations)
    .where(and(eq(designations.organizationId, scope.org.id), eq(designations.id, row.designationId)));
  const code = resourceRequestCode(row.number);
  const hiring = await raiseHiringRequest(
    scope,
    HiringRequestCreateSchema.parse({
      designation_id: row.designationId,
      department_id: input.department_id,
      positions,
      min_experience: row.minExperience,
      max_experience: row.maxExperience,
      ...(await namesOf(scope, row.skills, row.locationId)),
      target_date: input.target_date,
      resource_request: code,
      description: `For ${titleOf(row, project)}`,
    }),
  );
  const hiringCode = formatReferenceCode('hiring_request', hiring.number);
  const what = `${hiringCode} raised to hire ${positions} ${designation?.name ?? 'people'} by ${displayApiDate(input.target_date)}`;
  const after = await changeRecorded(
    scope,
    row,
    'hire',
    { status: row.status === 'open' ? 'in-progress' : row.status },
    { comment: what },
  );
  await notify(scope, [row.raisedBy], after, `${code}: ${what}`, 'resource_request_hiring_raised');
  return { id: hiring.id, code: hiringCode };
}
