import {
  canManageOrgSetup,
  DEFAULT_PAGE_SIZE,
  type Department,
  DepartmentPageSchema,
  headCountTitles,
  type SubDepartment,
  SubDepartmentPageSchema,
  type UnitMember,
  unitLabels,
} from '@atrium/contracts';
import { Card, Flex, List, Skeleton, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '../../platform/currentUser';
import { useOrganization } from '../../platform/OrganizationContext';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { EmployeeStatusBadge } from '../../ui/EmployeeStatusBadge';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { setupResource, useSetupPage, useUnitMembers } from './org-setup.api';

type Kind = 'departments' | 'sub-departments';
type Unit = Department | SubDepartment;

const MEMBER_COLUMNS: TableColumnsType<UnitMember> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, member) => (
      <Flex gap={8} align="center">
        {member.first_name} {member.last_name}
        <EmployeeStatusBadge status={member.status} />
      </Flex>
    ),
  },
  { title: 'Code', dataIndex: 'code', key: 'code' },
  { title: 'Designation', key: 'designation', render: (_, member) => member.designation ?? '—' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
];

function UnitMembers({
  kind,
  unit,
  subDepartmentLabel,
}: {
  kind: Kind;
  unit: Unit;
  subDepartmentLabel: string;
}) {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const members = useUnitMembers(kind, unit.id, {
    search,
    limit: DEFAULT_PAGE_SIZE,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
  });
  const columns: TableColumnsType<UnitMember> =
    kind === 'departments'
      ? [
          ...MEMBER_COLUMNS,
          {
            title: subDepartmentLabel,
            key: 'sub_department',
            render: (_, member) => member.sub_department ?? '—',
          },
        ]
      : MEMBER_COLUMNS;
  return (
    <Flex vertical gap={8}>
      <FilterBar
        filters={[]}
        value={{ search }}
        onChange={(next) => {
          setSearch(next.search as string | undefined);
          setPage(1);
        }}
        search={{ label: 'Search people', placeholder: 'Name, email or code' }}
      />
      {members.isError && !members.data ? (
        <LoadFailed variant="inline" error={members.error} onRetry={() => members.refetch()} />
      ) : (
        <Table<UnitMember>
          aria-label={`People of ${unit.name}`}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={members.data?.results ?? []}
          loading={members.isFetching}
          locale={{ emptyText: <EmptyState description={`No one in ${unit.name} matches.`} /> }}
          onChange={(pagination) => setPage(pagination.current ?? 1)}
          pagination={{
            current: page,
            pageSize: DEFAULT_PAGE_SIZE,
            total: members.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          scroll={{ x: true }}
        />
      )}
    </Flex>
  );
}

/**
 * 'department-viewer' and 'sub-department-viewer': the units the signed-in head leads (every unit for setup
 * managers and the CEO), each with its head count and people. Titles use the organisation's own names.
 */
function UnitViewer({ kind }: { kind: Kind }) {
  const organization = useOrganization();
  const currentUser = useCurrentUser();
  const labels = unitLabels(organization.organization_setting);
  const titles = headCountTitles(organization.organization_setting);
  const [label, headCountTitle] =
    kind === 'departments'
      ? [labels.department, titles.department]
      : [labels.subDepartment, titles.subDepartment];
  const seesAll = useCan(canManageOrgSetup);
  const units = useSetupPage<{ count: number; results: Unit[] }>(
    setupResource(kind),
    { head: seesAll ? undefined : currentUser.data?.id, limit: 500 },
    kind === 'departments' ? DepartmentPageSchema : SubDepartmentPageSchema,
    { enabled: currentUser.data !== undefined },
  );
  useFailedLoadAsPageState(units.error);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (units.isError && !units.data) {
    return <LoadFailed variant="inline" error={units.error} onRetry={() => units.refetch()} />;
  }
  if (!units.data) return <Skeleton active />;
  const list = units.data.results;
  if (!list.length) {
    return <EmptyState description={`You do not head any ${label.toLowerCase()}.`} />;
  }
  const selected = list.find((unit) => unit.id === selectedId) ?? list[0];
  const totalHeadCount = list.reduce((sum, unit) => sum + unit.head_count, 0);

  return (
    <Flex gap={16} wrap align="start">
      <Flex vertical gap={12} style={{ minWidth: 240 }}>
        <Card size="small">
          <Statistic title={headCountTitle} value={totalHeadCount} />
        </Card>
        <List
          aria-label={`${label}s`}
          bordered
          dataSource={list}
          renderItem={(unit) => (
            <List.Item style={{ fontWeight: unit.id === selected?.id ? 600 : undefined }}>
              <button
                type="button"
                aria-pressed={unit.id === selected?.id}
                onClick={() => setSelectedId(unit.id)}
                style={{ all: 'unset', flex: 1, cursor: 'pointer' }}
              >
                {unit.name}
              </button>
              <Typography.Text type="secondary">{unit.head_count}</Typography.Text>
            </List.Item>
          )}
        />
      </Flex>
      {selected && (
        <Card
          style={{ flex: 1, minWidth: 320 }}
          title={`${label}: ${selected.name}`}
          extra={`${headCountTitle}: ${selected.head_count}`}
        >
          <UnitMembers
            key={selected.id}
            kind={kind}
            unit={selected}
            subDepartmentLabel={labels.subDepartment}
          />
        </Card>
      )}
    </Flex>
  );
}

export function DepartmentViewerTool(_props: ToolProps) {
  return <UnitViewer kind="departments" />;
}

export function SubDepartmentViewerTool(_props: ToolProps) {
  return <UnitViewer kind="sub-departments" />;
}
