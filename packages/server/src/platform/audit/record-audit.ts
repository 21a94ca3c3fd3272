import type { Tx } from '../db/client';
import { auditEvents } from './audit.tables';

/** Who made a change and in which request, as services that are not given a scope receive it. */
export interface AuditBy {
  actorUserId: number | null;
  requestId?: string;
}

export interface AuditEvent {
  organizationId: number;
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  /** Fields of `before`/`after` whose values stay off the trail (salary figures): only that they were set shows. */
  sealed?: readonly string[];
}

function withSealed(value: unknown, sealed: readonly string[] | undefined): unknown {
  if (!sealed?.length || !value || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, sealed.includes(key) && item != null ? 'sealed' : item]),
  );
}

/** Appends one audit event in the caller's transaction, so the change and its record commit together. */
export async function recordAudit(tx: Tx, event: AuditEvent): Promise<void> {
  await recordAudits(tx, [event]);
}

/** Appends many audit events at once (imports), in the caller's transaction. */
export async function recordAudits(tx: Tx, events: AuditEvent[]): Promise<void> {
  if (!events.length) return;
  await tx.insert(auditEvents).values(
    events.map((event) => ({
      organizationId: event.organizationId,
      actorUserId: event.actorUserId,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId == null ? null : String(event.entityId),
      before: withSealed(event.before, event.sealed),
      after: withSealed(event.after, event.sealed),
      requestId: event.requestId ?? null,
    })),
  );
}

/**
 * What an upload did to records of one kind, as audit events: `<entityType>.create` for each record added and
 * `<entityType>.update`, with before and after, for each record changed.
 */
export function uploadAudits<T extends { id: number }>(
  entityType: string,
  added: readonly T[],
  changed: readonly { before: T; after: T }[],
) {
  return [
    ...added.map((after) => ({
      action: `${entityType}.create`,
      entityType,
      entityId: after.id,
      after,
    })),
    ...changed.map(({ before, after }) => ({
      action: `${entityType}.update`,
      entityType,
      entityId: after.id,
      before,
      after,
    })),
  ];
}
