import {
  CONTRACTOR_SORTABLE,
  type Contractor,
  type ContractorStatus,
  isContractorManager,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { BackToList } from '../../ui/BackToList';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { ContractorProfile } from './components/ContractorProfile';
import { useContractorPage } from './contractors.api';

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

const SEARCH: SearchDefinition = { label: 'Search contractors', placeholder: 'Name, email or code' };

/**
 * 'contractor-list' (Contractor Listing): contractors searched by name, email or code, filtered by status,
 * sorted and paged. Opened on one contractor (option `id`, as a search result or an expiry notice opens the
 * contractors workspace) it shows that contractor's profile with a way back to the list.
 */
export function ContractorListTool({ options, onOptionsChange }: ToolProps) {
  const selected = idOption(options.id);
  const navigate = useNavigate();
  const canManage = useCan(isContractorManager);
  const list = listOptions<Contractor>(options, onOptionsChange, CONTRACTOR_SORTABLE);
  const filters = { search: textOption(options, 'search'), status: textOption(options, 'status') };
  const contractors = useContractorPage(
    { ...list.query, search: filters.search, status: filters.status as ContractorStatus | undefined },
    selected === undefined,
  );
  const open = (contractor: Contractor) => navigate(toolLink('contractor-details', { id: contractor.id }));

  if (selected !== undefined) {
    return (
      <BackToList label="All contractors" onBack={() => list.change({ id: undefined })}>
        <ContractorProfile id={selected} />
      </BackToList>
    );
  }

  const columns: TableProps<Contractor>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, contractor) => (
        <a
          href={toolLink('contractor-details', { id: contractor.id })}
          onClick={(event) => {
            event.preventDefault();
            open(contractor);
          }}
        >
          {contractor.first_name} {contractor.last_name}
        </a>
      ),
    },
    { title: 'Code', dataIndex: 'code', key: 'code', sorter: true, sortOrder: list.sortOrder('code') },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Vendor', key: 'vendor', render: (_, contractor) => contractor.vendor?.name ?? '—' },
    {
      title: 'Contract ends',
      key: 'contract',
      render: (_, contractor) =>
        contractor.active_contract ? displayDate(contractor.active_contract.end_date) : 'No active contract',
    },
    { title: 'Status', key: 'status', render: (_, contractor) => <StatusBadge status={contractor.status} /> },
  ];

  return (
    <ServerListScreen<Contractor>
      label="Contractors"
      columns={columns}
      result={contractors}
      list={list}
      emptyText="No contractors match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      add={
        canManage
          ? { label: 'Add contractor', onClick: () => navigate(toolLink('contractor-form')) }
          : undefined
      }
    />
  );
}
