import type { ImportColumn, ImportKind } from '@atrium/contracts';
import { Table, type TableColumnsType, Tag } from 'antd';

const COLUMNS: TableColumnsType<ImportColumn> = [
  { key: 'header', title: 'Column', dataIndex: 'header' },
  {
    key: 'required',
    title: 'Required',
    render: (_, column) => (column.required ? <Tag color="error">Required</Tag> : <Tag>Optional</Tag>),
  },
  { key: 'hint', title: 'What to enter', dataIndex: 'hint' },
];

/** The columns a kind's workbook has, in template order, with what each takes. */
export function ImportKindColumns({ kind }: { kind: ImportKind }) {
  return (
    <Table<ImportColumn>
      aria-label={`${kind.title} columns`}
      size="small"
      bordered
      pagination={false}
      rowKey="field"
      columns={COLUMNS}
      dataSource={[...kind.columns]}
    />
  );
}
