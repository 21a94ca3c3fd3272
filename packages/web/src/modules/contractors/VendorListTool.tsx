import { PlusOutlined } from '@ant-design/icons';
import {
  isContractorManager,
  type ToolOptions,
  VENDOR_SORTABLE,
  type Vendor,
  type VendorStatus,
} from '@atrium/contracts';
import { Button, Flex, Table, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { toolLink } from '../../app/tools/toolLink';
import { textOption } from '../../app/tools/toolOptions';
import type { ToolProps } from '../../app/tools/toolTypes';
import { actorOf } from '../../platform/actor';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar, type FilterDefinition } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { StatusBadge } from '../../ui/StatusBadge';
import { useCurrentUser } from '../people/people.api';
import { listOptions, PAGE_SIZE } from './components/listTable';
import { useVendorPage } from './contractors.api';

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Status',
    options: [
      { label: 'Active', value: 'active' },
      { label: 'Inactive', value: 'inactive' },
    ],
  },
];

/** 'vendor-list' (Vendor List): vendors searched by name, GSTIN or PAN, filtered by status, sorted and paged. */
export function VendorListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const canManage = currentUser.data ? isContractorManager(actorOf(currentUser.data)) : false;
  const list = listOptions<Vendor>(options, onOptionsChange, VENDOR_SORTABLE);
  const filters = { search: textOption(options, 'search'), status: textOption(options, 'status') };
  const vendors = useVendorPage({
    ...list.query,
    search: filters.search,
    status: filters.status as VendorStatus | undefined,
  });
  const open = (vendor: Vendor) => navigate(toolLink('vendor-details', { id: vendor.id }));

  const columns: TableProps<Vendor>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, vendor) => (
        <a
          href={toolLink('vendor-details', { id: vendor.id })}
          onClick={(event) => {
            event.preventDefault();
            open(vendor);
          }}
        >
          {vendor.name}
        </a>
      ),
    },
    { title: 'GSTIN', dataIndex: 'gst', key: 'gst', render: (gst: string | null) => gst ?? '—' },
    { title: 'PAN', dataIndex: 'pan', key: 'pan', render: (pan: string | null) => pan ?? '—' },
    { title: 'Contractors', dataIndex: 'contractor_count', key: 'contractor_count' },
    { title: 'Status', key: 'status', render: (_, vendor) => <StatusBadge status={vendor.status} /> },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between" align="end">
        <FilterBar
          filters={FILTERS}
          value={filters}
          onChange={(next) => list.change({ ...next, page: undefined } as ToolOptions)}
          search={{ label: 'Search vendors', placeholder: 'Name, GSTIN or PAN' }}
        />
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(toolLink('vendor-form'))}
          >
            Add vendor
          </Button>
        )}
      </Flex>
      {vendors.isError && !vendors.data ? (
        <LoadFailed variant="inline" error={vendors.error} onRetry={() => vendors.refetch()} />
      ) : (
        <Table<Vendor>
          aria-label="Vendors"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={vendors.data?.results ?? []}
          loading={vendors.isFetching}
          locale={{ emptyText: <EmptyState description="No vendors match these filters." /> }}
          onChange={list.onChange}
          pagination={{
            current: list.page,
            pageSize: PAGE_SIZE,
            total: vendors.data?.count ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total} vendors`,
          }}
          scroll={{ x: true }}
        />
      )}
    </Flex>
  );
}
