import { TIMESHEET_STATUSES, type TimesheetStatus, type ToolOptions } from '@atrium/contracts';
import { idOption } from '../../../platform/formFields';
import { textOption } from '../../../platform/tools/toolOptions';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The approvals' status filter: one status, or every one ('any'). What waits (submitted) unless chosen. */
export type ApprovalStatusFilter = TimesheetStatus | 'any';

const dateOption = (options: ToolOptions, key: string) => {
  const value = textOption(options, key);
  return value && DATE.test(value) ? value : undefined;
};

/** The approvals' filters kept in the tool's options (the URL), as the list route takes them. */
export function approvalFilters(options: ToolOptions) {
  const status = textOption(options, 'status');
  const month = textOption(options, 'month');
  return {
    status: (status === 'any' || TIMESHEET_STATUSES.includes(status as never)
      ? status
      : 'submitted') as ApprovalStatusFilter,
    project_id: idOption(options.project_id),
    week: dateOption(options, 'week'),
    month: month && MONTH.test(month) ? month : undefined,
    start_date: dateOption(options, 'start_date'),
    end_date: dateOption(options, 'end_date'),
    search: textOption(options, 'search'),
  };
}
export type ApprovalFilterValues = ReturnType<typeof approvalFilters>;
