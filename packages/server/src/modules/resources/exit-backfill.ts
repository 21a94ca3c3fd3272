import { displayApiDate, MAX_REQUEST_SKILLS, type SkillLevel } from '@atrium/contracts';
import { and, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Scope } from '../../platform/scope';
import { users } from '../accounts';
import { employeeSkills, employees } from '../people';
import { projectAllocations, projects } from '../projects';
import { insertRequest } from './resource-request.service';

/** Experience either side of the leaver's that a backfill asks for. */
const EXPERIENCE_SPREAD = 2;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * An exit raises a backfill request for each of the leaver's allocations that runs past their last working day, on a
 * project not closed and in a resource group: one person like them (designation, skills, experience, location) at the
 * same share and billability, from the day after they leave to the allocation's end, in the name of whoever started
 * the exit. Requests of a withdrawn exit stay for the RMG manager to cancel.
 */
export async function raiseExitBackfills(scope: Scope, event: DomainEvents['exits.exit_started']) {
  const { tx, org } = scope;
  const raisedBy = scope.by.actorUserId;
  if (!raisedBy) return;
  const [leaver] = await tx
    .select({
      code: employees.code,
      designationId: employees.designationId,
      locationId: employees.locationId,
      experience: employees.totalExperience,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(employees)
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .where(and(eq(employees.organizationId, org.id), eq(employees.id, event.employeeId)));
  if (!leaver?.designationId) return;
  const live = await tx
    .select({ allocation: projectAllocations, project: projects })
    .from(projectAllocations)
    .innerJoin(
      projects,
      and(
        eq(projects.organizationId, projectAllocations.organizationId),
        eq(projects.id, projectAllocations.projectId),
      ),
    )
    .where(
      and(
        eq(projectAllocations.organizationId, org.id),
        eq(projectAllocations.employeeId, event.employeeId),
        gt(projectAllocations.endDate, event.lastWorkingDay),
        isNotNull(projectAllocations.resourceGroupId),
        ne(projects.status, 'closed'),
      ),
    );
  if (!live.length) return;
  const held = await tx
    .select({ skill_id: employeeSkills.skillId, level: employeeSkills.level })
    .from(employeeSkills)
    .where(and(eq(employeeSkills.organizationId, org.id), eq(employeeSkills.employeeId, event.employeeId)))
    .limit(MAX_REQUEST_SKILLS);
  const experience = Number(leaver.experience ?? 0);
  const name = `${leaver.firstName} ${leaver.lastName}`.trim();
  const start = addDays(event.lastWorkingDay, 1);
  for (const { allocation, project } of live)
    await insertRequest(
      scope,
      project,
      {
        project_id: project.id,
        resource_group_id: allocation.resourceGroupId as number,
        designation_id: leaver.designationId,
        skills: held.map((skill) => ({ skill_id: skill.skill_id, level: skill.level as SkillLevel })),
        min_experience: round(Math.max(0, experience - EXPERIENCE_SPREAD)),
        max_experience: round(Math.min(99.9, experience + EXPERIENCE_SPREAD)),
        location_id: leaver.locationId,
        allocation_percent: allocation.allocationPercent,
        is_billable: allocation.status === 'billable',
        // biome-ignore lint/complexity/useMathMinMax: the later of two ISO dates, compared as text
        start_date: allocation.startDate > start ? allocation.startDate : start,
        end_date: allocation.endDate,
        count: 1,
        priority: 'high',
        notes: `Backfill for ${name} (${leaver.code}), whose last working day is ${displayApiDate(event.lastWorkingDay)}`,
      },
      { raisedBy, why: 'backfill, ' },
    );
}
