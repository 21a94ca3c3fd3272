import type { FormsRecordCreate } from '@atrium/contracts';
import type { Scope } from '../../platform/scope';
import { toFormsRecord } from './forms.queries';
import { formsRecords } from './forms.tables';

/** Adds a record in the caller's name, with its audit row. */
export async function addFormsRecord(scope: Scope, input: FormsRecordCreate) {
  const [row] = await scope.tx
    .insert(formsRecords)
    .values({ organizationId: scope.org.id, name: input.name, createdBy: scope.by.actorUserId })
    .returning();
  if (!row) throw new Error('forms_records insert returned nothing');
  await scope.audit({
    action: 'forms_record.create',
    entityType: 'forms_record',
    entityId: row.id,
    after: row,
  });
  return toFormsRecord(row);
}
