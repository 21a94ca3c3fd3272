import { PlusOutlined } from '@ant-design/icons';
import type { ContractorDetail } from '@atrium/contracts';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../../platform/displayDate';
import { toolLink } from '../../../platform/tools/toolLink';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useNotify } from '../../../ui/useNotify';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { useContractor } from '../contractors.api';
import { ContractsTable } from './ContractsTable';

// The contract form, with its date and number fields, is fetched when it first opens.
const ContractFormModal = lazy(() =>
  import('./ContractFormModal').then((m) => ({ default: m.ContractFormModal })),
);

/** A contractor's profile: details, vendor, active contract and, for contractor managers, every contract. */
export function ContractorProfile({ id }: { id: number }) {
  const contractor = useContractor(id);
  if (contractor.isPending) return <Skeleton active />;
  if (contractor.isError)
    return <LoadFailed variant="inline" error={contractor.error} onRetry={() => contractor.refetch()} />;
  return <Profile contractor={contractor.data} />;
}

function Profile({ contractor }: { contractor: ContractorDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [isAdding, setIsAdding] = useState(false);
  const hasForm = useOpenedOnce(isAdding);
  const name = `${contractor.first_name} ${contractor.last_name}`.trim();
  const active = contractor.active_contract;

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} align="center">
          <strong>{name}</strong>
          <StatusBadge status={contractor.status} />
        </Flex>
        {contractor.can_manage && (
          <Flex gap={8}>
            <Button onClick={() => navigate(toolLink('contractor-form', { contractor_id: contractor.id }))}>
              Edit
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIsAdding(true)}>
              Add contract
            </Button>
          </Flex>
        )}
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Code">{contractor.code}</Descriptions.Item>
        <Descriptions.Item label="Email">{contractor.email}</Descriptions.Item>
        <Descriptions.Item label="Mobile">{contractor.mobile ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Vendor">
          {contractor.vendor && contractor.can_manage ? (
            <a
              href={toolLink('vendor-details', { id: contractor.vendor.id })}
              onClick={(event) => {
                event.preventDefault();
                navigate(toolLink('vendor-details', { id: contractor.vendor?.id }));
              }}
            >
              {contractor.vendor.name}
            </a>
          ) : (
            (contractor.vendor?.name ?? '—')
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Active contract" span={2}>
          {active
            ? `${active.title}: ${displayDate(active.start_date)} to ${displayDate(active.end_date)}`
            : 'No active contract'}
        </Descriptions.Item>
      </Descriptions>
      {contractor.can_manage && (
        <>
          <Typography.Title level={5}>Contracts</Typography.Title>
          <ContractsTable filter={{ contractor: contractor.id }} show="vendor" />
          {hasForm && (
            <Suspense fallback={null}>
              <ContractFormModal
                open={isAdding}
                contractor={contractor}
                onClose={() => setIsAdding(false)}
                onSaved={(contract) => {
                  setIsAdding(false);
                  notify('success', 'Contract added');
                  navigate(toolLink('contract-details', { id: contract.id }));
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </Flex>
  );
}
