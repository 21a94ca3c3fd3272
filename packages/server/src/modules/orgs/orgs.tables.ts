import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../platform/db/columns';

export interface OrganizationSettings {
  department_display_name: string;
  sub_department_display_name: string;
}

export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    primaryLoginProvider: text('primary_login_provider').notNull().default('internal'),
    secondaryLoginProviders: text('secondary_login_providers').array().notNull().default(sql`'{}'::text[]`),
    /** The email domains whose Google accounts may sign in (lower case); empty lets any verified address. */
    googleAllowedDomains: text('google_allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    /** Where its notifications go beside the bell and email, as its integrations turn them on (`teams`). */
    notificationChannels: text('notification_channels').array().notNull().default(sql`'{}'::text[]`),
    settings: jsonb('settings')
      .$type<OrganizationSettings>()
      .notNull()
      .default({ department_display_name: 'function', sub_department_display_name: 'sub function' }),
    projectPermissionVariant: text('project_permission_variant').notNull().default('default'),
    /** IANA time zone of the organisation's calendar: what "today" means for its leave, exits and reminders. */
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    /** How many active users the organisation may have; null means no limit. */
    memberLimit: integer('member_limit').default(50),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('organizations_slug_key').on(t.slug)],
);

export const organizationHosts = pgTable(
  'organization_hosts',
  {
    host: text('host').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('organization_hosts_org_idx').on(t.organizationId)],
);
