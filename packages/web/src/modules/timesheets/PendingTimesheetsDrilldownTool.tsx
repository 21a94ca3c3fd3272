import {
  formatTimeSpent,
  NON_PROJECT_WORK_TEXT,
  PENDING_TIMESHEET_KIND_TEXTS,
  PENDING_TIMESHEET_KINDS,
  PENDING_TIMESHEET_SORTABLE,
  type PendingTimesheetKind,
  type PendingTimesheetRow,
  TIMESHEET_STATUS_TEXTS,
  type ToolOptions,
} from '@atrium/contracts';
import { Button, type TableProps, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { usePendingTimesheets } from './timesheets.api';

const SEARCH: SearchDefinition = { label: 'Search people', placeholder: 'Name or code' };

const kindOf = (options: ToolOptions): PendingTimesheetKind =>
  textOption(options, 'kind') === 'approval' ? 'approval' : 'submission';

/** Where an approver decides a waiting line: the Timesheets tool's approvals on that week, searched by name. */
export const approvalLink = (row: PendingTimesheetRow) =>
  toolLink('timesheet', { tab: 'approvals', week: row.week_start, search: row.employee.name });

/**
 * 'widget-drilldowns#/pending-timesheets' (Widget Drilldown): the Pending Timesheets tile's weeks of the last four,
 * as two lists with the tile's counts — weeks not submitted (who has not submitted), and lines waiting for
 * approval, each opening the approver's view of that week and person. Filtered by week, searched by person,
 * sorted and paged on the server; kind, filters and page are the tool's options, so the URL carries them.
 */
export function PendingTimesheetsDrilldownTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const list = listOptions<PendingTimesheetRow>(options, onOptionsChange, PENDING_TIMESHEET_SORTABLE);
  const kind = kindOf(options);
  const week = textOption(options, 'week');
  const search = textOption(options, 'search');
  const filters = { week, search };
  const page = usePendingTimesheets({ kind, ...filters, ...list.query });
  const otherKind: PendingTimesheetKind = kind === 'approval' ? 'submission' : 'approval';
  const other = usePendingTimesheets({ kind: otherKind, ...filters, limit: 1, offset: 0 });
  useFailedLoadAsPageState(page.error);
  const countOf = (of: PendingTimesheetKind) => (of === kind ? page.data?.count : other.data?.count);
  const weeks = page.data?.weeks ?? other.data?.weeks ?? [];
  const weekFilter: FilterDefinition = {
    kind: 'SIMPLE_SELECT',
    key: 'week',
    label: 'Week',
    placeholder: 'Any week',
    options: [...weeks].reverse().map((monday) => ({ label: displayDate(monday), value: monday })),
  };
  const open = (row: PendingTimesheetRow) => navigate(approvalLink(row));

  const columns: TableProps<PendingTimesheetRow>['columns'] = [
    {
      title: 'Person',
      key: 'employee',
      sorter: true,
      sortOrder: list.sortOrder('employee'),
      render: (_, row) => row.employee.name,
    },
    { title: 'Code', key: 'code', render: (_, row) => row.employee.code },
    { title: 'Designation', key: 'designation', render: (_, row) => row.employee.designation ?? '—' },
    {
      title: 'Week of',
      key: 'week_start',
      sorter: true,
      sortOrder: list.sortOrder('week_start'),
      render: (_, row) => displayDate(row.week_start),
    },
    ...(kind === 'approval'
      ? [
          {
            title: 'Project',
            key: 'project',
            render: (_: unknown, row: PendingTimesheetRow) =>
              row.project ? `${row.project.code} ${row.project.name}` : NON_PROJECT_WORK_TEXT,
          },
        ]
      : []),
    {
      title: 'Hours logged',
      key: 'minutes',
      align: 'right',
      render: (_, row) => formatTimeSpent(row.minutes) || '0',
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) =>
        row.status ? (
          <StatusBadge status={row.status} label={TIMESHEET_STATUS_TEXTS[row.status]} />
        ) : (
          <StatusBadge status="not-started" label="Not started" />
        ),
    },
    ...(kind === 'approval'
      ? [
          {
            title: '',
            key: 'open',
            render: (_: unknown, row: PendingTimesheetRow) => (
              <Button
                type="link"
                style={{ padding: 0 }}
                aria-label={`Review ${row.employee.name}’s week of ${displayDate(row.week_start)}`}
                onClick={() => open(row)}
              >
                Review
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ServerListScreen<PendingTimesheetRow>
      label={kind === 'approval' ? 'Lines waiting for approval' : 'Weeks not submitted'}
      columns={columns}
      result={page}
      list={list}
      emptyText={
        kind === 'approval'
          ? 'Nothing waits for approval in these weeks.'
          : 'Everyone has submitted these weeks.'
      }
      filterBar={{ filters: [weekFilter], value: filters, search: SEARCH }}
      beforeTable={
        <Tabs
          activeKey={kind}
          items={PENDING_TIMESHEET_KINDS.map((key) => {
            const count = countOf(key);
            const text = PENDING_TIMESHEET_KIND_TEXTS[key];
            return { key, label: count === undefined ? text : `${text} (${count})` };
          })}
          onChange={(key) =>
            list.change({
              kind: key,
              page: undefined,
              order_by: undefined,
            })
          }
        />
      }
    />
  );
}
