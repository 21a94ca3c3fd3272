import type { ToolsData, WorkspaceTool } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

export const workspaces = pgTable(
  'workspaces',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    layoutId: integer('layout_id').notNull(),
    tools: jsonb('tools').$type<WorkspaceTool[]>().notNull(),
    toolsData: jsonb('tools_data').$type<ToolsData>().notNull().default({}),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Roles that may open it; empty: everyone signed in. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** A named rule of @atrium/contracts WORKSPACE_ACCESS_RULES the caller must also meet. */
    accessRule: text('access_rule'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('workspaces_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('workspaces_org_name_key').on(t.organizationId, t.name),
    uniqueIndex('workspaces_org_default_key').on(t.organizationId).where(sql`${t.isDefault}`),
    index('workspaces_org_display_name_idx').on(t.organizationId, t.displayName),
  ],
);

/**
 * The default workspaces and tools an organisation has been given, so that a release adds only what is new to it:
 * a default workspace or tool its admins removed is not brought back.
 */
export const workspaceDefaultsGiven = pgTable(
  'workspace_defaults_given',
  {
    organizationId: organizationIdColumn().references(() => organizations.id),
    workspaceName: text('workspace_name').notNull(),
    /** Empty for the workspace itself. */
    toolIdentifier: text('tool_identifier').notNull().default(''),
    givenAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.workspaceName, t.toolIdentifier] })],
);
