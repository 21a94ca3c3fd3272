import { type ClientDrillDown, type ClientTotals, OPPORTUNITY_STATUS_TEXTS } from '@atrium/contracts';
import { Button, Card, Descriptions, Flex, Table, type TableProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useClientDrillDown, useClientTotals } from './insight.api';
import { valueText } from './valueText';

type ClientRow = ClientTotals & { id: number };
type Group = ClientDrillDown['groups'][number];
type Project = ClientDrillDown['projects'][number];
type FollowUpRow = ClientDrillDown['follow_ups'][number];

/**
 * 'sales-clients-drill-down' (Client Drill Down): one client (option `id`) as the caller's opportunities show it, or,
 * opened without one, the clients with opportunities to pick from, with their totals.
 */
export function ClientDrillDownTool({ options, onOptionsChange }: ToolProps) {
  const id = idOption(options.id);
  return id === undefined ? (
    <ClientPicker options={options} onOptionsChange={onOptionsChange} />
  ) : (
    <ClientFigures id={id} />
  );
}

function ClientPicker({ options, onOptionsChange }: Pick<ToolProps, 'options' | 'onOptionsChange'>) {
  const navigate = useNavigate();
  const list = listOptions<ClientRow>(options, onOptionsChange, ['name']);
  const totals = useClientTotals(list.query);
  const result = {
    ...totals,
    data: totals.data && {
      count: totals.data.count,
      results: totals.data.results.map((row) => ({ ...row, id: row.client.id })),
    },
  };
  const open = (row: ClientRow) => toolLink('sales-clients-drill-down', { id: row.client.id });
  const columns: TableProps<ClientRow>['columns'] = [
    {
      title: 'Client',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, row) => (
        <a
          href={open(row)}
          onClick={(event) => {
            event.preventDefault();
            navigate(open(row));
          }}
        >
          {row.client.name}
        </a>
      ),
    },
    { title: 'Opportunities', dataIndex: 'opportunity_count', align: 'right' },
    {
      title: 'Open value',
      key: 'open',
      align: 'right',
      render: (_, row) =>
        row.totals.map((total) => valueText({ ...total, value: total.open_value })).join(' · '),
    },
    {
      title: 'Won value',
      key: 'won',
      align: 'right',
      render: (_, row) =>
        row.totals.map((total) => valueText({ ...total, value: total.won_value })).join(' · '),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        Pick a client to drill down into, or open one from the client list.
      </Typography.Text>
      <ServerListScreen<ClientRow>
        label="Clients with opportunities"
        columns={columns}
        result={result}
        list={list}
        emptyText="No client has opportunities you can see yet."
      />
    </Flex>
  );
}

function ClientFigures({ id }: { id: number }) {
  const navigate = useNavigate();
  const drillDown = useClientDrillDown(id);
  const groupColumns: TableProps<Group>['columns'] = [
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <StatusBadge status={row.status} label={OPPORTUNITY_STATUS_TEXTS[row.status]} />,
    },
    { title: 'Stage', key: 'stage', render: (_, row) => row.stage?.name ?? '—' },
    { title: 'Opportunities', dataIndex: 'count', align: 'right' },
    { title: 'Value', key: 'value', align: 'right', render: (_, row) => valueText(row) },
  ];
  const projectColumns: TableProps<Project>['columns'] = [
    { title: 'Project', key: 'project', render: (_, row) => `${row.code} ${row.name}` },
    { title: 'Status', key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
  ];
  const followUpColumns: TableProps<FollowUpRow>['columns'] = [
    { title: 'Due', key: 'due', render: (_, row) => displayDate(row.due_date) },
    { title: 'Notes', dataIndex: 'notes' },
    { title: 'Owner', key: 'owner', render: (_, row) => row.owner?.name ?? '—' },
  ];
  return (
    <OpenedRecord id={id} query={drillDown} emptyText="Open a client from the client list.">
      {(record) => (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {record.client.name}
            </Typography.Title>
            <Flex gap={8}>
              <Button onClick={() => navigate(toolLink('client-detail', { id: record.client.id }))}>
                Client details
              </Button>
              <Button onClick={() => navigate(toolLink('sales-clients-drill-down'))}>All clients</Button>
            </Flex>
          </Flex>
          <Card size="small" title="Opportunities by status and stage">
            <Table<Group>
              aria-label="Opportunities by status and stage"
              size="small"
              rowKey={(row) => `${row.status}-${row.stage?.id ?? 0}-${row.currency}`}
              columns={groupColumns}
              dataSource={record.groups}
              pagination={false}
              locale={{ emptyText: 'No opportunities with this client that you can see.' }}
            />
          </Card>
          <Card size="small" title="Won value per financial year">
            {record.won_by_year.length ? (
              <Descriptions
                size="small"
                column={1}
                items={record.won_by_year.map((row) => ({
                  key: `${row.year}-${row.currency}`,
                  label: row.year,
                  children: valueText(row),
                }))}
              />
            ) : (
              <Typography.Text type="secondary">Nothing won yet.</Typography.Text>
            )}
          </Card>
          <Flex gap={16} wrap align="start">
            <Card size="small" title="Projects" style={{ flex: '1 1 360px' }}>
              <Table<Project>
                aria-label="Projects"
                size="small"
                rowKey="id"
                columns={projectColumns}
                dataSource={record.projects}
                pagination={false}
                locale={{ emptyText: 'No projects.' }}
              />
            </Card>
            <Card size="small" title="Open follow-ups" style={{ flex: '1 1 480px' }}>
              <Table<FollowUpRow>
                aria-label="Open follow-ups"
                size="small"
                rowKey="id"
                columns={followUpColumns}
                dataSource={record.follow_ups}
                pagination={false}
                locale={{ emptyText: 'No open follow-ups.' }}
              />
            </Card>
          </Flex>
        </Flex>
      )}
    </OpenedRecord>
  );
}
