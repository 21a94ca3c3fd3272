import type { CustomValuesUpdate } from '@atrium/contracts';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { saveCustomValues } from '../forms';
import { assertOpen, lockOpportunity, recordEvent } from './opportunity.service';
import { STAGE_FIELDS } from './sales-process.queries';

/**
 * Fills in the custom fields of the open opportunity's current stage (those of passed stages are read only), each
 * checked against its field; an empty value clears one that is not required. Noted in its history and audited.
 */
export async function saveOpportunityFields(scope: Scope, id: number, input: CustomValuesUpdate) {
  const row = await lockOpportunity(scope, id);
  assertOpen(row);
  if (row.stageId === null) throw new AppError('opportunity_stage_not_allowed');
  const changed = await saveCustomValues(scope, STAGE_FIELDS, id, input, { stageIds: [row.stageId] });
  await recordEvent(scope, id, { action: 'edit', comment: `Fields: ${Object.keys(changed).join(', ')}` });
  await scope.audit({
    action: 'opportunity.fields',
    entityType: 'opportunity',
    entityId: id,
    after: { stage_id: row.stageId, values: changed },
  });
}
