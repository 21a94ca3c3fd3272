import { formatReferenceCode, type PermissionProject, ROLES } from '@atrium/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { userRoles, users } from '../accounts';
import { departments, designations, locations, skills } from '../org-setup';
import { employees } from '../people';
import { projects, resourceGroups } from '../projects';
import { resourceRequestEvents } from './resources.tables';

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, name: `${first ?? ''} ${last ?? ''}`.trim() };

const allocated = alias(users, 'allocated');

/** A request's events, oldest first, each naming who acted and, for a fulfilment, whom they allocated. */
export async function findResourceRequestHistory(db: Queryable, organizationId: number, requestId: number) {
  const rows = await db
    .select({
      event: resourceRequestEvents,
      byFirst: users.firstName,
      byLast: users.lastName,
      allocatedFirst: allocated.firstName,
      allocatedLast: allocated.lastName,
    })
    .from(resourceRequestEvents)
    .leftJoin(
      users,
      and(eq(users.organizationId, organizationId), eq(users.id, resourceRequestEvents.byUserId)),
    )
    .leftJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, resourceRequestEvents.employeeId)),
    )
    .leftJoin(
      allocated,
      and(eq(allocated.organizationId, organizationId), eq(allocated.id, employees.userId)),
    )
    .where(
      and(
        eq(resourceRequestEvents.organizationId, organizationId),
        eq(resourceRequestEvents.requestId, requestId),
      ),
    )
    .orderBy(asc(resourceRequestEvents.id));
  return rows.map(({ event, byFirst, byLast, allocatedFirst, allocatedLast }) => ({
    id: event.id,
    action: event.action,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    comment: event.comment,
    employee: person(event.employeeId, allocatedFirst, allocatedLast),
    by: person(event.byUserId, byFirst, byLast),
    at: event.createdAt.toISOString(),
  }));
}

/** The user ids of the organisation's active RMG managers: whom a new request is announced to. */
export async function findRmgManagerIds(db: Queryable, organizationId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        eq(userRoles.role, ROLES.RMG_MANAGER),
        eq(users.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * What the request form chooses from: the projects that are not closed and that `mayRaiseFor` lets the caller ask
 * resources for, with their resource groups, and the organisation's designations, skills and locations by name.
 */
export async function findResourceRequestFormOptions(
  db: Queryable,
  organizationId: number,
  mayRaiseFor: (project: PermissionProject) => boolean,
) {
  const openProjects = await db
    .select({
      id: projects.id,
      number: projects.number,
      name: projects.name,
      project_owner_id: projects.projectOwnerId,
      delivery_lead_id: projects.deliveryLeadId,
      sales_executive_id: projects.salesExecutiveId,
      assigned_sales_executive_id: projects.assignedSalesExecutiveId,
    })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), ne(projects.status, 'closed')))
    .orderBy(asc(projects.name), asc(projects.id));
  const projectRows = openProjects.filter(mayRaiseFor);
  const groups = projectRows.length
    ? await db
        .select({
          id: resourceGroups.id,
          projectId: resourceGroups.projectId,
          name: resourceGroups.name,
          allocationPercent: resourceGroups.allocationPercent,
          startDate: resourceGroups.startDate,
          endDate: resourceGroups.endDate,
        })
        .from(resourceGroups)
        .where(
          and(
            eq(resourceGroups.organizationId, organizationId),
            inArray(
              resourceGroups.projectId,
              projectRows.map((p) => p.id),
            ),
          ),
        )
        .orderBy(asc(resourceGroups.name), asc(resourceGroups.id))
    : [];
  const named = (table: typeof designations | typeof skills | typeof locations | typeof departments) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.organizationId, organizationId))
      .orderBy(asc(table.name), asc(table.id));
  return {
    projects: projectRows.map((project) => ({
      id: project.id,
      code: formatReferenceCode('project', project.number),
      name: project.name,
      resource_groups: groups
        .filter((group) => group.projectId === project.id)
        .map((group) => ({
          id: group.id,
          name: group.name,
          allocation_percent: group.allocationPercent,
          start_date: group.startDate,
          end_date: group.endDate,
        })),
    })),
    designations: await named(designations),
    skills: await named(skills),
    locations: await named(locations),
    departments: await named(departments),
  };
}
