import type {
  CustomField,
  CustomFieldCreate,
  CustomFieldDefinition,
  CustomValuesUpdate,
} from '@atrium/contracts';
import { checkCustomValue } from '@atrium/contracts';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import {
  defineCustomField,
  findRecordFields,
  listCustomFields,
  retireCustomField,
  saveCustomValues,
} from '../../forms';
import { lockOpenProject } from '../project-locks';

/** Projects' custom fields are the forms module's fields of the timesheet project scope. */
const SCOPE = 'timesheet_project';

/** A field as project settings show it. */
export const asProjectField = (field: CustomFieldDefinition): CustomField => ({
  id: field.id,
  name: field.label,
  field_type: field.kind,
  options: field.options,
  is_required: field.required,
});

export async function findCustomFields(db: Queryable, organizationId: number) {
  return (await listCustomFields(db, organizationId, SCOPE)).map(asProjectField);
}

/** Every custom field with the project's value of it. */
export async function findProjectSettings(db: Queryable, organizationId: number, projectId: number) {
  return (await findRecordFields(db, organizationId, SCOPE, projectId)).map((field) => ({
    ...asProjectField(field),
    value: field.value,
  }));
}

/** A new project field; a name another field has is refused under `name`, the settings form's field. */
export async function createCustomField(scope: Scope, input: CustomFieldCreate) {
  const field = await defineCustomField(scope, SCOPE, null, {
    label: input.name,
    kind: input.field_type,
    options: input.options,
    required: input.is_required ?? false,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'custom_field_name_taken')
      throw new AppError(error.code, { codes: { name: [error.code] } });
    throw error;
  });
  return asProjectField(field);
}

/** Retires a field: projects no longer show nor ask for it. */
export function deleteCustomField(scope: Scope, id: number) {
  return retireCustomField(scope, SCOPE, id);
}

/** Whether a value reads as its field's type: a number, an ISO date, or one of the field's options. */
export function isValidCustomValue(field: CustomField, value: string) {
  const rule = { label: field.name, kind: field.field_type, options: field.options, required: false };
  return !('problem' in checkCustomValue(rule, value));
}

/** Sets the project's values of the fields given; an empty value clears one that is not required. */
export async function saveProjectSettings(scope: Scope, projectId: number, input: CustomValuesUpdate) {
  await lockOpenProject(scope.tx, scope.org.id, projectId);
  await saveCustomValues(scope, SCOPE, projectId, input);
  await scope.audit({
    action: 'project.settings',
    entityType: 'project',
    entityId: projectId,
    after: input.values,
  });
}
