import type { FormField, FormValues } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';

/** A form of the Form Builder: what it is for, and its versions (form_versions). */
export const forms = pgTable(
  'forms',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    purpose: text('purpose').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('forms_org_id_key').on(t.organizationId, t.id),
    index('forms_org_purpose_idx').on(t.organizationId, t.purpose, t.updatedAt),
    foreignKey({
      columns: [t.organizationId, t.createdByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/**
 * One version of a form: its name and ordered questions as built. A draft is edited in place; publishing makes it
 * the purpose's one active version and retires the one before; an active version is never changed again.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    formId: integer('form_id').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    /** The form's purpose, kept here so one active version per purpose is a unique index. */
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('draft'),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    unique('form_versions_org_id_key').on(t.organizationId, t.id),
    unique('form_versions_org_form_version_key').on(t.organizationId, t.formId, t.version),
    uniqueIndex('form_versions_one_active_key')
      .on(t.organizationId, t.purpose)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('form_versions_one_draft_key')
      .on(t.organizationId, t.formId)
      .where(sql`${t.status} = 'draft'`),
    foreignKey({ columns: [t.organizationId, t.formId], foreignColumns: [forms.organizationId, forms.id] }),
    foreignKey({
      columns: [t.organizationId, t.createdByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** Answers to a form version, as typed JSON by question key, for one record of a purpose (an exit's interview). */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    formVersionId: integer('form_version_id').notNull(),
    purpose: text('purpose').notNull(),
    recordId: integer('record_id').notNull(),
    answers: jsonb('answers').$type<FormValues>().notNull(),
    answeredByUserId: integer('answered_by_user_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('form_answers_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('form_answers_org_record_key').on(t.organizationId, t.purpose, t.recordId),
    index('form_answers_org_version_idx').on(t.organizationId, t.formVersionId),
    foreignKey({
      columns: [t.organizationId, t.formVersionId],
      foreignColumns: [formVersions.organizationId, formVersions.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.answeredByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/**
 * A custom field an organisation adds to the records of a scope: every project (`timesheet_project`), or the
 * opportunities at one stage of its sales process (`sales_opportunity_stage`, `stage_id` naming the stage; the sales
 * module checks it). A retired field keeps its values but is no longer shown or asked for.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    scope: text('scope').notNull(),
    stageId: integer('stage_id'),
    label: text('label').notNull(),
    /** text, number, date or select. */
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
    /** The order a stage lists its fields in; project fields list by label. */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('custom_fields_org_id_key').on(t.organizationId, t.id),
    index('custom_fields_org_scope_idx').on(t.organizationId, t.scope, t.stageId, t.position),
    uniqueIndex('custom_fields_org_active_label_key')
      .on(t.organizationId, t.scope, sql`coalesce(${t.stageId}, 0)`, sql`lower(${t.label})`)
      .where(sql`${t.active}`),
  ],
);

/** One record's value of a custom field, as text checked against the field's kind. */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    scope: text('scope').notNull(),
    /** The project or opportunity the value belongs to. */
    recordId: integer('record_id').notNull(),
    fieldId: integer('field_id').notNull(),
    value: text('value').notNull(),
    updatedByUserId: integer('updated_by_user_id'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('custom_field_values_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('custom_field_values_org_record_field_key').on(
      t.organizationId,
      t.scope,
      t.recordId,
      t.fieldId,
    ),
    index('custom_field_values_org_field_idx').on(t.organizationId, t.fieldId),
    foreignKey({
      columns: [t.organizationId, t.fieldId],
      foreignColumns: [customFields.organizationId, customFields.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.updatedByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/**
 * Files uploaded for a file question of one record's form, kept in the platform file store (`file_key`). A file
 * is uploaded before the answers are sent, then tied to the answer that names it (`form_answer_id`), and goes
 * with that answer.
 */
export const formFiles = pgTable(
  'form_files',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    purpose: text('purpose').notNull(),
    recordId: integer('record_id').notNull(),
    fieldKey: text('field_key').notNull(),
    formAnswerId: integer('form_answer_id'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('form_files_org_record_idx').on(t.organizationId, t.purpose, t.recordId),
    index('form_files_org_answer_idx').on(t.organizationId, t.formAnswerId),
    index('form_files_org_uploader_idx').on(t.organizationId, t.uploadedByUserId),
    foreignKey({
      columns: [t.organizationId, t.formAnswerId],
      foreignColumns: [formAnswers.organizationId, formAnswers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.uploadedByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);
