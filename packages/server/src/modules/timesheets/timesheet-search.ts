import {
  displayApiDate,
  type SearchResult,
  TIMESHEET_STATUS_TEXTS,
  WORKSPACE_NAMES,
} from '@atrium/contracts';
import type { SearchProvider } from '../../platform/search/search-provider';
import { findTimesheetsSeenBy } from './approval-lines.queries';

/** `TS-7`, `ts7`, `TS-0007`, `ts-0007`: the number of the sheet the term names, or null for any other term. */
export function timesheetNumberOf(term: string): number | null {
  const code = /^ts-?0*(\d{1,9})$/i.exec(term.trim());
  return code ? Number(code[1]) : null;
}

/**
 * Timesheets by code (spec 2.8), for their owner and those who approve their time (the approvals list's scope;
 * every sheet for the timesheet manager and the CEO). Only a code looks anything up. The result opens the
 * Timesheets workspace on the sheet's week.
 */
export const timesheetSearchProvider: SearchProvider = {
  type: 'timesheet',
  async search(tx, actor, { text: term }) {
    const number = timesheetNumberOf(term);
    if (number === null) return [];
    const sheets = await findTimesheetsSeenBy(tx, actor, { number });
    return sheets.map(
      (sheet): SearchResult => ({
        type: 'timesheet',
        id: sheet.id,
        display_name: `${sheet.code} · ${sheet.employee.name}`,
        sub_text: `Week of ${displayApiDate(sheet.week_start)} · ${TIMESHEET_STATUS_TEXTS[sheet.status]}`,
        label: null,
        resolve: { for_workspace: WORKSPACE_NAMES.TIMESHEETS, data: { id: sheet.id } },
      }),
    );
  },
};
