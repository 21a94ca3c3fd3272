import type { Contractor, Vendor } from '@atrium/contracts';
import { Button, Descriptions, Flex, type TableProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { QueryPagedTable, usePage } from '../../ui/QueryPagedTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { ContractsTable } from './components/ContractsTable';
import { useContractorPage, useVendor } from './contractors.api';

/** 'vendor-details' (Vendor Details): the vendor in option `id`, its contractors and its contracts. */
export function VendorDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const vendor = useVendor(id);
  return (
    <OpenedRecord id={id} query={vendor} emptyText="Open a vendor from the vendor list.">
      {(record) => <VendorDetails vendor={record} />}
    </OpenedRecord>
  );
}

function VendorDetails({ vendor }: { vendor: Vendor }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} justify="space-between" align="center">
        <Flex gap={8} align="center">
          <strong>{vendor.name}</strong>
          <StatusBadge status={vendor.status} />
        </Flex>
        <Button onClick={() => navigate(toolLink('vendor-form', { vendor_id: vendor.id }))}>Edit</Button>
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="GSTIN">{vendor.gst ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="PAN">{vendor.pan ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Email">{vendor.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Phone">{vendor.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Address" span={2}>
          {vendor.address ?? '—'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>Contractors</Typography.Title>
      <VendorContractors vendorId={vendor.id} />
      <Typography.Title level={5}>Contracts</Typography.Title>
      <ContractsTable filter={{ vendor: vendor.id }} show="contractor" />
    </Flex>
  );
}

function VendorContractors({ vendorId }: { vendorId: number }) {
  const navigate = useNavigate();
  const paging = usePage();
  const contractors = useContractorPage({ vendor: vendorId, limit: paging.limit, offset: paging.offset });
  const columns: TableProps<Contractor>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      render: (_, contractor) => (
        <a
          href={toolLink('contractor-details', { id: contractor.id })}
          onClick={(event) => {
            event.preventDefault();
            navigate(toolLink('contractor-details', { id: contractor.id }));
          }}
        >
          {contractor.first_name} {contractor.last_name}
        </a>
      ),
    },
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Status', key: 'status', render: (_, contractor) => <StatusBadge status={contractor.status} /> },
  ];
  return (
    <QueryPagedTable<Contractor>
      aria-label="Vendor contractors"
      rowKey="id"
      columns={columns}
      query={contractors}
      paging={paging}
      emptyText="No contractors from this vendor yet."
    />
  );
}
