import { DEFAULT_PAGE_SIZE, type WorkspaceSummary } from '@atrium/contracts';
import { Button, Skeleton, Table, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { pageOption, textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { orderByOf, orderByOption, sortOrderOf } from './workspaceOrdering';
import { useWorkspaceList } from './workspaces.api';

/**
 * 'explore-workspace' (Explore Workspaces): the workspaces the caller may open, searched, sorted and
 * paged on the server, each name a link that opens it. Search, page and order are the tool's options, so
 * the URL carries them.
 */
export function ExploreWorkspacesTool({ options, onOptionsChange }: ToolProps) {
  const search = textOption(options, 'search');
  const page = pageOption(options, 'page');
  const orderBy = orderByOption(options);
  const list = useWorkspaceList({
    limit: DEFAULT_PAGE_SIZE,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
    search,
    order_by: orderBy,
  });
  useFailedLoadAsPageState(list.error);
  const change = (changes: Record<string, unknown>) => onOptionsChange(withOptions(options, changes));

  const columns: TableProps<WorkspaceSummary>['columns'] = [
    {
      key: 'display_name',
      title: 'Workspace',
      sorter: true,
      sortOrder: sortOrderOf(orderBy, 'display_name'),
      render: (_, workspace) => <Link to={`/workspace/${workspace.name}`}>{workspace.display_name}</Link>,
    },
    { key: 'tool_count', title: 'Tools', dataIndex: 'tool_count', align: 'right' },
    {
      key: 'is_enabled',
      title: 'Status',
      render: (_, workspace) =>
        workspace.is_enabled ? <Tag color="success">Enabled</Tag> : <Tag>Disabled</Tag>,
    },
  ];

  // A new order starts again at the first page.
  const onTableChange: TableProps<WorkspaceSummary>['onChange'] = (
    pagination,
    _filters,
    sorter,
    { action },
  ) => {
    if (action === 'paginate') change({ page: pagination.current === 1 ? undefined : pagination.current });
    if (action === 'sort' && !Array.isArray(sorter)) {
      change({ order_by: orderByOf(sorter.columnKey, sorter.order), page: undefined });
    }
  };

  const filterBar = (
    <FilterBar
      filters={[]}
      value={{ search }}
      onChange={(value) => change({ search: value.search, page: undefined })}
      search={{ label: 'Search workspaces', placeholder: 'Name' }}
    />
  );
  if (list.isError && !list.data) {
    return (
      <>
        {filterBar}
        <LoadFailed variant="inline" error={list.error} onRetry={() => list.refetch()} />
      </>
    );
  }
  const emptyState = (
    <EmptyState
      description={search ? `No workspace matches "${search}".` : 'There are no workspaces for you to open.'}
      action={
        search && <Button onClick={() => change({ search: undefined, page: undefined })}>Clear search</Button>
      }
    />
  );
  return (
    <>
      {filterBar}
      {list.data ? (
        <Table<WorkspaceSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data.results}
          loading={list.isFetching}
          onChange={onTableChange}
          pagination={{
            current: page,
            pageSize: DEFAULT_PAGE_SIZE,
            total: list.data.count,
            showSizeChanger: false,
          }}
          locale={{ emptyText: emptyState }}
        />
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
