import {
  BENCH_REASON_TEXTS,
  POOL_SORTABLE,
  POOL_STATE_TEXTS,
  POOL_STATES,
  type PoolMember,
  type PoolState,
  RELEASE_WINDOWS,
} from '@atrium/contracts';
import { Flex, type TableProps, Tag, Typography } from 'antd';
import { displayDate } from '../../platform/displayDate';
import { listOptions } from '../../platform/listOptions';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { ExportToExcelButton } from '../imports';
import { usePool, useResourceFormOptions } from './resources.api';

const SEARCH: SearchDefinition = { label: 'Search the RMG pool', placeholder: 'Name, code or skill' };

const STATE_FILTER: FilterDefinition = {
  kind: 'SIMPLE_SELECT',
  key: 'state',
  label: 'State',
  placeholder: 'Any state',
  options: POOL_STATES.map((state) => ({ label: POOL_STATE_TEXTS[state], value: state })),
};

const RELEASE_FILTER: FilterDefinition = {
  kind: 'SIMPLE_SELECT',
  key: 'release_within',
  label: 'Released within',
  placeholder: 'Any release',
  options: RELEASE_WINDOWS.map((days) => ({ label: `${days} days`, value: String(days) })),
};

const STATE_BADGES: Record<PoolState, string> = {
  bench: 'pending',
  partial: 'in-progress',
  releasing: 'warning',
};

/** The skills a row shows before folding the rest into a count. */
const SHOWN_SKILLS = 3;

/**
 * 'resource-list' (RMG Pool): everyone not fully allocated today and everyone released within 30 days, with bench
 * days, last project, skills, release dates and why they are free; filtered, searched, sorted and paged on the
 * server.
 */
export function ResourceListTool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<PoolMember & { id: number }>(options, onOptionsChange, POOL_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    state: textOption(options, 'state'),
    release_within: textOption(options, 'release_within'),
    skill_id: textOption(options, 'skill_id'),
  };
  const catalogue = useResourceFormOptions();
  const pool = usePool({
    ...list.query,
    search: filters.search,
    state: filters.state as PoolState | undefined,
    release_within: filters.release_within ? Number(filters.release_within) : undefined,
    skill_id: filters.skill_id ? Number(filters.skill_id) : undefined,
  });
  const FILTERS: readonly FilterDefinition[] = [
    STATE_FILTER,
    RELEASE_FILTER,
    {
      kind: 'SIMPLE_SELECT',
      key: 'skill_id',
      label: 'Skill',
      placeholder: 'Any skill',
      options: (catalogue.data?.skills ?? []).map((s) => ({ label: s.name, value: String(s.id) })),
    },
  ];
  const rows = {
    ...pool,
    data: pool.data && {
      ...pool.data,
      results: pool.data.results.map((member) => ({ ...member, id: member.employee_id })),
    },
  };

  const columns: TableProps<PoolMember & { id: number }>['columns'] = [
    {
      title: 'Person',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, m) => (
        <Flex vertical>
          <span>{m.name}</span>
          <Typography.Text type="secondary">
            {[m.code, m.designation].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, m) => <StatusBadge status={STATE_BADGES[m.state]} label={POOL_STATE_TEXTS[m.state]} />,
    },
    {
      title: 'Allocated',
      key: 'allocated_percent',
      sorter: true,
      sortOrder: list.sortOrder('allocated_percent'),
      align: 'right',
      render: (_, m) => `${m.allocated_percent}%`,
    },
    {
      title: 'Bench days',
      key: 'bench_days',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('bench_days'),
      render: (_, m) => (m.state === 'bench' ? m.bench_days : '—'),
    },
    {
      title: 'Released on',
      key: 'release_date',
      sorter: true,
      sortOrder: list.sortOrder('release_date'),
      render: (_, m) => (m.release_date ? displayDate(m.release_date) : '—'),
    },
    {
      title: 'Last project',
      key: 'last_project',
      render: (_, m) => (m.last_project ? `${m.last_project.code} ${m.last_project.name}` : '—'),
    },
    {
      title: 'Skills',
      key: 'skills',
      render: (_, m) =>
        m.skills.length ? (
          <Flex gap={4} wrap>
            {m.skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
            {m.skills.length > SHOWN_SKILLS && <Tag>+{m.skills.length - SHOWN_SKILLS}</Tag>}
          </Flex>
        ) : (
          '—'
        ),
    },
    { title: 'Location', key: 'location', render: (_, m) => m.location ?? '—' },
    {
      title: 'Why free',
      key: 'reason',
      render: (_, m) => (
        <Flex vertical gap={4} align="start">
          <span>
            {m.reason
              ? BENCH_REASON_TEXTS[m.reason]
              : m.state === 'releasing'
                ? 'Allocation ending'
                : 'Partly allocated'}
          </span>
          {m.soft_bookings.map((code) => (
            <Tag key={code} color="orange">
              Held for {code}
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];

  const exportRequest = {
    search: filters.search,
    state: filters.state as PoolState | undefined,
    release_within: filters.release_within ? Number(filters.release_within) : undefined,
    skill_id: filters.skill_id ? Number(filters.skill_id) : undefined,
  };
  const filtered = Boolean(filters.search || filters.state || filters.release_within || filters.skill_id);
  return (
    <ServerListScreen<PoolMember & { id: number }>
      label="People in the pool"
      columns={columns}
      result={rows}
      list={list}
      emptyText={filtered ? 'Nobody in the pool matches these filters.' : 'Everyone is fully allocated.'}
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      actions={<ExportToExcelButton kind="rmg-pool" request={exportRequest} />}
    />
  );
}
