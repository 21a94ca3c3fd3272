import {
  formatReferenceCode,
  type Opportunity,
  type OpportunityDetail,
  type OpportunityEvent,
  type OpportunityListQuery,
  type OpportunityStatus,
  parseOrderBy,
  SEARCH_COUNT_CAP,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { searchWordsOf } from '../../platform/search/search-words';
import { users } from '../accounts';
import { clients } from '../clients';
import { findCustomValues } from '../forms';
import { designations } from '../org-setup';
import { projects } from '../projects';
import { stageStates } from './engine/stage-gate';
import {
  opportunities,
  opportunityEvents,
  opportunityRoles,
  opportunitySearchWords,
  opportunityTaskChecks,
  salesPipelines,
  salesStages,
} from './sales.tables';
import { findSalesProcess, STAGE_FIELDS, stagesOf } from './sales-process.queries';

/** `OP-0001`. */
export const opportunityCode = (number: number) => formatReferenceCode('opportunity', number);

const owners = alias(users, 'owners');
const executives = alias(users, 'executives');

const columns = {
  opportunity: opportunities,
  clientName: clients.name,
  pipelineName: salesPipelines.name,
  stageName: salesStages.name,
  ownerFirst: owners.firstName,
  ownerLast: owners.lastName,
  executiveFirst: executives.firstName,
  executiveLast: executives.lastName,
};

/** The opportunity with its client, pipeline, stage, owner and sales executive, each joined within the organisation. */
function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(opportunities)
    .innerJoin(
      clients,
      and(eq(clients.organizationId, organizationId), eq(clients.id, opportunities.clientId)),
    )
    .innerJoin(
      salesPipelines,
      and(eq(salesPipelines.organizationId, organizationId), eq(salesPipelines.id, opportunities.pipelineId)),
    )
    .leftJoin(
      salesStages,
      and(eq(salesStages.organizationId, organizationId), eq(salesStages.id, opportunities.stageId)),
    )
    .leftJoin(owners, and(eq(owners.organizationId, organizationId), eq(owners.id, opportunities.ownerId)))
    .leftJoin(
      executives,
      and(eq(executives.organizationId, organizationId), eq(executives.id, opportunities.salesExecutiveId)),
    )
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { id, name: `${first} ${last ?? ''}`.trim() };

function present(row: JoinedRow): Opportunity {
  const o = row.opportunity;
  return {
    id: o.id,
    code: opportunityCode(o.number),
    name: o.name,
    client: { id: o.clientId, name: row.clientName },
    value: o.value,
    currency: o.currency as Opportunity['currency'],
    billing_type: o.billingType as Opportunity['billing_type'],
    expected_start_date: o.expectedStartDate,
    expected_end_date: o.expectedEndDate,
    probability: o.probability,
    owner: person(o.ownerId, row.ownerFirst, row.ownerLast),
    sales_executive: person(o.salesExecutiveId, row.executiveFirst, row.executiveLast),
    status: o.status as OpportunityStatus,
    pipeline: { id: o.pipelineId, name: row.pipelineName },
    stage: o.stageId === null || row.stageName === null ? null : { id: o.stageId, name: row.stageName },
    created: o.createdAt.toISOString(),
  };
}

const SORTS = {
  code: opportunities.number,
  name: opportunities.name,
  value: opportunities.value,
  probability: opportunities.probability,
  expected_start_date: opportunities.expectedStartDate,
  created: opportunities.createdAt,
};

/**
 * The search: a code (`OP-12`, `op0012`) finds that opportunity; other text the opportunities with a word of their
 * name or their client's name beginning with each word of it, one semi-join per word on the search-word index,
 * whose range `starts_with` (leakproof) gives under row-level security. No words match nothing.
 */
function searchCondition(organizationId: number, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const code = /^op-?0*(\d{1,9})$/i.exec(search);
  if (code) return eq(opportunities.number, Number(code[1]));
  const words = searchWordsOf(search);
  if (!words.length) return sql`false`;
  return and(
    ...words.map(
      (
        word,
      ) => sql`exists (select 1 from ${opportunitySearchWords} x where x.organization_id = ${organizationId}
        and x.opportunity_id = ${opportunities.id} and starts_with(x.word, atrium_search_fold(${word})))`,
    ),
  );
}

/** Those the caller's list shows: every one when null, else those they own or sell. */
const listedCondition = (listed: number | null) =>
  listed === null
    ? undefined
    : or(eq(opportunities.ownerId, listed), eq(opportunities.salesExecutiveId, listed));

/**
 * One page of the opportunities the caller may see, searched, filtered, sorted and paged in SQL. The total is
 * counted up to SEARCH_COUNT_CAP (`count_exact` false past it), so that a long list answers as fast as a short one.
 */
export async function findOpportunityPage(
  db: Queryable,
  organizationId: number,
  query: OpportunityListQuery,
  listed: number | null,
) {
  const where = and(
    eq(opportunities.organizationId, organizationId),
    listedCondition(listed),
    query.status ? eq(opportunities.status, query.status) : undefined,
    query.pipeline_id ? eq(opportunities.pipelineId, query.pipeline_id) : undefined,
    query.stage_id ? eq(opportunities.stageId, query.stage_id) : undefined,
    query.client_id ? eq(opportunities.clientId, query.client_id) : undefined,
    query.sales_executive_id ? eq(opportunities.salesExecutiveId, query.sales_executive_id) : undefined,
    searchCondition(organizationId, query.search),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await joined(db, organizationId)
    .where(where)
    .orderBy(direction(SORTS[order.field as keyof typeof SORTS]), direction(opportunities.id))
    .limit(query.limit)
    .offset(query.offset);
  const matches = db
    .select({ one: sql`1` })
    .from(opportunities)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [total] = await db.select({ value: count() }).from(matches);
  const counted = total?.value ?? 0;
  return {
    count: Math.min(counted, SEARCH_COUNT_CAP),
    count_exact: counted <= SEARCH_COUNT_CAP,
    results: rows.map(present),
  };
}

/** The ids of the tasks done for an opportunity. */
export async function findDoneTasks(db: Queryable, organizationId: number, opportunityId: number) {
  const rows = await db
    .select({ taskId: opportunityTaskChecks.taskId })
    .from(opportunityTaskChecks)
    .where(
      and(
        eq(opportunityTaskChecks.organizationId, organizationId),
        eq(opportunityTaskChecks.opportunityId, opportunityId),
      ),
    );
  return new Set(rows.map((row) => row.taskId));
}

/** One opportunity as lists show it, or null when the organisation has none of that id. */
export async function findOpportunity(db: Queryable, organizationId: number, id: number) {
  const [row] = await joined(db, organizationId).where(
    and(eq(opportunities.organizationId, organizationId), eq(opportunities.id, id)),
  );
  return row
    ? {
        ...present(row),
        owner_id: row.opportunity.ownerId,
        sales_executive_id: row.opportunity.salesExecutiveId,
      }
    : null;
}

/**
 * The opportunity in full: its role mix, its pipeline's stages with their checklists as done for it, its history, its
 * project.
 */
export async function findOpportunityDetail(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<(OpportunityDetail & { owner_id: number; sales_executive_id: number | null }) | null> {
  const [row] = await joined(db, organizationId).where(
    and(eq(opportunities.organizationId, organizationId), eq(opportunities.id, id)),
  );
  if (!row) return null;
  const o = row.opportunity;
  // One after another: the statements share the transaction's connection.
  const roles = await db
    .select({ role: opportunityRoles, designationName: designations.name })
    .from(opportunityRoles)
    .innerJoin(
      designations,
      and(
        eq(designations.organizationId, organizationId),
        eq(designations.id, opportunityRoles.designationId),
      ),
    )
    .where(and(eq(opportunityRoles.organizationId, organizationId), eq(opportunityRoles.opportunityId, id)))
    .orderBy(asc(opportunityRoles.id));
  const process = await findSalesProcess(db, organizationId);
  const checks = await db
    .select({
      taskId: opportunityTaskChecks.taskId,
      doneAt: opportunityTaskChecks.doneAt,
      doneBy: opportunityTaskChecks.doneBy,
      first: users.firstName,
      last: users.lastName,
    })
    .from(opportunityTaskChecks)
    .leftJoin(
      users,
      and(eq(users.organizationId, organizationId), eq(users.id, opportunityTaskChecks.doneBy)),
    )
    .where(
      and(
        eq(opportunityTaskChecks.organizationId, organizationId),
        eq(opportunityTaskChecks.opportunityId, id),
      ),
    );
  const history = await db
    .select({ event: opportunityEvents, first: users.firstName, last: users.lastName })
    .from(opportunityEvents)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, opportunityEvents.byUserId)))
    .where(and(eq(opportunityEvents.organizationId, organizationId), eq(opportunityEvents.opportunityId, id)))
    .orderBy(asc(opportunityEvents.id));
  const project =
    o.projectId === null
      ? []
      : await db
          .select({ id: projects.id, number: projects.number, name: projects.name })
          .from(projects)
          .where(and(eq(projects.organizationId, organizationId), eq(projects.id, o.projectId)));
  const values = await findCustomValues(db, organizationId, STAGE_FIELDS, id);
  const done = new Map(checks.map((check) => [check.taskId, check]));
  const stages = stagesOf(process, o.pipelineId);
  const states = stageStates(stages, o.stageId, o.status !== 'open');
  const linked = project[0];
  return {
    ...present(row),
    owner_id: o.ownerId,
    sales_executive_id: o.salesExecutiveId,
    description: o.description,
    outcome_reason: o.outcomeReason,
    project: linked
      ? { id: linked.id, code: formatReferenceCode('project', linked.number), name: linked.name }
      : null,
    roles: roles.map(({ role, designationName }) => ({
      id: role.id,
      designation: { id: role.designationId, name: designationName },
      count: role.count,
      start_date: role.startDate,
      end_date: role.endDate,
    })),
    stages: stages.map((stage, index) => ({
      id: stage.id,
      name: stage.name,
      is_notification_trigger: stage.is_notification_trigger,
      state: states[index] ?? 'ahead',
      tasks: stage.tasks.map((task) => {
        const check = done.get(task.id);
        return {
          ...task,
          done: Boolean(check),
          done_by: check ? person(check.doneBy, check.first, check.last) : null,
          done_at: check ? check.doneAt.toISOString() : null,
        };
      }),
      fields: stage.fields.map((field) => ({ ...field, value: values.get(field.id) ?? null })),
    })),
    history: history.map(
      ({ event, first, last }): OpportunityEvent => ({
        id: event.id,
        action: event.action as OpportunityEvent['action'],
        from_stage: event.fromStage,
        to_stage: event.toStage,
        comment: event.comment,
        by: person(event.byUserId, first, last),
        created: event.createdAt.toISOString(),
      }),
    ),
  };
}

/** What the opportunity form chooses from: the clients, the designations and the people of the sales roles. */
export async function findOpportunityFormOptions(
  db: Queryable,
  organizationId: number,
  salesUserIds: number[],
) {
  const designationRows = await db
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.organizationId, organizationId))
    .orderBy(asc(designations.name));
  const people = salesUserIds.length
    ? await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), inArray(users.id, salesUserIds)))
        .orderBy(asc(users.firstName), asc(users.lastName))
    : [];
  return {
    designations: designationRows,
    people: people.map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim() })),
  };
}
