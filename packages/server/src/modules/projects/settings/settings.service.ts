import type { CustomField, CustomFieldCreate, ProjectSettingsUpdate } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { AppError, invalid } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import { lockOpenProject } from '../project-locks';
import { projectCustomFields, projectCustomValues } from '../projects.tables';

export function findCustomFields(db: Queryable, organizationId: number) {
  return queryRows<CustomField>(
    db,
    sql`select id, name, field_type, options, is_required from project_custom_fields
        where organization_id = ${organizationId} order by lower(name), id`,
  );
}

/** Every custom field with the project's value of it. */
export function findProjectSettings(db: Queryable, organizationId: number, projectId: number) {
  return queryRows<CustomField & { value: string | null }>(
    db,
    sql`select f.id, f.name, f.field_type, f.options, f.is_required, v.value
        from project_custom_fields f
        left join project_custom_values v on v.organization_id = f.organization_id and v.field_id = f.id
          and v.project_id = ${projectId}
        where f.organization_id = ${organizationId} order by lower(f.name), f.id`,
  );
}

export async function createCustomField(scope: Scope, input: CustomFieldCreate) {
  const { tx, org } = scope;
  const [other] = await tx
    .select({ id: projectCustomFields.id })
    .from(projectCustomFields)
    .where(
      and(
        eq(projectCustomFields.organizationId, org.id),
        sql`lower(${projectCustomFields.name}) = lower(${input.name})`,
      ),
    );
  if (other) throw new AppError('custom_field_name_taken', { codes: { name: ['custom_field_name_taken'] } });
  const [field] = await tx
    .insert(projectCustomFields)
    .values({
      organizationId: org.id,
      name: input.name,
      fieldType: input.field_type,
      options: input.field_type === 'select' ? (input.options ?? []) : [],
      isRequired: input.is_required ?? false,
    })
    .returning();
  if (!field) throw new Error('custom field insert returned nothing');
  await scope.audit({
    action: 'project_custom_field.create',
    entityType: 'project_custom_field',
    entityId: field.id,
    after: field,
  });
  return field;
}

/** Removes a field and every project's value of it. */
export async function deleteCustomField(scope: Scope, id: number) {
  const { tx, org } = scope;
  const [before] = await tx
    .delete(projectCustomFields)
    .where(and(eq(projectCustomFields.organizationId, org.id), eq(projectCustomFields.id, id)))
    .returning();
  if (!before) throw new AppError('not_found');
  await scope.audit({
    action: 'project_custom_field.delete',
    entityType: 'project_custom_field',
    entityId: id,
    before,
  });
}

/** Whether a value reads as its field's type: a number, an ISO date, or one of the field's options. */
export function isValidCustomValue(field: CustomField, value: string) {
  switch (field.field_type) {
    case 'number':
      return /^-?\d{1,13}(\.\d{1,2})?$/.test(value);
    case 'date': {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value)
      );
    }
    case 'select':
      return field.options.includes(value);
    default:
      return true;
  }
}

/** Sets the project's values of the fields given; an empty value clears one that is not required. */
export async function saveProjectSettings(scope: Scope, projectId: number, input: ProjectSettingsUpdate) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const fields = new Map((await findCustomFields(tx, org.id)).map((field) => [String(field.id), field]));
  const codes: Record<string, string[]> = {};
  for (const [id, raw] of Object.entries(input.values)) {
    const field = fields.get(id);
    const value = raw?.trim() ?? '';
    if (!field) codes[id] = ['invalid'];
    else if (!value && field.is_required) codes[id] = ['required'];
    else if (value && !isValidCustomValue(field, value)) codes[id] = ['invalid'];
  }
  if (Object.keys(codes).length) throw invalid(codes);
  for (const [id, raw] of Object.entries(input.values)) {
    const value = raw?.trim() ?? '';
    const fieldId = Number(id);
    const where = and(
      eq(projectCustomValues.organizationId, org.id),
      eq(projectCustomValues.projectId, projectId),
      eq(projectCustomValues.fieldId, fieldId),
    );
    if (!value) await tx.delete(projectCustomValues).where(where);
    else
      await tx
        .insert(projectCustomValues)
        .values({ organizationId: org.id, projectId, fieldId, value })
        .onConflictDoUpdate({
          target: [
            projectCustomValues.organizationId,
            projectCustomValues.projectId,
            projectCustomValues.fieldId,
          ],
          set: { value, updatedAt: sql`now()` },
        });
  }
  await scope.audit({
    action: 'project.settings',
    entityType: 'project',
    entityId: projectId,
    after: input.values,
  });
}
