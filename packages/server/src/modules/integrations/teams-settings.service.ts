import type { TeamsIntegration, TeamsSettings } from '@atrium/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../platform/app-context';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { changeNotificationChannel } from '../orgs';
import { teamsIntegrations, teamsLinks } from './teams.tables';

export type TeamsRow = typeof teamsIntegrations.$inferSelect;

/** Where Teams sends what people write to the organisation's bot and press on its cards. */
export const messagingEndpoint = (config: Pick<Config, 'PUBLIC_URL'>, organizationId: number) =>
  `${config.PUBLIC_URL}/api/public/teams/${organizationId}/messages/`;

export async function findTeamsRow(db: Queryable, organizationId: number): Promise<TeamsRow | null> {
  const [row] = await db
    .select()
    .from(teamsIntegrations)
    .where(eq(teamsIntegrations.organizationId, organizationId));
  return row ?? null;
}

/** The organisation's Teams bot as its admins see it: never its secret, only whether one is set. */
export async function teamsIntegration(
  db: Queryable,
  config: Pick<Config, 'PUBLIC_URL'>,
  organizationId: number,
): Promise<TeamsIntegration> {
  const row = await findTeamsRow(db, organizationId);
  const [linked] = await db
    .select({ n: count() })
    .from(teamsLinks)
    .where(eq(teamsLinks.organizationId, organizationId));
  return {
    is_enabled: row?.isEnabled ?? false,
    tenant_id: row?.tenantId ?? null,
    app_id: row?.appId ?? null,
    has_client_secret: Boolean(row?.clientSecretSealed),
    linked_people: linked?.n ?? 0,
    messaging_endpoint: messagingEndpoint(config, organizationId),
  };
}

/** The bot's credentials, the secret opened, for the calls it makes to Microsoft; null unless Teams is on. */
export interface TeamsBot {
  organizationId: number;
  tenantId: string;
  appId: string;
  clientSecret: string;
}

export async function enabledTeamsBot(
  ctx: Pick<AppContext, 'sealer'>,
  db: Queryable,
  organizationId: number,
): Promise<TeamsBot | null> {
  const row = await findTeamsRow(db, organizationId);
  if (!row?.isEnabled || !row.clientSecretSealed) return null;
  return {
    organizationId,
    tenantId: row.tenantId,
    appId: row.appId,
    clientSecret: ctx.sealer.open(organizationId, row.clientSecretSealed),
  };
}

/**
 * Keeps the organisation's Teams bot: its tenant and app ids, a new client secret when one is given (sealed before
 * it is stored) and whether it is on. It can be turned on only with a secret. The audit trail records the change
 * and whether the secret was replaced, never the secret.
 */
export async function changeTeams(scope: Scope, settings: TeamsSettings) {
  const organizationId = scope.org.id;
  const before = await findTeamsRow(scope.tx, organizationId);
  const sealed = settings.client_secret
    ? scope.sealer.seal(organizationId, settings.client_secret)
    : (before?.clientSecretSealed ?? null);
  if (settings.is_enabled && !sealed) throw new AppError('teams_secret_required');
  const values = {
    tenantId: settings.tenant_id,
    appId: settings.app_id,
    clientSecretSealed: sealed,
    isEnabled: settings.is_enabled,
    updatedAt: new Date(),
  };
  await scope.tx
    .insert(teamsIntegrations)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: teamsIntegrations.organizationId, set: values });
  if (settings.is_enabled !== Boolean(before?.isEnabled)) {
    await changeNotificationChannel(scope.tx, organizationId, 'teams', settings.is_enabled);
  }
  const shown = (row: Pick<TeamsRow, 'tenantId' | 'appId' | 'isEnabled' | 'clientSecretSealed'> | null) =>
    row && {
      is_enabled: row.isEnabled,
      tenant_id: row.tenantId,
      app_id: row.appId,
      has_client_secret: Boolean(row.clientSecretSealed),
    };
  await scope.audit({
    action: 'integration.teams.change',
    entityType: 'organization',
    entityId: organizationId,
    before: shown(before),
    after: { ...shown(values), client_secret_replaced: Boolean(settings.client_secret) },
  });
}

/** Where the bot reaches one person, or null when they have not written to it yet. */
export async function findTeamsLink(db: Queryable, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(teamsLinks)
    .where(and(eq(teamsLinks.organizationId, organizationId), eq(teamsLinks.userId, userId)));
  return row ?? null;
}
