import { SearchOutlined } from '@ant-design/icons';
import {
  SEARCH_DEBOUNCE_MS,
  TIMESHEET_STATUS_TEXTS,
  TIMESHEET_STATUSES,
  type ToolOptions,
} from '@atrium/contracts';
import { Select, Space } from 'antd';
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { DateField } from '../../../ui/DateField';
import { DateRangeField } from '../../../ui/DateRangeField';
import { useApprovalProjects } from '../timesheets.api';
import type { ApprovalFilterValues, ApprovalStatusFilter } from './approvalOptions';

const API_DATE = 'YYYY-MM-DD';

const PERIODS = [
  { label: 'Any week', value: 'any' },
  { label: 'One week', value: 'week' },
  { label: 'A month', value: 'month' },
  { label: 'Dates', value: 'range' },
] as const;
type Period = (typeof PERIODS)[number]['value'];

const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day');

const periodOf = (filters: ApprovalFilterValues): Period =>
  filters.week ? 'week' : filters.month ? 'month' : filters.start_date || filters.end_date ? 'range' : 'any';

/** A period chosen starts on this week, this month, or this month to today, and clears the others. */
const periodStart = (period: Period): ToolOptions => {
  const none = { week: undefined, month: undefined, start_date: undefined, end_date: undefined };
  const today = dayjs();
  if (period === 'week') return { ...none, week: mondayOf(today).format(API_DATE) };
  if (period === 'month') return { ...none, month: today.format('YYYY-MM') };
  if (period === 'range')
    return { ...none, start_date: today.startOf('month').format(API_DATE), end_date: today.format(API_DATE) };
  return none;
};

interface ApprovalFiltersProps {
  filters: ApprovalFilterValues;
  /** Applies changed filters (the list starts again on its first page). */
  onChange(changes: ToolOptions): void;
}

/** Who, which status, which project and which period: a week, a month or dates. */
export function ApprovalFilters({ filters, onChange }: ApprovalFiltersProps) {
  const [typed, setTyped] = useState(filters.search ?? '');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  // A search set from outside (a drilldown, a link) shows in the box; what is typed reaches the options once
  // typing stops.
  useEffect(() => setTyped(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    if (search !== (latest.current.filters.search ?? ''))
      latest.current.onChange({ search: search || undefined });
  }, [search]);
  const [projectTyped, setProjectTyped] = useState('');
  const projectSearch = useDebouncedValue(projectTyped.trim(), SEARCH_DEBOUNCE_MS);
  const projects = useApprovalProjects(projectSearch);
  const period = periodOf(filters);

  return (
    <Space wrap>
      <Input
        type="search"
        aria-label="Search people"
        placeholder="Name or code"
        value={typed}
        prefix={<SearchOutlined aria-hidden />}
        onChange={(event) => setTyped(event.target.value)}
        style={{ width: 200 }}
      />
      <Select<ApprovalStatusFilter>
        aria-label="Status"
        value={filters.status}
        onChange={(value) => onChange({ status: value === 'submitted' ? undefined : value })}
        options={[
          ...TIMESHEET_STATUSES.map((value) => ({ label: TIMESHEET_STATUS_TEXTS[value], value })),
          { label: 'Any status', value: 'any' as const },
        ]}
        style={{ width: 140 }}
      />
      <Select<number>
        aria-label="Project"
        value={filters.project_id}
        allowClear
        placeholder="Any project"
        showSearch={{ filterOption: false, onSearch: setProjectTyped }}
        loading={projects.isFetching}
        notFoundContent={projects.isFetching ? 'Searching…' : 'No projects with time to decide'}
        onChange={(value) => onChange({ project_id: value ?? undefined })}
        options={(projects.data?.results ?? []).map((project) => ({
          value: project.id,
          label: `${project.code} · ${project.name}`,
        }))}
        style={{ width: 240 }}
      />
      <Select<Period>
        aria-label="Period"
        value={period}
        onChange={(value) => onChange(periodStart(value))}
        options={[...PERIODS]}
        style={{ width: 120 }}
      />
      {period === 'week' && (
        <DateField
          aria-label="Week"
          allowClear={false}
          value={filters.week ? dayjs(filters.week) : undefined}
          format="[Week of] DD-MMM-YYYY"
          onChange={(value) => value && onChange({ week: mondayOf(value).format(API_DATE) })}
          style={{ width: 190 }}
        />
      )}
      {period === 'month' && (
        <DateField
          picker="month"
          aria-label="Month"
          allowClear={false}
          value={filters.month ? dayjs(`${filters.month}-01`) : undefined}
          format="MMMM YYYY"
          onChange={(value) => value && onChange({ month: value.format('YYYY-MM') })}
          style={{ width: 160 }}
        />
      )}
      {period === 'range' && (
        <DateRangeField
          aria-label="Dates"
          allowEmpty={[true, true]}
          format="DD-MMM-YYYY"
          value={[
            filters.start_date ? dayjs(filters.start_date) : null,
            filters.end_date ? dayjs(filters.end_date) : null,
          ]}
          onChange={(values) =>
            onChange({
              start_date: values?.[0]?.format(API_DATE),
              end_date: values?.[1]?.format(API_DATE),
            })
          }
          style={{ width: 260 }}
        />
      )}
    </Space>
  );
}
