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
import { and, asc, count, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { type Bind, readListPage } from '../../platform/db/prepared-statements';
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
function joined(db: Queryable, organizationId: number | Placeholder) {
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

/**
 * One page of the opportunities the caller may see (every one when `listed` is null, else those they own or sell),
 * searched, filtered, sorted and paged in SQL, and without a search prepared once per shape. The total is counted up
 * to SEARCH_COUNT_CAP (`count_exact` false past it), so that a long list answers as fast as a short one.
 */
export async function findOpportunityPage(
  db: Queryable,
  organizationId: number,
  query: OpportunityListQuery,
  listed: number | null,
) {
  const where = (bind: Bind) =>
    and(
      eq(opportunities.organizationId, bind('org', organizationId)),
      listed === null
        ? undefined
        : or(
            eq(opportunities.ownerId, bind('listed', listed)),
            eq(opportunities.salesExecutiveId, bind('listed', listed)),
          ),
      query.status ? eq(opportunities.status, bind('status', query.status)) : undefined,
      query.pipeline_id ? eq(opportunities.pipelineId, bind('pipeline', query.pipeline_id)) : undefined,
      query.stage_id ? eq(opportunities.stageId, bind('stage', query.stage_id)) : undefined,
      query.client_id ? eq(opportunities.clientId, bind('client', query.client_id)) : undefined,
      query.sales_executive_id
        ? eq(opportunities.salesExecutiveId, bind('executive', query.sales_executive_id))
        : undefined,
      searchCondition(organizationId, query.search),
    );
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const field = order.field in SORTS ? (order.field as keyof typeof SORTS) : 'created';
  const direction = order.isDescending ? desc : asc;
  const { rows, total } = await readListPage(
    db,
    {
      name: query.search ? null : `opportunities_${field}_${order.isDescending ? 'desc' : 'asc'}`,
      // The page's ids are found on the opportunities alone and the rest joined to those: planning the joins
      // beside a search's semi-joins cost more than running either.
      page: (on, bind) =>
        joined(on, bind('org', organizationId))
          .where(
            inArray(
              opportunities.id,
              on
                .select({ id: opportunities.id })
                .from(opportunities)
                .where(where(bind))
                .orderBy(direction(SORTS[field]), direction(opportunities.id))
                .limit(bind('limit', query.limit))
                .offset(bind('offset', query.offset)),
            ),
          )
          .orderBy(direction(SORTS[field]), direction(opportunities.id)),
      total: (on, bind) =>
        on.select({ value: count() }).from(
          on
            .select({ one: sql`1` })
            .from(opportunities)
            .where(where(bind))
            .limit(SEARCH_COUNT_CAP + 1)
            .as('matches'),
        ),
    },
    {
      org: organizationId,
      listed: listed ?? undefined,
      status: query.status,
      pipeline: query.pipeline_id,
      stage: query.stage_id,
      client: query.client_id,
      executive: query.sales_executive_id,
      limit: query.limit,
      offset: query.offset,
    },
  );
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
