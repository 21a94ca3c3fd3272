import { approvesTimesheets } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { scopeActor } from '../../platform/scope';
import type { CardDecision } from '../integrations';
import { findLineDeciders } from './line-deciders.queries';
import { decide } from './timesheet.service';
import { approvalScope, decidesLine } from './timesheets.policy';
import { timesheetEntries } from './timesheets.tables';

/**
 * A submitted week decided from its approver's Teams card: every line of it awaiting a decision that the person
 * who pressed it decides (their projects', or all of them for their reports or as timesheet manager), with the same
 * rules the approvals screen keeps.
 */
export const timesheetCardDecision: CardDecision = {
  requestType: 'timesheet',
  awaitsDecision: (action) => action === 'timesheet:submitted',
  async decide(scope, id, verb, reason) {
    const actor = scopeActor(scope);
    assertAllowed(approvesTimesheets(actor));
    const submitted = await scope.tx
      .selectDistinct({ projectId: timesheetEntries.projectId })
      .from(timesheetEntries)
      .where(
        and(
          eq(timesheetEntries.organizationId, scope.org.id),
          eq(timesheetEntries.timesheetId, id),
          eq(timesheetEntries.status, 'submitted'),
        ),
      );
    const lines = submitted.map(({ projectId }) => ({ timesheetId: id, projectId }));
    if (!lines.length) throw new AppError('timesheet_transition_not_allowed');
    const deciders = await findLineDeciders(scope.tx, scope.org.id, lines);
    const mine = lines.filter((_line, i) =>
      decidesLine(approvalScope(actor), deciders[i] as (typeof deciders)[0]),
    );
    assertAllowed(mine.length > 0);
    await decide(
      scope,
      {
        decision: verb,
        items: mine.map((line) => ({ timesheet_id: line.timesheetId, project_id: line.projectId })),
        ...(verb === 'reject' ? { reason } : {}),
      },
      async () => true,
    );
    return verb === 'approve' ? 'Approved' : 'Rejected';
  },
};
