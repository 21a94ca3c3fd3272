import type { TeamMemberSchema } from '@atrium/contracts';
import { Flex, Input, Segmented, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { EmployeeStatusBadge } from '../../ui/EmployeeStatusBadge';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { profilePath } from './employeeLinks';
import { useTeamPage } from './hierarchy.api';

type TeamMember = z.infer<typeof TeamMemberSchema>;

const TEAM_PAGE_SIZE = 10;

export { profilePath };

const COLUMNS: TableProps<TeamMember>['columns'] = [
  {
    title: 'Name',
    key: 'name',
    render: (_, member) => (
      <Flex gap={8} align="center">
        <Link to={profilePath(member.id)}>
          {member.first_name} {member.last_name}
        </Link>
        <EmployeeStatusBadge status={member.status} />
      </Flex>
    ),
  },
  { title: 'Code', dataIndex: 'code', key: 'code' },
  { title: 'Designation', key: 'designation', render: (_, member) => member.designation ?? '—' },
  {
    title: 'Reports',
    key: 'depth',
    render: (_, member) =>
      member.depth === 1 ? 'Directly' : `Through ${member.depth - 1} level${member.depth > 2 ? 's' : ''}`,
  },
];

/** A manager's team as a paged list: direct reports, or everyone below them (skip levels included). */
export function HierarchyTeamView({ managerId }: { managerId: number }) {
  const [scope, setScope] = useState<'direct' | 'all'>('all');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), 500);
  const team = useTeamPage({
    manager: managerId,
    direct: scope === 'direct',
    search,
    page,
    pageSize: TEAM_PAGE_SIZE,
  });
  if (team.isError && !team.data)
    return <LoadFailed variant="inline" error={team.error} onRetry={() => team.refetch()} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Segmented
          aria-label="Whose reports"
          value={scope}
          onChange={(value) => {
            setScope(value as 'direct' | 'all');
            setPage(1);
          }}
          options={[
            { label: 'Everyone below me', value: 'all' },
            { label: 'Direct reports', value: 'direct' },
          ]}
        />
        <Input.Search
          aria-label="Search my team"
          placeholder="Name or code"
          allowClear
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 280 }}
        />
      </Flex>
      <Table<TeamMember>
        aria-label="My team"
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={team.data?.results ?? []}
        loading={team.isFetching}
        locale={{ emptyText: <EmptyState description="Nobody reports to you here." /> }}
        pagination={{
          current: page,
          pageSize: TEAM_PAGE_SIZE,
          total: team.data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} people`,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
