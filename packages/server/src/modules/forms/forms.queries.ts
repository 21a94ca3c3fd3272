import {
  type FormAnswer,
  type FormDetail,
  type FormPurpose,
  type FormRow,
  type FormsListQuery,
  type FormVersion,
  type FormVersionStatus,
  type FormVersionSummary,
  type FormVersionsQuery,
  parseOrderBy,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { users } from '../accounts';
import { formAnswers, forms, formVersions } from './forms.tables';

type VersionRow = typeof formVersions.$inferSelect;

export const toFormVersion = (row: VersionRow): FormVersion => ({
  id: row.id,
  form_id: row.formId,
  version: row.version,
  name: row.name,
  purpose: row.purpose as FormPurpose,
  status: row.status as FormVersionStatus,
  fields: row.fields,
  created: row.createdAt.toISOString(),
  published_at: row.publishedAt?.toISOString() ?? null,
  retired_at: row.retiredAt?.toISOString() ?? null,
});

const latest = alias(formVersions, 'latest');
const active = alias(formVersions, 'active');

/** The form's newest version: the highest number among its versions. */
const isNewest = sql`${latest.version} = (select max(v.version) from form_versions v
  where v.organization_id = ${forms.organizationId} and v.form_id = ${forms.id})`;

const formSort = { name: latest.name, updated: forms.updatedAt };

/** The Form Builder's list: each form by its newest version, filtered by purpose and name, paged in SQL. */
export async function findFormPage(db: Queryable, organizationId: number, query: FormsListQuery) {
  const where = and(
    eq(forms.organizationId, organizationId),
    query.purpose ? eq(forms.purpose, query.purpose) : undefined,
    query.search ? ilike(latest.name, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const joinLatest = and(
    eq(latest.organizationId, forms.organizationId),
    eq(latest.formId, forms.id),
    isNewest,
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'updated', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await db
    .select({
      id: forms.id,
      purpose: forms.purpose,
      updatedAt: forms.updatedAt,
      name: latest.name,
      latestVersion: latest.version,
      latestStatus: latest.status,
      fieldCount: sql<number>`jsonb_array_length(${latest.fields})::int`,
      activeVersion: active.version,
    })
    .from(forms)
    .innerJoin(latest, joinLatest)
    .leftJoin(
      active,
      and(
        eq(active.organizationId, forms.organizationId),
        eq(active.formId, forms.id),
        eq(active.status, 'active'),
      ),
    )
    .where(where)
    .orderBy(direction(formSort[order.field as keyof typeof formSort] ?? forms.updatedAt), desc(forms.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(forms).innerJoin(latest, joinLatest).where(where);
  return {
    count: total?.value ?? 0,
    results: rows.map(
      (row): FormRow => ({
        id: row.id,
        name: row.name,
        purpose: row.purpose as FormPurpose,
        latest_version: row.latestVersion,
        latest_status: row.latestStatus as FormVersionStatus,
        active_version: row.activeVersion,
        field_count: row.fieldCount,
        updated: row.updatedAt.toISOString(),
      }),
    ),
  };
}

/** A form with the version the builder works on: its draft if it has one, else its newest version. */
export async function findFormDetail(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<FormDetail | null> {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.organizationId, organizationId), eq(forms.id, id)));
  if (!form) return null;
  const versions = await db
    .select()
    .from(formVersions)
    .where(
      and(
        eq(formVersions.organizationId, organizationId),
        eq(formVersions.formId, id),
        sql`(${formVersions.status} in ('draft', 'active') or ${formVersions.version} = (select max(v.version)
          from form_versions v where v.organization_id = ${organizationId} and v.form_id = ${id}))`,
      ),
    )
    .orderBy(desc(formVersions.version));
  const draft = versions.find((version) => version.status === 'draft');
  const current = draft ?? versions[0];
  if (!current) return null;
  return {
    id: form.id,
    purpose: form.purpose as FormPurpose,
    created: form.createdAt.toISOString(),
    active_version_id: versions.find((version) => version.status === 'active')?.id ?? null,
    current: toFormVersion(current),
  };
}

/** A form's versions, newest first unless sorted, paged in SQL. */
export async function findVersionPage(
  db: Queryable,
  organizationId: number,
  formId: number,
  query: FormVersionsQuery,
) {
  const where = and(eq(formVersions.organizationId, organizationId), eq(formVersions.formId, formId));
  const order = parseOrderBy(query.order_by) ?? { field: 'version', isDescending: true };
  const rows = await db
    .select()
    .from(formVersions)
    .where(where)
    .orderBy(order.isDescending ? desc(formVersions.version) : asc(formVersions.version))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(formVersions).where(where);
  return {
    count: total?.value ?? 0,
    results: rows.map((row): FormVersionSummary => {
      const { fields, ...version } = toFormVersion(row);
      return { ...version, field_count: fields.length };
    }),
  };
}

/** One version of one form by its number. */
export async function findFormVersion(
  db: Queryable,
  organizationId: number,
  formId: number,
  version: number,
) {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(
      and(
        eq(formVersions.organizationId, organizationId),
        eq(formVersions.formId, formId),
        eq(formVersions.version, version),
      ),
    );
  return row ? toFormVersion(row) : null;
}

/** One version by its id: what an answer was given on, readable whatever has been published since. */
export async function findVersionById(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.organizationId, organizationId), eq(formVersions.id, id)));
  return row ? toFormVersion(row) : null;
}

/** The version of `purpose` people fill in now: the organisation's one active version, or null. */
export async function activeFormFor(db: Queryable, organizationId: number, purpose: FormPurpose) {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(
      and(
        eq(formVersions.organizationId, organizationId),
        eq(formVersions.purpose, purpose),
        eq(formVersions.status, 'active'),
      ),
    );
  return row ? toFormVersion(row) : null;
}

/** The answers given for one record of a purpose (an exit's interview), with who gave them; null if none. */
export async function answerFor(
  db: Queryable,
  organizationId: number,
  purpose: FormPurpose,
  recordId: number,
): Promise<FormAnswer | null> {
  const [row] = await db
    .select({
      answer: formAnswers,
      name: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(formAnswers)
    .leftJoin(
      users,
      and(eq(users.organizationId, formAnswers.organizationId), eq(users.id, formAnswers.answeredByUserId)),
    )
    .where(
      and(
        eq(formAnswers.organizationId, organizationId),
        eq(formAnswers.purpose, purpose),
        eq(formAnswers.recordId, recordId),
      ),
    );
  if (!row) return null;
  const { answer } = row;
  return {
    id: answer.id,
    form_version_id: answer.formVersionId,
    purpose: answer.purpose as FormPurpose,
    record_id: answer.recordId,
    answers: answer.answers,
    answered_by:
      answer.answeredByUserId === null ? null : { id: answer.answeredByUserId, name: row.name ?? '' },
    answered_at: answer.answeredAt.toISOString(),
  };
}
