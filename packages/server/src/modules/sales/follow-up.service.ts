import {
  type FollowUp,
  type FollowUpCreate,
  type FollowUpListQuery,
  formatReferenceCode,
  parseOrderBy,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed, readableRecord } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { users } from '../accounts';
import { clientContacts, clients } from '../clients';
import { findSalesPeopleIds } from './opportunity.service';
import { listedOpportunitiesOf, opportunityPolicy } from './sales.policy';
import { opportunities, salesFollowUps } from './sales.tables';

type FollowUpRow = typeof salesFollowUps.$inferSelect;

/** A follow-up's people as its rules read them: its owner and who wrote it. */
const peopleOf = (row: FollowUpRow) => ({ owner_id: row.ownerId, sales_executive_id: row.createdBy });

const owners = alias(users, 'follow_up_owners');

const columns = {
  followUp: salesFollowUps,
  ownerFirst: owners.firstName,
  ownerLast: owners.lastName,
  clientName: clients.name,
  contactFirst: clientContacts.firstName,
  contactLast: clientContacts.lastName,
  opportunityNumber: opportunities.number,
  opportunityName: opportunities.name,
};

function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(salesFollowUps)
    .innerJoin(owners, and(eq(owners.organizationId, organizationId), eq(owners.id, salesFollowUps.ownerId)))
    .leftJoin(
      clients,
      and(eq(clients.organizationId, organizationId), eq(clients.id, salesFollowUps.clientId)),
    )
    .leftJoin(
      clientContacts,
      and(eq(clientContacts.organizationId, organizationId), eq(clientContacts.id, salesFollowUps.contactId)),
    )
    .leftJoin(
      opportunities,
      and(
        eq(opportunities.organizationId, organizationId),
        eq(opportunities.id, salesFollowUps.opportunityId),
      ),
    )
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const present = (row: JoinedRow, today: string): FollowUp => {
  const f = row.followUp;
  return {
    id: f.id,
    due_date: f.dueDate,
    owner: { id: f.ownerId, name: `${row.ownerFirst} ${row.ownerLast}`.trim() },
    notes: f.notes,
    client: f.clientId !== null && row.clientName !== null ? { id: f.clientId, name: row.clientName } : null,
    contact:
      f.contactId !== null && row.contactFirst !== null
        ? { id: f.contactId, name: `${row.contactFirst} ${row.contactLast ?? ''}`.trim() }
        : null,
    opportunity:
      f.opportunityId !== null && row.opportunityNumber !== null
        ? {
            id: f.opportunityId,
            code: formatReferenceCode('opportunity', row.opportunityNumber),
            name: row.opportunityName ?? '',
          }
        : null,
    status: f.status as FollowUp['status'],
    is_overdue: f.status === 'open' && f.dueDate < today,
    completed_at: f.completedAt?.toISOString() ?? null,
    created: f.createdAt.toISOString(),
  };
};

/**
 * One page of follow-ups: the caller's own (`mine`: they own or wrote them), or every one they may see (`all`: the
 * sales head every one, the others their own), soonest due first unless sorted; `overdue` keeps the open ones past
 * their date.
 */
export async function findFollowUpPage(scope: Scope, query: FollowUpListQuery) {
  const { tx, org } = scope;
  const actor = scopeActor(scope);
  const listed = query.scope === 'mine' ? actor.user_id : listedOpportunitiesOf(actor);
  const today = scope.clock.today();
  const where = and(
    eq(salesFollowUps.organizationId, org.id),
    listed === null
      ? undefined
      : or(eq(salesFollowUps.ownerId, listed), eq(salesFollowUps.createdBy, listed)),
    query.status ? eq(salesFollowUps.status, query.status) : undefined,
    query.overdue ? and(eq(salesFollowUps.status, 'open'), lt(salesFollowUps.dueDate, today)) : undefined,
    query.opportunity_id ? eq(salesFollowUps.opportunityId, query.opportunity_id) : undefined,
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'due_date', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const sort = order.field === 'created' ? salesFollowUps.createdAt : salesFollowUps.dueDate;
  const rows = await joined(tx, org.id)
    .where(where)
    .orderBy(direction(sort), direction(salesFollowUps.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await tx.select({ value: count() }).from(salesFollowUps).where(where);
  return { count: total?.value ?? 0, results: rows.map((row) => present(row, today)) };
}

async function findFollowUp(scope: Scope, id: number) {
  const [row] = await joined(scope.tx, scope.org.id).where(
    and(eq(salesFollowUps.organizationId, scope.org.id), eq(salesFollowUps.id, id)),
  );
  return row ?? null;
}

/** The follow-up when the caller may act on it (its owner, its writer, the sales head): 404 only to the last. */
async function readable(scope: Scope, id: number) {
  const row = await findFollowUp(scope, id);
  const policy = opportunityPolicy(scopeActor(scope));
  return readableRecord(row && { ...row, ...peopleOf(row.followUp) }, policy);
}

/** Refuses, each under its field, an owner who does not sell and a client, contact or opportunity of no one. */
async function assertReferences(scope: Scope, input: FollowUpCreate) {
  const { tx, org } = scope;
  const codes: Record<string, string[]> = {};
  if (!(await findSalesPeopleIds(tx, org.id)).includes(input.owner_id)) codes.owner_id = ['invalid'];
  const exists = async (table: typeof clients | typeof clientContacts, id: number) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.organizationId, org.id), eq(table.id, id)))
    ).length > 0;
  if (input.client_id && !(await exists(clients, input.client_id))) codes.client_id = ['invalid'];
  if (input.contact_id && !(await exists(clientContacts, input.contact_id))) codes.contact_id = ['invalid'];
  if (input.opportunity_id) {
    const [opportunity] = await tx
      .select({ ownerId: opportunities.ownerId, salesExecutiveId: opportunities.salesExecutiveId })
      .from(opportunities)
      .where(and(eq(opportunities.organizationId, org.id), eq(opportunities.id, input.opportunity_id)));
    if (!opportunity) codes.opportunity_id = ['invalid'];
    else
      assertAllowed(
        opportunityPolicy(scopeActor(scope)).mayRead({
          owner_id: opportunity.ownerId,
          sales_executive_id: opportunity.salesExecutiveId,
        }),
      );
  }
  if (Object.keys(codes).length) throw invalid(codes);
}

/** Adds a follow-up in the caller's name; one who sees only their own may give it only to themselves. */
export async function addFollowUp(scope: Scope, input: FollowUpCreate) {
  const actor = scopeActor(scope);
  if (!opportunityPolicy(actor).seesEvery) assertAllowed(input.owner_id === actor.user_id);
  await assertReferences(scope, input);
  const [row] = await scope.tx
    .insert(salesFollowUps)
    .values({
      organizationId: scope.org.id,
      dueDate: input.due_date,
      ownerId: input.owner_id,
      notes: input.notes,
      clientId: input.client_id ?? null,
      contactId: input.contact_id ?? null,
      opportunityId: input.opportunity_id ?? null,
      createdBy: actor.user_id,
    })
    .returning();
  if (!row) throw new Error('sales_follow_ups insert returned nothing');
  await scope.audit({ action: 'follow_up.create', entityType: 'follow_up', entityId: row.id, after: row });
  return present((await findFollowUp(scope, row.id)) as JoinedRow, scope.clock.today());
}

/** Completes an open follow-up. */
export async function completeFollowUp(scope: Scope, id: number) {
  const before = await readable(scope, id);
  if (before.followUp.status !== 'open') throw new AppError('follow_up_done');
  const [after] = await scope.tx
    .update(salesFollowUps)
    .set({ status: 'done', completedAt: sql`now()`, completedBy: scope.by.actorUserId })
    .where(and(eq(salesFollowUps.organizationId, scope.org.id), eq(salesFollowUps.id, id)))
    .returning();
  await scope.audit({
    action: 'follow_up.complete',
    entityType: 'follow_up',
    entityId: id,
    before: before.followUp,
    after,
  });
  return present((await findFollowUp(scope, id)) as JoinedRow, scope.clock.today());
}

/** Deletes a follow-up, keeping it in the audit trail. */
export async function deleteFollowUp(scope: Scope, id: number) {
  const before = await readable(scope, id);
  await scope.tx
    .delete(salesFollowUps)
    .where(and(eq(salesFollowUps.organizationId, scope.org.id), eq(salesFollowUps.id, id)));
  await scope.audit({
    action: 'follow_up.delete',
    entityType: 'follow_up',
    entityId: id,
    before: before.followUp,
  });
}
