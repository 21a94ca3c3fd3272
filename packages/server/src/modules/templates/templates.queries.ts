import {
  parseOrderBy,
  TEMPLATE_KIND_IDS,
  type Template,
  type TemplateKind,
  type TemplateListQuery,
  type TemplateSummary,
  type TemplateVersion,
  type TemplateVersionListQuery,
  templateKind,
  templateKindsOf,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { templates, templateVersions } from './templates.tables';

export type TemplateRow = typeof templates.$inferSelect;

export const toTemplateSummary = (row: TemplateRow): TemplateSummary => {
  const kind = row.kind as TemplateKind;
  const info = templateKind(kind);
  return {
    id: row.id,
    kind,
    module: info.module,
    output: info.output,
    name: row.name,
    is_default: row.isDefault,
    version: row.version,
    updated: row.updatedAt.toISOString(),
  };
};

export const toTemplate = (row: TemplateRow): Template => ({
  ...toTemplateSummary(row),
  subject: row.subject,
  body: row.body,
  created: row.createdAt.toISOString(),
});

const live = (organizationId: number) =>
  and(eq(templates.organizationId, organizationId), isNull(templates.archivedAt));

const sortColumns = { name: templates.name, updated: templates.updatedAt };

/** One page of the organisation's live templates, of a module or a kind, searched by name, in SQL. */
export async function findTemplatePage(db: Queryable, organizationId: number, query: TemplateListQuery) {
  const kinds = query.kind ? [query.kind] : query.module ? templateKindsOf(query.module) : TEMPLATE_KIND_IDS;
  const where = and(
    live(organizationId),
    inArray(templates.kind, kinds),
    query.search ? ilike(templates.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const rows = await db
    .select()
    .from(templates)
    .where(where)
    .orderBy(
      asc(templates.kind),
      desc(templates.isDefault),
      direction(sortColumns[order.field as keyof typeof sortColumns]),
      asc(templates.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(templates).where(where);
  return { count: total?.value ?? 0, results: rows.map(toTemplateSummary) };
}

export async function findTemplate(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(live(organizationId), eq(templates.id, id)));
  return row;
}

/** The kind's default template, if the organisation keeps one. */
export async function findDefaultTemplate(db: Queryable, organizationId: number, kind: TemplateKind) {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(live(organizationId), eq(templates.kind, kind), eq(templates.isDefault, true)));
  return row;
}

/** Per kind: how many live templates and the default's name. */
export async function countTemplatesByKind(db: Queryable, organizationId: number) {
  return db
    .select({
      kind: templates.kind,
      templates: count(),
      isDefault: templates.isDefault,
      name: templates.name,
    })
    .from(templates)
    .where(live(organizationId))
    .groupBy(templates.kind, templates.isDefault, templates.name);
}

const toVersion = (row: typeof templateVersions.$inferSelect): TemplateVersion => ({
  version: row.version,
  subject: row.subject,
  body: row.body,
  note: row.note,
  created: row.createdAt.toISOString(),
  created_by_name: row.createdByName,
});

/** A template's versions, newest first, a page at a time. */
export async function findVersionPage(
  db: Queryable,
  organizationId: number,
  templateId: number,
  query: TemplateVersionListQuery,
) {
  const where = and(
    eq(templateVersions.organizationId, organizationId),
    eq(templateVersions.templateId, templateId),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'version', isDescending: true };
  const rows = await db
    .select()
    .from(templateVersions)
    .where(where)
    .orderBy((order.isDescending ? desc : asc)(templateVersions.version))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(templateVersions).where(where);
  return { count: total?.value ?? 0, results: rows.map(toVersion) };
}

export async function findVersion(
  db: Queryable,
  organizationId: number,
  templateId: number,
  version: number,
) {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(
      and(
        eq(templateVersions.organizationId, organizationId),
        eq(templateVersions.templateId, templateId),
        eq(templateVersions.version, version),
      ),
    );
  return row ? toVersion(row) : undefined;
}
