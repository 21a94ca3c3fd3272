import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn } from '../db/columns';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: organizationIdColumn(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_events_org_created_idx').on(t.organizationId, t.createdAt),
    index('audit_events_org_entity_idx').on(t.organizationId, t.entityType, t.entityId),
  ],
);
