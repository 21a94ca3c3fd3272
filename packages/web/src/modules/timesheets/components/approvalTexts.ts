import {
  type ApprovalRow,
  lineDecisionRefusal,
  TIMESHEET_STATUS_TEXTS,
  type TimesheetDecision,
  type TimesheetStatus,
  timesheetTransition,
} from '@atrium/contracts';
import type { ApprovalStatusFilter } from './approvalOptions';

/** What the approvals show, by the status chosen: the tab's title and the table's name. */
export const APPROVAL_VIEW_TITLES: Record<ApprovalStatusFilter, string> = {
  submitted: 'To approve',
  approved: 'Approved timesheets',
  rejected: 'Rejected timesheets',
  reopened: 'Reopened timesheets',
  skipped: 'Skipped timesheets',
  frozen: 'Frozen timesheets',
  billed: 'Billed timesheets',
  draft: 'Draft timesheets',
  any: 'All timesheets',
};

export const DECIDED_TEXTS: Record<TimesheetDecision, string> = {
  approve: 'approved',
  reject: 'rejected',
  reopen: 'reopened',
  skip: 'skipped',
};

/**
 * What rejecting, reopening and skipping do to the time and who is told: the confirmation's text, and the hint on
 * the buttons (the server tells the person whose time it is, with the reason given).
 */
export const DECISION_HELP: Record<Exclude<TimesheetDecision, 'approve'>, string> = {
  reject: 'The person is told, with your reason, and can change the time and submit it again.',
  reopen:
    'The time goes back to the person to change and submit again; until it is approved again it counts as neither approved nor billable. The person is told, with your reason. Frozen or billed time is final and is never reopened.',
  skip: 'The time stays on record but is not approved: it waits for no one and is not billed. The person is told, and it can be reopened later.',
};

const statusList = (statuses: readonly TimesheetStatus[]) => {
  const words = statuses.map((status) => TIMESHEET_STATUS_TEXTS[status].toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
};

/**
 * Why a decision cannot be taken on the chosen lines, by the state machine's rules, or null when it can be on
 * every one (the server refuses the whole decision otherwise).
 */
export function decisionRefusalText(decision: TimesheetDecision, chosen: readonly ApprovalRow[]) {
  if (!chosen.length) return 'Choose the lines to decide first.';
  const refusals = chosen.map((row) =>
    lineDecisionRefusal(
      row.days.map((day) => day.status),
      decision,
    ),
  );
  const refused = refusals.filter((refusal) => refusal !== null);
  if (!refused.length) return null;
  const which =
    refused.length === chosen.length
      ? chosen.length === 1
        ? 'the chosen line'
        : 'the chosen lines'
      : `${refused.length} of the ${chosen.length} chosen lines`;
  const isPlural = refused.length > 1;
  if (refused.includes('timesheet_finalised'))
    return `Frozen or billed time is final and is never reopened: ${which} ${isPlural ? 'hold' : 'holds'} some.`;
  return `Only ${statusList(timesheetTransition(decision).from)} time can be ${DECIDED_TEXTS[decision]}: ${which} ${isPlural ? 'have' : 'has'} none.`;
}
