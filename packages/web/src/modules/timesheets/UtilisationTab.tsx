import {
  approvesEveryTimesheet,
  isCeo,
  type ToolOptions,
  UTILISATION_GROUP_TEXTS,
  UTILISATION_GROUPS,
  UTILISATION_SORTABLE,
  type UtilisationGroup,
  type UtilisationRow,
  WORKING_DAY_HOURS,
} from '@atrium/contracts';
import { Flex, Progress, Segmented, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { listOptions } from '../../platform/listOptions';
import { textOption } from '../../platform/tools/toolOptions';
import { useCan } from '../../platform/useCan';
import { DateField } from '../../ui/DateField';
import type { SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { useUtilisation } from './timesheets.api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const SEARCH: Record<UtilisationGroup, SearchDefinition> = {
  person: { label: 'Search people', placeholder: 'Name or code' },
  project: { label: 'Search projects', placeholder: 'Name or code' },
  department: { label: 'Search departments', placeholder: 'Name' },
};
/** The table's name, a plural its count reads with ("12 projects"). */
const LABELS: Record<UtilisationGroup, string> = {
  person: 'Team members',
  project: 'Projects',
  department: 'Departments',
};
const NAME_TITLES: Record<UtilisationGroup, string> = {
  person: 'Person',
  project: 'Project',
  department: 'Department',
};

const hoursText = (hours: number) => hours.toLocaleString('en', { maximumFractionDigits: 2 });

/** The tab's own options, kept under one key of the tool's: anything unexpected reads as none. */
const ownOptions = (options: ToolOptions): ToolOptions => {
  const value = options.utilisation;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as ToolOptions) : {};
};

/** Billable ÷ capacity as a percentage with a bar (full at 100%, however far above); a dash without capacity. */
export function UtilisationBar({ value, label }: { value: number | null; label: string }) {
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex align="center" gap={8} style={{ minWidth: 150 }}>
      <Progress
        percent={Math.min(100, value)}
        status="normal"
        showInfo={false}
        size="small"
        aria-label={`${label}: ${value}%`}
        style={{ flex: 1, margin: 0 }}
      />
      <span style={{ minWidth: 48, textAlign: 'right' }}>{`${value.toFixed(1)}%`}</span>
    </Flex>
  );
}

interface UtilisationTabProps {
  /** The tool's options: the tab keeps its month, grouping, search, page and order under `utilisation`. */
  options: ToolOptions;
  onOptionsChange(options: ToolOptions): void;
}

/**
 * Utilisation of a month (last month unless chosen): billable hours against capacity by person, project or
 * department, searched, sorted and paged on the server, with the totals of every row listed. The timesheet manager
 * and the CEO see every project's; a delivery lead or project owner their projects' and the people on them.
 */
export function UtilisationTab({ options: toolOptions, onOptionsChange }: UtilisationTabProps) {
  const every = useCan((actor) => isCeo(actor) || approvesEveryTimesheet(actor));
  const options = ownOptions(toolOptions);
  const list = listOptions<UtilisationRow>(
    options,
    (next) => onOptionsChange({ ...toolOptions, utilisation: next }),
    UTILISATION_SORTABLE,
  );
  const chosenBy = textOption(options, 'by');
  const by: UtilisationGroup = UTILISATION_GROUPS.includes(chosenBy as UtilisationGroup)
    ? (chosenBy as UtilisationGroup)
    : 'person';
  const chosenMonth = textOption(options, 'month');
  const search = textOption(options, 'search');
  const page = useUtilisation({
    by,
    month: chosenMonth && MONTH.test(chosenMonth) ? chosenMonth : undefined,
    search,
    ...list.query,
  });
  const month = page.data?.month ?? chosenMonth;
  const label = month ? dayjs(`${month}-01`).format('MMMM YYYY') : 'the month';
  const totals = page.data?.totals;

  const columns: TableProps<UtilisationRow>['columns'] = [
    {
      title: NAME_TITLES[by],
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, row) => row.name,
    },
    ...(by === 'department'
      ? []
      : [
          {
            title: 'Code',
            key: 'code',
            sorter: true,
            sortOrder: list.sortOrder('code'),
            render: (_: unknown, row: UtilisationRow) => row.code ?? '—',
          },
        ]),
    {
      title: 'Billable hours',
      key: 'billable_hours',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('billable_hours'),
      render: (_, row) => hoursText(row.billable_hours),
    },
    {
      title: 'Capacity hours',
      key: 'capacity_hours',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('capacity_hours'),
      render: (_, row) => hoursText(row.capacity_hours),
    },
    {
      title: 'Utilisation',
      key: 'utilisation',
      sorter: true,
      sortOrder: list.sortOrder('utilisation'),
      render: (_, row) => <UtilisationBar value={row.utilisation} label={`Utilisation of ${row.name}`} />,
    },
  ];

  return (
    <ServerListScreen<UtilisationRow>
      label={LABELS[by]}
      columns={columns}
      result={page}
      list={list}
      emptyText={`No billable time or capacity in ${label}.`}
      filterBar={{ value: { search }, search: SEARCH[by] }}
      filters={
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <DateField
            picker="month"
            aria-label="Month"
            allowClear={false}
            value={month ? dayjs(`${month}-01`) : null}
            onChange={(value) => value && list.filterBy({ month: value.format('YYYY-MM') })}
            format="MMMM YYYY"
          />
          <Segmented
            aria-label="Utilisation by"
            value={by}
            options={UTILISATION_GROUPS.map((value) => ({ label: UTILISATION_GROUP_TEXTS[value], value }))}
            onChange={(value) => list.filterBy({ by: value, search: undefined, order_by: undefined })}
          />
        </Flex>
      }
      beforeTable={
        <Flex vertical gap={4}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Utilisation is billable hours ÷ capacity. Billable hours are the approved, frozen or billed
            billable time of the month. A person’s capacity is {WORKING_DAY_HOURS} hours each weekday (Monday
            to Friday) they were employed in the month, less the holidays of their location and days of
            approved leave (a half day counts whole); a contractor’s, each weekday under contract. A project’s
            capacity is its billable allocations’ hours ({WORKING_DAY_HOURS} hours × allocation % each
            weekday); a department’s, that of its employees, contractors being a row of their own.
            {every
              ? ''
              : ' Only the projects you lead or own count: the people on them, and their time there.'}
          </Typography.Paragraph>
          {totals && (
            <Flex align="center" gap={12} wrap aria-label={`Totals of ${label}`} role="group">
              <Typography.Text strong>Total, {label}</Typography.Text>
              <Typography.Text>
                {hoursText(totals.billable_hours)} billable of {hoursText(totals.capacity_hours)} hours
              </Typography.Text>
              <div style={{ width: 220 }}>
                <UtilisationBar value={totals.utilisation} label="Total utilisation" />
              </div>
            </Flex>
          )}
        </Flex>
      }
    />
  );
}
