import type { Config } from '../config';
import type { AppContext } from './app-context';
import { type AuditBy, type AuditEvent, recordAudits } from './audit/record-audit';
import type { RequestActor } from './auth/actor';
import { type Clock, organizationClock } from './clock';
import type { Tx } from './db/client';
import { withOrg } from './db/tenant';
import { AppError } from './http/app-error';
import { queueMail } from './mail/mail-outbox';
import type { MailMessage } from './mail/mailer';
import type { ScopedOrganization } from './tenancy/org-scope';

/** What a change writes to the audit trail; who, where and which request are filled in by the scope. */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  sealed?: AuditEvent['sealed'];
}

/**
 * The platform services a change uses, and the configuration of the links it mails. Mail (`scope.mail`), a job
 * (`jobs.enqueue(tx, …)`) and a push (`realtime.publish(tx, …)`) are queued in the transaction and go only if it
 * commits; other side effects (HTTP calls) leave through `afterCommit`.
 */
export type ScopeServices = Pick<AppContext, 'jobs' | 'realtime' | 'sealer'> & {
  config: Pick<Config, 'PUBLIC_URL' | 'RESET_TOKEN_TTL_MINUTES'>;
};

export type Effect = () => Promise<unknown> | unknown;
type EffectLog = { error(obj: unknown, message: string): void };

/**
 * Everything a service needs, passed as its first argument: the transaction confined to one organisation, the
 * caller (null for the system: jobs, seeds), the organisation's calendar, the audit trail, the platform services,
 * mail that leaves with the change, and the only way another side effect (HTTP) leaves it — after it commits.
 */
export interface Scope extends ScopeServices {
  tx: Tx;
  org: ScopedOrganization;
  actor: RequestActor | null;
  clock: Clock;
  /** The caller's user id and request id, for services that still take them as a value. */
  by: AuditBy;
  audit(entries: AuditEntry | readonly AuditEntry[]): Promise<void>;
  /** Queues mail in the transaction: it is sent, once, when the change commits. */
  mail(messages: MailMessage | readonly MailMessage[]): Promise<void>;
  afterCommit(effect: Effect): void;
}

export interface ScopeInput {
  services: ScopeServices;
  tx: Tx;
  org: ScopedOrganization;
  actor: RequestActor | null;
  /** Who the audit trail names when there is no signed-in actor (the user who started a background task). */
  actorUserId?: number | null;
  requestId?: string | null;
  clock?: Clock;
  afterCommit(effect: Effect): void;
}

const mailOn =
  (tx: Tx, org: ScopedOrganization, jobs: ScopeServices['jobs']) =>
  (messages: MailMessage | readonly MailMessage[]) =>
    queueMail(tx, jobs, org.id, messages);

const auditOn =
  (tx: Tx, org: ScopedOrganization, by: AuditBy) => (entries: AuditEntry | readonly AuditEntry[]) =>
    recordAudits(
      tx,
      ([] as AuditEntry[]).concat(entries).map((entry) => ({ ...entry, ...by, organizationId: org.id })),
    );

export function createScope(input: ScopeInput): Scope {
  const by: AuditBy = { actorUserId: input.actor?.user_id ?? input.actorUserId ?? null };
  if (input.requestId) by.requestId = input.requestId;
  const { jobs, realtime, sealer, config } = input.services;
  return {
    tx: input.tx,
    org: input.org,
    actor: input.actor,
    clock: input.clock ?? organizationClock(input.org.timezone),
    by,
    audit: auditOn(input.tx, input.org, by),
    mail: mailOn(input.tx, input.org, jobs),
    afterCommit: input.afterCommit,
    jobs,
    realtime,
    sealer,
    config,
  };
}

/** The signed-in caller of a change that needs one; the system (a job, a seed) is refused. */
export function scopeActor(scope: Scope): RequestActor {
  if (!scope.actor) throw new AppError('auth_token_missing');
  return scope.actor;
}

/** Runs the effects a committed change left, one after another; one that fails does not stop the rest. */
export async function runEffects(effects: Effect[], log: EffectLog) {
  for (const effect of effects.splice(0)) {
    try {
      await effect();
    } catch (error) {
      log.error({ err: error }, 'an effect after commit failed');
    }
  }
}

/** A scope of its own transaction, for jobs and scripts: its effects run once the transaction has committed. */
export async function withScope<T>(
  ctx: AppContext,
  org: ScopedOrganization,
  actor: RequestActor | null,
  work: (scope: Scope) => Promise<T>,
  options: { actorUserId?: number | null; requestId?: string | null; log?: EffectLog } = {},
): Promise<T> {
  const effects: Effect[] = [];
  const result = await withOrg(ctx.database.db, org.id, (tx) =>
    work(
      createScope({
        ...options,
        services: ctx,
        tx,
        org,
        actor,
        afterCommit: (effect) => effects.push(effect),
      }),
    ),
  );
  await runEffects(effects, options.log ?? console);
  return result;
}

/**
 * The system's scope on a transaction the caller already holds (seeds, tests): no caller, no request. Effects
 * need a commit to wait for, so they are refused here; use `withScope` for work that has effects. Mail, jobs and
 * pushes queued in the transaction are no effects: they are the transaction's own.
 */
export function systemScope(
  services: ScopeServices,
  tx: Tx,
  org: ScopedOrganization,
  actorUserId: number | null = null,
): Scope {
  return createScope({
    services,
    tx,
    org,
    actor: null,
    actorUserId,
    afterCommit: () => {
      throw new Error('effects need a scope of their own transaction (withScope)');
    },
  });
}

/** The same caller, organisation and clock on another transaction of that organisation (an import's batches). */
export function scopeOn(scope: Scope, tx: Tx): Scope {
  return {
    ...scope,
    tx,
    audit: auditOn(tx, scope.org, scope.by),
    mail: mailOn(tx, scope.org, scope.jobs),
    afterCommit: () => {
      throw new Error('effects belong to the scope that owns the transaction');
    },
  };
}
