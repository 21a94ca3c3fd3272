import {
  approvesEveryTimesheet,
  approvesTimesheets,
  keepsTimesheet,
  readsUtilisation,
  type TimesheetSummary,
  type ToolOptions,
} from '@atrium/contracts';
import { Alert, Flex, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { isApiError } from '../../platform/apiClient';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { approvalFilters } from './components/approvalOptions';
import { APPROVAL_VIEW_TITLES } from './components/approvalTexts';
import { MyWeekPanel } from './components/MyWeek';
import { useApprovals, useTimesheet } from './timesheets.api';

// The approvals (their filters, pickers and table) load when first shown, as the utilisation does.
const ApprovalsPanel = lazy(() =>
  import('./components/Approvals').then((m) => ({ default: m.ApprovalsPanel })),
);
const UtilisationTab = lazy(() => import('./UtilisationTab').then((m) => ({ default: m.UtilisationTab })));

/** Where a sheet opens: the caller's own on its week, another's in the approvals on that week, searched by name. */
const optionsFor = (options: ToolOptions, sheet: TimesheetSummary): ToolOptions =>
  withOptions(
    options,
    sheet.is_own
      ? { id: undefined, tab: 'mine', week: sheet.week_start, search: undefined, status: undefined }
      : {
          id: undefined,
          tab: 'approvals',
          week: sheet.week_start,
          search: sheet.employee.name,
          status: 'any',
        },
  );

/**
 * 'timesheet' (Timesheets): my week of time, and for approvers the time that waits for them. It opens on what
 * waits, when something does; options `week` and `search` (and `status`, 'any' for every status) open the
 * approvals on one week and person. Option `id` (a search result, a notification) opens that sheet's week: the
 * caller's own in My timesheet, another's in the approvals. Delivery leads and project owners see the utilisation
 * of their projects (tab 'utilisation', loaded when first opened).
 */
export function TimesheetTool({ options, onOptionsChange }: ToolProps) {
  const keeps = useCan(keepsTimesheet);
  const approves = useCan(approvesTimesheets);
  // The timesheet manager and the CEO see every project's utilisation in Bulk Timesheets.
  const seesUtilisation = useCan((actor) => readsUtilisation(actor) && !approvesEveryTimesheet(actor));
  const id = idOption(options.id);
  const sheet = useTimesheet(id);
  const waiting = useApprovals({ status: 'submitted', limit: 1, offset: 0 }, approves);
  const pending = waiting.data?.count ?? 0;

  useEffect(() => {
    if (sheet.data && sheet.data.id === id) onOptionsChange(optionsFor(options, sheet.data));
  }, [sheet.data, id, options, onOptionsChange]);

  if (id !== undefined && !sheet.isError) return <Skeleton active />;

  const chosen = textOption(options, 'tab');
  const available = [
    ...(keeps ? ['mine'] : []),
    ...(approves ? ['approvals'] : []),
    ...(seesUtilisation ? ['utilisation'] : []),
  ];
  const tab =
    chosen && available.includes(chosen)
      ? chosen
      : approves && (pending > 0 || !keeps)
        ? 'approvals'
        : 'mine';
  const week = textOption(options, 'week');
  const title = APPROVAL_VIEW_TITLES[approvalFilters(options).status];
  const items = [
    ...(keeps
      ? [
          {
            key: 'mine',
            label: 'My timesheet',
            children: (
              <MyWeekPanel
                day={week}
                onDay={(day) => onOptionsChange({ ...options, tab: 'mine', week: day })}
              />
            ),
          },
        ]
      : []),
    ...(approves
      ? [
          {
            key: 'approvals',
            // The tab says what it shows; what waits is counted whichever status is shown.
            label: title === APPROVAL_VIEW_TITLES.submitted && pending ? `${title} (${pending})` : title,
            children: (
              <Suspense fallback={<Skeleton active />}>
                <ApprovalsPanel options={options} onOptionsChange={onOptionsChange} />
              </Suspense>
            ),
          },
        ]
      : []),
    ...(seesUtilisation
      ? [
          {
            key: 'utilisation',
            label: 'Utilisation',
            children: (
              <Suspense fallback={<Skeleton active />}>
                <UtilisationTab options={options} onOptionsChange={onOptionsChange} />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
  const tabs = (
    <Tabs activeKey={tab} onChange={(key) => onOptionsChange({ ...options, tab: key })} items={items} />
  );
  if (!sheet.isError) return tabs;
  return (
    <Flex vertical gap={12}>
      <Alert
        type="warning"
        showIcon
        closable
        title={
          isApiError(sheet.error) && sheet.error.status === 404
            ? 'This timesheet cannot be opened: it does not exist or is not one you may see.'
            : messageForError(sheet.error, 'timesheets')
        }
        onClose={() => onOptionsChange(withOptions(options, { id: undefined }))}
      />
      {tabs}
    </Flex>
  );
}
