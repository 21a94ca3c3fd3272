import {
  formatReferenceCode,
  parseOrderBy,
  type ResourceRequest,
  type ResourceRequestListQuery,
  type ResourceRequestPriority,
  type ResourceRequestStatus,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { users } from '../accounts';
import { designations, locations, skills } from '../org-setup';
import { projects, resourceGroups } from '../projects';
import { resourceRequests } from './resources.tables';

/** `RR-0001`. */
export const resourceRequestCode = (number: number) => formatReferenceCode('resource_request', number);

const columns = {
  request: resourceRequests,
  projectNumber: projects.number,
  projectName: projects.name,
  projectOwnerId: projects.projectOwnerId,
  deliveryLeadId: projects.deliveryLeadId,
  groupName: resourceGroups.name,
  designationName: designations.name,
  locationName: locations.name,
  raiserFirst: users.firstName,
  raiserLast: users.lastName,
};

/** The request with its project, group, designation, location and requester, each joined within the organisation. */
function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(resourceRequests)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, organizationId), eq(projects.id, resourceRequests.projectId)),
    )
    .leftJoin(
      resourceGroups,
      and(
        eq(resourceGroups.organizationId, organizationId),
        eq(resourceGroups.id, resourceRequests.resourceGroupId),
      ),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, organizationId),
        eq(designations.id, resourceRequests.designationId),
      ),
    )
    .leftJoin(
      locations,
      and(eq(locations.organizationId, organizationId), eq(locations.id, resourceRequests.locationId)),
    )
    .innerJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, resourceRequests.raisedBy)))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** The names of the catalogue skills the rows ask for, in one query. */
const skillNames = (db: Queryable, organizationId: number, rows: JoinedRow[]) =>
  skillNamesOf(
    db,
    organizationId,
    rows.flatMap((row) => row.request.skills.map((skill) => skill.skill_id)),
  );

/** Catalogue skills' names by id. */
export async function skillNamesOf(db: Queryable, organizationId: number, skillIds: number[]) {
  const ids = [...new Set(skillIds)];
  if (!ids.length) return new Map<number, string>();
  const found = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(and(eq(skills.organizationId, organizationId), inArray(skills.id, ids)));
  return new Map(found.map((skill) => [skill.id, skill.name]));
}

function present(row: JoinedRow, names: Map<number, string>): ResourceRequest {
  const r = row.request;
  return {
    id: r.id,
    code: resourceRequestCode(r.number),
    project: {
      id: r.projectId,
      code: formatReferenceCode('project', row.projectNumber),
      name: row.projectName,
    },
    resource_group: row.groupName === null ? null : { id: r.resourceGroupId, name: row.groupName },
    designation: row.designationName === null ? null : { id: r.designationId, name: row.designationName },
    skills: r.skills.map((skill) => ({ ...skill, name: names.get(skill.skill_id) ?? '' })),
    min_experience: r.minExperience,
    max_experience: r.maxExperience,
    location:
      r.locationId === null || row.locationName === null
        ? null
        : { id: r.locationId, name: row.locationName },
    allocation_percent: r.allocationPercent,
    is_billable: r.isBillable,
    start_date: r.startDate,
    end_date: r.endDate,
    count: r.count,
    filled_count: r.filledCount,
    priority: r.priority as ResourceRequestPriority,
    notes: r.notes,
    status: r.status as ResourceRequestStatus,
    raised_by: { id: r.raisedBy, name: `${row.raiserFirst} ${row.raiserLast}`.trim() },
    project_owner_id: row.projectOwnerId,
    delivery_lead_id: row.deliveryLeadId,
    created: r.createdAt.toISOString(),
    updated: r.updatedAt.toISOString(),
  };
}

/** Critical first when sorted by priority descending. */
const priorityRank = sql`case ${resourceRequests.priority} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

const SORTS = {
  number: resourceRequests.number,
  start_date: resourceRequests.startDate,
  priority: priorityRank,
  created: resourceRequests.createdAt,
};

/** The search: a code (`RR-12`, `rr0012`) finds that request; other text the project, its code, the designation. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const code = /^rr-?0*(\d{1,9})$/i.exec(search);
  if (code) return eq(resourceRequests.number, Number(code[1]));
  const project = /^pr-?0*(\d{1,9})$/i.exec(search);
  if (project) return eq(projects.number, Number(project[1]));
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return or(sql`lower(${projects.name}) like ${pattern}`, sql`lower(${designations.name}) like ${pattern}`);
}

/**
 * One page of the requests the caller may see (`listed`: every one when null, else those they raised, and with
 * `viaProjects` those of projects they own or lead), searched, filtered, sorted and paged in SQL.
 */
export async function findResourceRequestPage(
  db: Queryable,
  organizationId: number,
  query: ResourceRequestListQuery,
  listed: { userId: number; viaProjects: boolean } | null,
) {
  const where = and(
    eq(resourceRequests.organizationId, organizationId),
    listed === null
      ? undefined
      : or(
          eq(resourceRequests.raisedBy, listed.userId),
          listed.viaProjects ? eq(projects.projectOwnerId, listed.userId) : undefined,
          listed.viaProjects ? eq(projects.deliveryLeadId, listed.userId) : undefined,
        ),
    query.status ? eq(resourceRequests.status, query.status) : undefined,
    query.priority ? eq(resourceRequests.priority, query.priority) : undefined,
    query.project_id ? eq(resourceRequests.projectId, query.project_id) : undefined,
    searchCondition(query.search),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'number', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await joined(db, organizationId)
    .where(where)
    .orderBy(direction(SORTS[order.field as keyof typeof SORTS]), direction(resourceRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ value: count() })
    .from(resourceRequests)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, organizationId), eq(projects.id, resourceRequests.projectId)),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, organizationId),
        eq(designations.id, resourceRequests.designationId),
      ),
    )
    .where(where);
  const names = await skillNames(db, organizationId, rows);
  return { count: total?.value ?? 0, results: rows.map((row) => present(row, names)) };
}

/** One request, or null when the organisation has none of that id. */
export async function findResourceRequest(db: Queryable, organizationId: number, id: number) {
  const rows = await joined(db, organizationId).where(
    and(eq(resourceRequests.organizationId, organizationId), eq(resourceRequests.id, id)),
  );
  const [row] = rows;
  if (!row) return null;
  return { ...present(row, await skillNames(db, organizationId, rows)), raised_by_id: row.request.raisedBy };
}

/** The projects the caller's requests are for, by name: what the list filters by. */
export async function findRequestProjects(
  db: Queryable,
  organizationId: number,
  listed: { userId: number; viaProjects: boolean } | null,
) {
  const rows = await db
    .selectDistinct({ id: projects.id, number: projects.number, name: projects.name })
    .from(resourceRequests)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, organizationId), eq(projects.id, resourceRequests.projectId)),
    )
    .where(
      and(
        eq(resourceRequests.organizationId, organizationId),
        listed === null
          ? undefined
          : or(
              eq(resourceRequests.raisedBy, listed.userId),
              listed.viaProjects ? eq(projects.projectOwnerId, listed.userId) : undefined,
              listed.viaProjects ? eq(projects.deliveryLeadId, listed.userId) : undefined,
            ),
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id), asc(projects.number));
  return rows.map((row) => ({
    id: row.id,
    code: formatReferenceCode('project', row.number),
    name: row.name,
  }));
}
