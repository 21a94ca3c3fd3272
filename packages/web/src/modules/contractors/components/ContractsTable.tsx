import { type Contract, type ContractListQuery, type Currency, formatAmount } from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../../platform/displayDate';
import { toolLink } from '../../../platform/tools/toolLink';
import { QueryPagedTable, usePage } from '../../../ui/QueryPagedTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useContractPage } from '../contractors.api';

export const contractRate = (contract: Pick<Contract, 'rate' | 'currency' | 'rate_unit'>) =>
  `${contract.currency} ${formatAmount(contract.rate, contract.currency as Currency)} / ${contract.rate_unit}`;

interface ContractsTableProps {
  filter: Pick<ContractListQuery, 'vendor' | 'contractor'>;
  /** Which side of the contract to show beside the title. */
  show: 'vendor' | 'contractor';
}

/** A paged table of contracts of one vendor or one contractor, newest first; a title opens Contract Details. */
export function ContractsTable({ filter, show }: ContractsTableProps) {
  const navigate = useNavigate();
  const paging = usePage();
  const contracts = useContractPage({ ...filter, limit: paging.limit, offset: paging.offset });

  const columns: TableProps<Contract>['columns'] = [
    {
      title: 'Contract',
      key: 'title',
      render: (_, contract) => (
        <a
          href={toolLink('contract-details', { id: contract.id })}
          onClick={(event) => {
            event.preventDefault();
            navigate(toolLink('contract-details', { id: contract.id }));
          }}
        >
          {contract.title}
        </a>
      ),
    },
    show === 'vendor'
      ? { title: 'Vendor', key: 'vendor', render: (_, contract) => contract.vendor.name }
      : {
          title: 'Contractor',
          key: 'contractor',
          render: (_, contract) => `${contract.contractor.name} (${contract.contractor.code})`,
        },
    { title: 'Rate', key: 'rate', render: (_, contract) => contractRate(contract) },
    { title: 'Start', key: 'start_date', render: (_, contract) => displayDate(contract.start_date) },
    { title: 'End', key: 'end_date', render: (_, contract) => displayDate(contract.end_date) },
    { title: 'Status', key: 'status', render: (_, contract) => <StatusBadge status={contract.status} /> },
  ];

  return (
    <QueryPagedTable<Contract>
      aria-label="Contracts"
      rowKey="id"
      columns={columns}
      query={contracts}
      paging={paging}
      emptyText="No contracts yet."
    />
  );
}
