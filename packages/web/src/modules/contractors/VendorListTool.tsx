import { isContractorManager, VENDOR_SORTABLE, type Vendor, type VendorStatus } from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useVendorPage } from './contractors.api';

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: [
      { label: 'Active', value: 'active' },
      { label: 'Inactive', value: 'inactive' },
    ],
  },
];

const SEARCH: SearchDefinition = { label: 'Search vendors', placeholder: 'Name, GSTIN or PAN' };

/** 'vendor-list' (Vendor List): vendors searched by name, GSTIN or PAN, filtered by status, sorted and paged. */
export function VendorListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const canManage = useCan(isContractorManager);
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
    <ServerListScreen<Vendor>
      label="Vendors"
      columns={columns}
      result={vendors}
      list={list}
      emptyText="No vendors match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      add={canManage ? { label: 'Add vendor', onClick: () => navigate(toolLink('vendor-form')) } : undefined}
    />
  );
}
