import type { CustomField } from '@atrium/contracts';
import { type ImportRow, rowParser } from '../../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../../platform/imports/import-handler';
import { addRowError, nameKey, plannedRows } from '../../../platform/imports/row-values';
import { scopeOn } from '../../../platform/scope';
import { findFilledKeys } from '../../forms';
import { projectCode, projectFinder } from '../project-lookup';
import { findCustomFields, isValidCustomValue, saveProjectSettings } from './settings.service';

type CustomValueFileRow = ImportRow<'project_custom_fields'>;

const valueKey = (projectId: number, fieldId: number) => `${projectId}:${fieldId}`;

/** Why a value does not read as its field's type. */
function valueMessage(field: CustomField) {
  switch (field.field_type) {
    case 'number':
      return 'Enter a number with up to 2 decimals.';
    case 'date':
      return 'Enter a date as YYYY-MM-DD.';
    default:
      return `Use one of: ${field.options.join(', ')}.`;
  }
}

/**
 * Projects' values of the organisation's custom fields, a value a row, by project code or name and field name:
 * a value is set as the project's Settings tab sets it (its field's type, a required field never emptied), an empty
 * one clears it. A closed project is settled.
 */
export const projectCustomFieldImport: ImportHandler<CustomValueFileRow> = {
  kind: 'project_custom_fields',
  parseRow: rowParser('project_custom_fields'),
  keyOf: (row) => `${nameKey(row.project)} · ${nameKey(row.field)}`,
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const findProject = await projectFinder(tx, organizationId);
    const fields = await findCustomFields(tx, organizationId);
    const fieldByName = new Map(fields.map((field) => [nameKey(field.name), field]));
    const onRecord = await findFilledKeys(tx, organizationId, 'timesheet_project');

    const rowErrors = new Map<number, FieldErrors>();
    const planned = new Map<number, { projectId: number; fieldId: number }>();
    for (const { rowNumber, row } of rows) {
      const project = findProject(row.project);
      const field = fieldByName.get(nameKey(row.field));
      if (!project) addRowError(rowErrors, rowNumber, 'project', `There is no project "${row.project}".`);
      else if (project.status === 'closed')
        addRowError(
          rowErrors,
          rowNumber,
          'project',
          `${projectCode(project)} is closed and cannot be changed.`,
        );
      if (!field)
        addRowError(rowErrors, rowNumber, 'field', `There is no project custom field "${row.field}".`);
      else if (row.value === null && field.is_required)
        addRowError(rowErrors, rowNumber, 'value', `${field.name} is required; it cannot be emptied.`);
      else if (row.value !== null && !isValidCustomValue(field, row.value))
        addRowError(rowErrors, rowNumber, 'value', valueMessage(field));
      if (project && field && !rowErrors.has(rowNumber))
        planned.set(rowNumber, { projectId: project.id, fieldId: field.id });
    }

    return {
      rowErrors,
      async write(writeTx, batch) {
        const byProject = new Map<number, Record<string, string | null>>();
        let added = 0;
        for (const { row, projectId, fieldId } of plannedRows(batch, planned)) {
          byProject.set(projectId, { ...byProject.get(projectId), [fieldId]: row.value });
          if (row.value !== null && !onRecord.has(valueKey(projectId, fieldId))) added += 1;
        }
        const batchScope = scopeOn(scope, writeTx);
        for (const [projectId, changes] of byProject)
          await saveProjectSettings(batchScope, projectId, { values: changes });
        return { added, updated: batch.length - added };
      },
    };
  },
};
