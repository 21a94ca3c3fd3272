import {
  CLIENT_SORTABLE,
  type ClientDetail,
  CURRENCIES,
  type Currency,
  canManageClients,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { ExportToExcelButton } from '../imports';
import { useClientPage } from './clients.api';

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'currency',
    label: 'Currency',
    placeholder: 'Any currency',
    options: CURRENCIES.map((currency) => ({ label: currency, value: currency })),
  },
];

const SEARCH: SearchDefinition = { label: 'Search clients', placeholder: 'Name, GSTIN or city' };

/** Where a client is, in one line: city, state and country as far as they are known. */
export const placeOf = (client: Pick<ClientDetail, 'city' | 'state' | 'country'>) =>
  [client.city, client.state, client.country].filter(Boolean).join(', ') || '—';

/** 'client-list' (Client List): clients searched by name, GSTIN or city, filtered by currency, sorted and paged. */
export function ClientListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const canManage = useCan(canManageClients);
  const list = listOptions<ClientDetail>(options, onOptionsChange, CLIENT_SORTABLE);
  const filters = { search: textOption(options, 'search'), currency: textOption(options, 'currency') };
  const clients = useClientPage({
    ...list.query,
    search: filters.search,
    currency: filters.currency as Currency | undefined,
  });

  const columns: TableProps<ClientDetail>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, client) => (
        <a
          href={toolLink('client-detail', { id: client.id })}
          onClick={(event) => {
            event.preventDefault();
            navigate(toolLink('client-detail', { id: client.id }));
          }}
        >
          {client.name}
        </a>
      ),
    },
    { title: 'GSTIN', dataIndex: 'gstin', key: 'gstin', render: (gstin: string | null) => gstin ?? '—' },
    { title: 'Location', key: 'location', render: (_, client) => placeOf(client) },
    { title: 'Currency', dataIndex: 'currency', key: 'currency' },
    { title: 'Owner', key: 'owner', render: (_, client) => client.owner?.name ?? '—' },
    { title: 'Contacts', dataIndex: 'contact_count', key: 'contact_count', align: 'right' },
  ];

  return (
    <ServerListScreen<ClientDetail>
      label="Clients"
      columns={columns}
      result={clients}
      list={list}
      emptyText="No clients match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      actions={
        <ExportToExcelButton
          kind="clients"
          request={{ search: filters.search, currency: filters.currency as Currency | undefined }}
        />
      }
      add={canManage ? { label: 'Add client', onClick: () => navigate(toolLink('client-form')) } : undefined}
    />
  );
}
