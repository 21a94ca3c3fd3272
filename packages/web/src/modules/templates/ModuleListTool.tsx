import type { TemplateModuleSummary } from '@atrium/contracts';
import { Button, Card, Flex, Skeleton, Table, type TableProps, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { toolLink } from '../../platform/tools/toolLink';
import { LoadFailed } from '../../ui/LoadFailed';
import { outputLabel } from './components/templateLabels';
import { useTemplateModules } from './templates.api';

type KindRow = TemplateModuleSummary['kinds'][number];

/** 'template-module-list' (Module List): each module that renders templates, with its kinds, counts and defaults. */
export function ModuleListTool() {
  const modules = useTemplateModules();
  if (modules.isPending) return <Skeleton active />;
  if (modules.isError)
    return <LoadFailed variant="inline" error={modules.error} onRetry={() => modules.refetch()} />;
  return (
    <Flex vertical gap={16}>
      {modules.data.results.map((summary) => (
        <ModuleCard key={summary.module} summary={summary} />
      ))}
    </Flex>
  );
}

function ModuleCard({ summary }: { summary: TemplateModuleSummary }) {
  const navigate = useNavigate();
  const listOf = (kind?: string) =>
    toolLink(
      'module-specific-template-list',
      kind ? { module: summary.module, kind } : { module: summary.module },
    );
  const columns: TableProps<KindRow>['columns'] = [
    {
      title: 'Kind',
      key: 'kind',
      render: (_, row) => (
        <a
          href={listOf(row.kind)}
          onClick={(event) => {
            event.preventDefault();
            navigate(listOf(row.kind));
          }}
        >
          {row.title}
        </a>
      ),
    },
    { title: 'Sent as', key: 'output', render: (_, row) => <Tag>{outputLabel(row.output)}</Tag> },
    { title: 'Templates', dataIndex: 'templates', key: 'templates', align: 'right' },
    {
      title: 'Default',
      key: 'default',
      render: (_, row) => row.default_name ?? <Tag color="default">Standard text</Tag>,
    },
  ];
  return (
    <Card
      title={summary.title}
      extra={<Button onClick={() => navigate(listOf())}>Open templates</Button>}
      styles={{ body: { padding: 0 } }}
    >
      <Table<KindRow>
        aria-label={`${summary.title} templates`}
        rowKey="kind"
        size="small"
        columns={columns}
        dataSource={summary.kinds}
        pagination={false}
        scroll={{ x: true }}
      />
    </Card>
  );
}
