import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    email: text('email').notNull(),
    /**
     * The email in lower case, which sign-in and imports find a person by. Stored, so the lookup is a range of
     * its index under row-level security, where `lower(email)` (not leakproof) would read every user.
     */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    passwordHash: text('password_hash'),
    extraAuthPasswordHash: text('extra_auth_password_hash'),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    dob: date('dob'),
    bloodGroup: text('blood_group'),
    maritalStatus: text('marital_status'),
    nationality: text('nationality'),
    mobile: text('mobile'),
    landline: text('landline'),
    photo: text('photo'),
    userType: text('user_type').notNull().default('employee'),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isTimesheetApprover: boolean('is_timesheet_approver').notNull().default(false),
    primaryRole: text('primary_role'),
    /** The user asked to receive their notifications by email too. */
    emailNotifications: boolean('email_notifications').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When the user closed or finished the first-visit tour: it is not offered again in any browser. */
    tourSeenAt: timestamp('tour_seen_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('users_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('users_org_email_key').on(t.organizationId, t.emailKey),
    /** Directories list people by name: a page is read in index order, not sorted from every row. */
    index('users_org_name_idx').on(t.organizationId, t.firstName, t.lastName, t.id),
  ],
);

/**
 * The words each person is found by, folded (lower case, accents removed): the words of their name, their email,
 * and each employee or contractor code whole and in its parts. Triggers on users, employees and contractors keep
 * it current (migration 0030; no foreign key: checking one per word made a 20,000-person import 30 times slower),
 * and a search reads it with `>=` and `<` ranges, the leakproof operators an index can answer under row-level
 * security. `word` sorts bytewise (collation "C") so a prefix is one range. Each word carries its person's first
 * and last names, so the people matching a prefix are read in order of the word, then the name, from the primary
 * key alone; the second index answers "has this person another word in the range" without reading a row.
 */
export const userSearchWords = pgTable(
  'user_search_words',
  {
    organizationId: organizationIdColumn(),
    word: text('word').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word, t.firstName, t.lastName, t.userId] }),
    index('user_search_words_org_user_idx').on(t.organizationId, t.userId, t.word),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    role: text('role').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.role] }),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Until when the additional sign-in of this session unlocks salary data. */
    extraAuthUntil: timestamp('extra_auth_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_org_token_key').on(t.organizationId, t.tokenHash),
    index('sessions_org_user_idx').on(t.organizationId, t.userId),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * API access tokens (the access-tokens module makes and lists them): a personal token acts as its owner, an
 * organisation token (no owner) as its own service user, made with it and holding the roles it was given. Only the token's SHA-256 is kept;
 * it lives in accounts beside sessions, so one statement finds either (liveSessionStatement).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    /** 'personal' or 'organization'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, to tell tokens apart on screen. */
    hint: text('hint').notNull(),
    /** The personal token's owner; null for an organisation token. */
    ownerUserId: integer('owner_user_id'),
    /**
     * The organisation token's service user (`user_type` 'service': no password, no employee record): the actor
     * of its requests, disabled when the token is revoked. Null for a personal token.
     */
    serviceUserId: integer('service_user_id'),
    createdByUserId: integer('created_by_user_id'),
    /** `module:read` or `module:write` each. */
    scopes: text('scopes').array().notNull(),
    /** An organisation token's roles; empty for a personal token, which has its owner's. */
    roles: text('roles').array().notNull().default(sql`'{}'`),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id'),
  },
  (t) => [
    uniqueIndex('access_tokens_org_token_key').on(t.organizationId, t.tokenHash),
    index('access_tokens_org_created_idx').on(t.organizationId, t.createdAt),
    index('access_tokens_org_owner_idx').on(t.organizationId, t.ownerUserId),
    index('access_tokens_org_service_user_idx').on(t.organizationId, t.serviceUserId),
    foreignKey({
      columns: [t.organizationId, t.ownerUserId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.serviceUserId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['password', 'extra_auth'] }).notNull(),
    isInitial: boolean('is_initial').notNull().default(false),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_tokens_org_token_key').on(t.organizationId, t.tokenHash),
    index('password_tokens_org_user_idx').on(t.organizationId, t.userId),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Failed attempts (sign-in, reset requests, additional sign-in) and access token uses counted per organisation in
 * the database, so every server process sees the same counts. One row per bucket and key (an account and address
 * pair, an address, an account, a token) for the current window.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    organizationId: organizationIdColumn(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.bucket, t.key] }),
    index('attempt_counters_org_window_idx').on(t.organizationId, t.windowEndsAt),
  ],
);
