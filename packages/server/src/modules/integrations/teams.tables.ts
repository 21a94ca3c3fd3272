import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';

/**
 * An organisation's Microsoft Teams bot: its Entra tenant, the bot's app (client) id and its client secret, sealed
 * with the organisation's data key (never answered by the API), and whether notifications and cards go to Teams.
 */
export const teamsIntegrations = pgTable('teams_integrations', {
  organizationId: organizationIdColumn()
    .primaryKey()
    .references(() => organizations.id),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  clientSecretSealed: text('client_secret_sealed'),
  isEnabled: boolean('is_enabled').notNull().default(false),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the bot reaches one person in Teams: their personal chat with it (the Bot Framework's service URL and
 * conversation id) and their Entra object id, learnt when they first write to the bot or install it.
 */
export const teamsLinks = pgTable(
  'teams_links',
  {
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    aadObjectId: text('aad_object_id').notNull(),
    teamsUserId: text('teams_user_id').notNull(),
    serviceUrl: text('service_url').notNull(),
    conversationId: text('conversation_id').notNull(),
    linkedAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('teams_links_org_aad_idx').on(t.organizationId, t.aadObjectId),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);
