import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { RoleIdSchema } from '../roles/role-ids';

/** Every access token starts with it, so a leaked one is easy to recognise (and to scan for). */
export const ACCESS_TOKEN_PREFIX = 'atr_';

/** How long a token lives unless its maker chooses another day. */
export const ACCESS_TOKEN_DEFAULT_DAYS = 90;

const addDays = (isoDay: string, days: number) => {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * The days a token made today may last until, inclusive: from tomorrow to one year from today (a 29 February
 * gives 28 February of the next year), and the day chosen unless the maker picks another.
 */
export function tokenExpiryBounds(today: string): { min: string; max: string; byDefault: string } {
  const day = new Date(`${today}T00:00:00Z`);
  const max = new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate()));
  if (max.getUTCMonth() !== day.getUTCMonth()) max.setUTCDate(0);
  return {
    min: addDays(today, 1),
    max: max.toISOString().slice(0, 10),
    byDefault: addDays(today, ACCESS_TOKEN_DEFAULT_DAYS),
  };
}

/**
 * The modules a token may be given scopes of: every server module with signed-in routes, but accounts (sign-in,
 * passwords, sessions, the salary key), integrations (how people sign in) and access tokens themselves, which no
 * token ever reaches.
 */
export const TOKEN_SCOPE_MODULES = [
  'workspaces',
  'org-setup',
  'templates',
  'forms',
  'people',
  'contractors',
  'exits',
  'clients',
  'hiring',
  'leave',
  'resources',
  'sales',
  'projects',
  'timesheets',
  'notifications',
  'tasks',
  'imports',
  'audit',
  'dashboard',
  'search',
] as const;
export type TokenScopeModule = (typeof TOKEN_SCOPE_MODULES)[number];

/** The modules no token ever reaches, whatever its scopes: sign-in and its settings, and tokens themselves. */
export const TOKEN_REFUSED_MODULES = ['accounts', 'access-tokens', 'integrations'] as const;

/** `read` allows GET and HEAD; `write` every other method. */
export const TOKEN_SCOPE_ACTIONS = ['read', 'write'] as const;
export type TokenScopeAction = (typeof TOKEN_SCOPE_ACTIONS)[number];

/** The action a request of this HTTP method needs. */
export const tokenActionOf = (method: string): TokenScopeAction =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write';

export const TOKEN_SCOPES = TOKEN_SCOPE_MODULES.flatMap((module) =>
  TOKEN_SCOPE_ACTIONS.map((action) => `${module}:${action}` as const),
);
export const TokenScopeSchema = z.enum(TOKEN_SCOPES as [string, ...string[]]);

export const ACCESS_TOKEN_KINDS = ['personal', 'organization'] as const;
export const AccessTokenKindSchema = z.enum(ACCESS_TOKEN_KINDS);
export type AccessTokenKind = z.infer<typeof AccessTokenKindSchema>;

export const ACCESS_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;

export const ACCESS_TOKENS_SORTABLE = ['name', 'created', 'expires'] as const;

export const AccessTokenCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(100),
    kind: AccessTokenKindSchema.default('personal'),
    scopes: z
      .array(TokenScopeSchema)
      .min(1, 'required')
      .max(TOKEN_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, 'invalid'),
    /** The last day the token works (it ends at the end of that day, UTC). */
    expires_on: z.iso.date(),
    /** An organisation token's roles (only roles its maker holds); none for a personal token. */
    roles: z.array(RoleIdSchema).max(40).default([]),
  })
  .strict();
export type AccessTokenCreate = z.input<typeof AccessTokenCreateSchema>;

const userRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const AccessTokenRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: AccessTokenKindSchema,
  /** The first characters of the token, enough to tell tokens apart, never enough to use one. */
  hint: z.string(),
  /** The personal token's owner; null for an organisation token. */
  owner: userRefSchema.nullable(),
  /**
   * The organisation token's service user: who its requests act as and the audit trail names. It cannot sign in,
   * has no employee record and is disabled when the token is revoked. Null for a personal token.
   */
  service_user: userRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  scopes: z.array(z.string()),
  roles: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
  /** The last day it works (UTC): it ends when that day ends, at `expires_at`. */
  expires_on: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(ACCESS_TOKEN_STATUSES),
});
export type AccessTokenRecord = z.infer<typeof AccessTokenRecordSchema>;
export const AccessTokenRecordPageSchema = pageSchema(AccessTokenRecordSchema);

/** A token just made: the only answer that carries the token itself. */
export const AccessTokenCreatedSchema = AccessTokenRecordSchema.extend({ token: z.string() });
export type AccessTokenCreated = z.infer<typeof AccessTokenCreatedSchema>;

/** A page of tokens, newest first unless `order_by` says otherwise; `search` matches names. */
export const AccessTokensListQuerySchema = listQuerySchema(ACCESS_TOKENS_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
});
export type AccessTokensListQuery = z.infer<typeof AccessTokensListQuerySchema>;

export const AccessTokenIdParamsSchema = z.object({ id: IdParamSchema });
