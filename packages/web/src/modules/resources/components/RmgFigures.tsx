import type { RmgOverview } from '@atrium/contracts';
import { Card, Col, Row, Statistic, Table, type TableProps } from 'antd';

/** Utilisation, billable % and bench % of a group of people (RmgFigures in contracts). */
type Figures = Omit<RmgOverview, 'date' | 'departments'>;

export const percent = (value: number) => `${value}%`;

const benchText = (figures: Figures) => `${figures.bench_count} (${percent(figures.bench_percent)})`;

/** The four figures as cards: utilisation, billable, on bench and people. */
export function RmgFigureCards({ figures }: { figures: Figures }) {
  return (
    <Row gutter={[16, 16]}>
      {[
        { title: 'Utilisation', value: percent(figures.utilisation_percent) },
        { title: 'Billable', value: percent(figures.billable_percent) },
        { title: 'On bench', value: benchText(figures) },
        { title: 'People', value: String(figures.headcount) },
      ].map((figure) => (
        <Col key={figure.title} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

type Group = Figures & { name: string | null };

/** The figures by group (department, skill, location…), the unnamed group under `noneText`. */
export function RmgFiguresTable({
  label,
  title,
  noneText,
  groups,
}: {
  label: string;
  title: string;
  noneText: string;
  groups: Group[];
}) {
  const columns: TableProps<Group>['columns'] = [
    { title, key: 'name', render: (_, group) => group.name ?? noneText },
    { title: 'People', dataIndex: 'headcount', key: 'headcount', align: 'right' },
    {
      title: 'Utilisation',
      key: 'utilisation',
      align: 'right',
      render: (_, group) => percent(group.utilisation_percent),
    },
    {
      title: 'Billable',
      key: 'billable',
      align: 'right',
      render: (_, group) => percent(group.billable_percent),
    },
    { title: 'On bench', key: 'bench', align: 'right', render: (_, group) => benchText(group) },
  ];
  return (
    <Table<Group>
      aria-label={label}
      rowKey={(group) => group.name ?? ''}
      size="small"
      columns={columns}
      dataSource={groups}
      pagination={false}
      locale={{ emptyText: 'No active employees' }}
    />
  );
}
