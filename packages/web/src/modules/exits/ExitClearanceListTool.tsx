import {
  CLEARANCE_AREAS,
  EXIT_SORTABLE,
  EXIT_STATUS_LABELS,
  EXIT_TYPE_LABELS,
  type Exit,
  type ExitDetail,
  isExitManager,
  type ToolOptions,
} from '@atrium/contracts';
import { Button, type TableProps, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { listOptions } from '../../platform/listOptions';
import { pageOption, textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { SearchDefinition } from '../../ui/FilterBar';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { type ExitListFilters, useExitPage } from './exits.api';

// The start form and an exit's drawer, with their forms and date pickers, are fetched when first opened.
const StartExitModal = lazy(() =>
  import('./components/StartExitModal').then((m) => ({ default: m.StartExitModal })),
);
const ExitDetailDrawer = lazy(() =>
  import('./components/ExitDetailDrawer').then((m) => ({ default: m.ExitDetailDrawer })),
);

const SEARCH: SearchDefinition = { label: 'Search exits', placeholder: 'Name or code' };

/** The clearance list's tabs (spec 2.10, "active tab id (clearance list)"), each a server-side filter. */
const TABS = [
  { key: 'in-notice', label: EXIT_STATUS_LABELS['in-notice'], filters: { status: 'in-notice' } },
  {
    key: 'clearance-pending',
    label: 'Clearance pending',
    filters: { status: 'in-notice', is_exit_clearance_done: false },
  },
  {
    key: 'final-pending',
    label: 'Full-and-final pending',
    filters: { status: 'in-notice', is_exit_clearance_done: true, is_exit_final_done: false },
  },
  { key: 'exit-done', label: EXIT_STATUS_LABELS['exit-done'], filters: { status: 'exit-done' } },
] as const satisfies readonly { key: string; label: string; filters: Partial<ExitListFilters> }[];

type TabKey = (typeof TABS)[number]['key'];

const tabOf = (options: ToolOptions) => TABS.find((tab) => tab.key === textOption(options, 'tab')) ?? TABS[0];

/**
 * 'employee-clearance-list' (Pending Clearance): exits by state, searched by name or code, sorted and paged
 * on the server; an exit opens in a drawer with its clearance checklist. The tab, search, page and open exit
 * are the tool's options, so the URL carries them.
 */
export function ExitClearanceListTool({ options, onOptionsChange }: ToolProps) {
  const notify = useNotify();
  const canStart = useCan(isExitManager);
  const [isStarting, setIsStarting] = useState(false);
  const list = listOptions<Exit>(options, onOptionsChange, EXIT_SORTABLE);
  const tab = tabOf(options);
  const search = textOption(options, 'search');
  const openExitId = pageOption(options, 'exit', 0) || undefined;
  const hasStartForm = useOpenedOnce(isStarting);
  const hasDrawer = useOpenedOnce(openExitId !== undefined);
  const exits = useExitPage({ ...list.query, ...tab.filters, search } as ExitListFilters);
  useFailedLoadAsPageState(exits.error);
  const openExit = (id: number | undefined) => list.change({ exit: id });

  const columns: TableProps<Exit>['columns'] = [
    {
      title: 'Employee',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, exit) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => openExit(exit.id)}>
          {exit.employee.name}
        </Button>
      ),
    },
    {
      title: 'Code',
      key: 'code',
      sorter: true,
      sortOrder: list.sortOrder('code'),
      render: (_, exit) => exit.employee.code,
    },
    { title: 'Designation', key: 'designation', render: (_, exit) => exit.employee.designation ?? '—' },
    { title: 'Exit type', key: 'exit_type', render: (_, exit) => EXIT_TYPE_LABELS[exit.exit_type] },
    {
      title: 'Notice date',
      key: 'notice_date',
      sorter: true,
      sortOrder: list.sortOrder('notice_date'),
      render: (_, exit) => displayDate(exit.notice_date),
    },
    {
      title: 'Last working day',
      key: 'last_working_day',
      sorter: true,
      sortOrder: list.sortOrder('last_working_day'),
      render: (_, exit) => displayDate(exit.last_working_day),
    },
    { title: 'Shortfall', key: 'shortfall', render: (_, exit) => `${exit.notice_shortfall_days} days` },
    {
      title: 'Clearance',
      key: 'clearance',
      render: (_, exit) => `${exit.cleared_areas.length}/${CLEARANCE_AREAS.length}`,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, exit) => <StatusBadge status={exit.status} label={EXIT_STATUS_LABELS[exit.status]} />,
    },
  ];

  const started = (exit: ExitDetail) => {
    setIsStarting(false);
    notify('success', `Exit started for ${exit.employee.name}`);
    list.change({ tab: undefined, page: undefined, exit: exit.id });
  };

  return (
    <ServerListScreen<Exit>
      label="Exits"
      columns={columns}
      result={exits}
      list={list}
      emptyText="No exits in this state."
      filterBar={{ value: { search }, search: SEARCH }}
      add={canStart ? { label: 'Start exit', onClick: () => setIsStarting(true) } : undefined}
      beforeTable={
        <Tabs
          activeKey={tab.key}
          items={TABS.map(({ key, label }) => ({ key, label }))}
          onChange={(key) =>
            list.change({
              tab: (key as TabKey) === TABS[0].key ? undefined : key,
              page: undefined,
              order_by: undefined,
            })
          }
        />
      }
    >
      {hasStartForm && (
        <Suspense fallback={null}>
          <StartExitModal open={isStarting} onClose={() => setIsStarting(false)} onStarted={started} />
        </Suspense>
      )}
      {hasDrawer && (
        <Suspense fallback={null}>
          <ExitDetailDrawer exitId={openExitId} onClose={() => openExit(undefined)} />
        </Suspense>
      )}
    </ServerListScreen>
  );
}
