import type { Contract } from '@atrium/contracts';
import { Button, Descriptions, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { contractRate } from './components/ContractsTable';
import { useActivateContract, useContract, useTerminateContract } from './contractors.api';

// The contract form, with its date and number fields, is fetched when it first opens.
const ContractFormModal = lazy(() =>
  import('./components/ContractFormModal').then((m) => ({ default: m.ContractFormModal })),
);

/** 'contract-details' (Contract Details): the contract in option `id`; a draft is edited or activated, and a draft or ongoing one terminated. */
export function ContractDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const contract = useContract(id);
  return (
    <OpenedRecord id={id} query={contract} emptyText="Open a contract from a contractor or vendor.">
      {(record) => <ContractDetails contract={record} />}
    </OpenedRecord>
  );
}

function ContractDetails({ contract }: { contract: Contract }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const [isEditing, setIsEditing] = useState(false);
  const hasForm = useOpenedOnce(isEditing);
  const activate = useActivateContract();
  const terminate = useTerminateContract();
  const canTerminate = contract.status === 'draft' || contract.status === 'ongoing';

  const report = (error: unknown) => {
    notify('error', messageForError(error, 'contracts'));
    throw error;
  };

  const askActivate = () =>
    confirm({
      title: 'Activate contract',
      content: `"${contract.title}" becomes ongoing and can no longer be edited.`,
      confirmText: 'Activate',
      onConfirm: () =>
        activate.mutateAsync(contract.id).then(() => notify('success', 'Contract activated'), report),
    });

  const askTerminate = () =>
    confirm({
      title: 'Terminate contract',
      content: `"${contract.title}" ends on the day you choose, within ${displayDate(contract.start_date)} to ${displayDate(contract.end_date)}.`,
      confirmText: 'Terminate',
      isDanger: true,
      date: { label: 'Terminated on', isRequired: true },
      onConfirm: ({ date }) =>
        terminate
          .mutateAsync({ id: contract.id, terminatedOn: date ?? '' })
          .then(() => notify('success', 'Contract terminated'), report),
    });

  const openContractor = () => navigate(toolLink('contractor-details', { id: contract.contractor.id }));
  const openVendor = () => navigate(toolLink('vendor-details', { id: contract.vendor.id }));

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} align="center">
          <strong>{contract.title}</strong>
          <StatusBadge status={contract.status} />
        </Flex>
        <Flex gap={8}>
          {contract.is_editable && <Button onClick={() => setIsEditing(true)}>Edit</Button>}
          {contract.status === 'draft' && (
            <Button type="primary" onClick={askActivate}>
              Activate
            </Button>
          )}
          {canTerminate && (
            <Button danger onClick={askTerminate}>
              Terminate
            </Button>
          )}
        </Flex>
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Contractor">
          <a
            href={toolLink('contractor-details', { id: contract.contractor.id })}
            onClick={(event) => {
              event.preventDefault();
              openContractor();
            }}
          >
            {contract.contractor.name} ({contract.contractor.code})
          </a>
        </Descriptions.Item>
        <Descriptions.Item label="Vendor">
          <a
            href={toolLink('vendor-details', { id: contract.vendor.id })}
            onClick={(event) => {
              event.preventDefault();
              openVendor();
            }}
          >
            {contract.vendor.name}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label="Rate">{contractRate(contract)}</Descriptions.Item>
        <Descriptions.Item label="Period">
          {displayDate(contract.start_date)} to {displayDate(contract.end_date)}
        </Descriptions.Item>
        {contract.terminated_on && (
          <Descriptions.Item label="Terminated on">{displayDate(contract.terminated_on)}</Descriptions.Item>
        )}
      </Descriptions>
      {hasForm && (
        <Suspense fallback={null}>
          <ContractFormModal
            open={isEditing}
            contract={contract}
            onClose={() => setIsEditing(false)}
            onSaved={() => {
              setIsEditing(false);
              notify('success', 'Record Updated');
            }}
          />
        </Suspense>
      )}
      {dialog}
    </Flex>
  );
}
