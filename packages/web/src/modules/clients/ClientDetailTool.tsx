import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type ClientDetail, canManageClients, canUseSales, formatDisplayDate } from '@atrium/contracts';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { placeOf } from './ClientListTool';
import { useClient } from './clients.api';
import { ContactsTable } from './components/ContactsTable';

/** 'client-detail' (Client Details): the client in option `id`, its billing details and its contacts. */
export function ClientDetailTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const client = useClient(id);
  return (
    <OpenedRecord id={id} query={client} emptyText="Open a client from the client list.">
      {(record) => <ClientCard client={record} />}
    </OpenedRecord>
  );
}

function ClientCard({ client }: { client: ClientDetail }) {
  const navigate = useNavigate();
  const canManage = useCan(canManageClients);
  const canUseSalesTools = useCan(canUseSales);
  const address = [client.address_line, placeOf(client), client.postal_code].filter(
    (part) => part && part !== '—',
  );
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {client.name}
        </Typography.Title>
        <Flex gap={8}>
          {canUseSalesTools && (
            <Button onClick={() => navigate(toolLink('sales-clients-drill-down', { id: client.id }))}>
              Sales drill down
            </Button>
          )}
          {canManage && (
            <Button
              icon={<EditOutlined />}
              onClick={() => navigate(toolLink('client-form', { id: client.id }))}
            >
              Edit
            </Button>
          )}
        </Flex>
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="GSTIN">{client.gstin ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="PAN">{client.pan ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Currency">{client.currency}</Descriptions.Item>
        <Descriptions.Item label="Business region">{client.business_region?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Owner">{client.owner?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Client since">
          {formatDisplayDate(new Date(client.created))}
        </Descriptions.Item>
        <Descriptions.Item label="Billing address" span={2}>
          {address.length ? address.join(', ') : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Contacts
        </Typography.Title>
        {canManage && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => navigate(toolLink('contact-form', { client_id: client.id }))}
          >
            Add contact
          </Button>
        )}
      </Flex>
      <ContactsTable clientId={client.id} />
    </Flex>
  );
}
