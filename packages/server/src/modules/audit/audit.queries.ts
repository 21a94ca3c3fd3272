import type { AuditEvent, AuditEventQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '../../platform/audit/audit.tables';
import type { Queryable } from '../../platform/db/client';
import { users } from '../accounts';

function filtersOf(organizationId: number, query: AuditEventQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(auditEvents.organizationId, organizationId)];
  if (query.start_date) conditions.push(gte(auditEvents.createdAt, sql`${query.start_date}::date`));
  if (query.end_date) conditions.push(lt(auditEvents.createdAt, sql`${query.end_date}::date + 1`));
  if (query.entity_type) conditions.push(eq(auditEvents.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditEvents.entityId, query.entity_id));
  if (query.actor) conditions.push(eq(auditEvents.actorUserId, query.actor));
  return and(...conditions);
}

/** A sentence for the viewer: who did what to which record. */
function describe(row: {
  action: string;
  entityType: string;
  entityId: string | null;
  actorName: string | null;
}) {
  const who = row.actorName?.trim() || 'System';
  const what = row.action.replace(/^[a-z_]+\./, '').replaceAll('_', ' ');
  const target = row.entityId ? `${row.entityType.replaceAll('_', ' ')} #${row.entityId}` : row.entityType;
  return `${who}: ${what} (${target})`;
}

export async function findAuditEventPage(db: Queryable, organizationId: number, query: AuditEventQuery) {
  const where = filtersOf(organizationId, query);
  const isAscending = query.order_by === 'created';
  const rows = await db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      actorId: users.id,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditEvents)
    .leftJoin(
      users,
      and(eq(users.organizationId, auditEvents.organizationId), eq(users.id, auditEvents.actorUserId)),
    )
    .where(where)
    .orderBy(isAscending ? asc(auditEvents.createdAt) : desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(auditEvents).where(where);
  const results: AuditEvent[] = rows.map((row) => ({
    id: row.id,
    created: row.createdAt.toISOString(),
    audit_message: describe(row),
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    actor: row.actorId ? { id: row.actorId, name: row.actorName?.trim() ?? '' } : null,
  }));
  return { count: total?.value ?? 0, results };
}
