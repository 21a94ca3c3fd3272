import { UPLOAD_RESULT_TEXTS } from '@atrium/contracts';
import { Alert, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

export interface DuplicateRow {
  column: string;
  value: string | number;
  rows: readonly number[];
}

/** The error payload of a failed bulk upload (spec 3 "Background task"). */
export interface UploadErrors {
  duplicate_rows?: readonly DuplicateRow[];
  column_errors?: {
    duplicate_columns?: readonly string[];
    unknown_columns?: readonly string[];
    required_columns?: readonly string[];
  };
  /** Row id, then field name, then the messages for that field. */
  row_errors?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** A problem with the file as a whole (not a workbook, no rows). */
  file_error?: string;
}

interface ColumnProblem {
  problem: string;
  columns: string;
}

interface RowProblem {
  key: string;
  row: string;
  field: string;
  messages: string;
}

const DUPLICATE_COLUMNS: TableColumnsType<DuplicateRow> = [
  { title: 'Column', dataIndex: 'column' },
  { title: 'Value', dataIndex: 'value' },
  { title: 'Rows', dataIndex: 'rows', render: (rows: readonly number[]) => rows.join(', ') },
];

const COLUMN_PROBLEM_COLUMNS: TableColumnsType<ColumnProblem> = [
  { title: 'Problem', dataIndex: 'problem' },
  { title: 'Columns', dataIndex: 'columns' },
];

const ROW_PROBLEM_COLUMNS: TableColumnsType<RowProblem> = [
  { title: 'Row', dataIndex: 'row' },
  { title: 'Field', dataIndex: 'field' },
  { title: 'Errors', dataIndex: 'messages' },
];

function columnProblems(columnErrors: UploadErrors['column_errors'] = {}): ColumnProblem[] {
  const kinds = [
    ['Duplicate columns', columnErrors.duplicate_columns],
    ['Unknown columns', columnErrors.unknown_columns],
    ['Required columns', columnErrors.required_columns],
  ] as const;
  return kinds
    .filter(([, columns]) => columns && columns.length > 0)
    .map(([problem, columns = []]) => ({ problem, columns: columns.join(', ') }));
}

function rowProblems(rowErrors: UploadErrors['row_errors'] = {}): RowProblem[] {
  return Object.entries(rowErrors).flatMap(([row, fields]) =>
    Object.entries(fields).map(([field, messages]) => ({
      key: `${row}:${field}`,
      row,
      field,
      messages: messages.join(' '),
    })),
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId}>
        {title}
      </Typography.Title>
      <Flex vertical gap={12}>
        {children}
      </Flex>
    </section>
  );
}

/** Why a bulk upload failed (spec 2.10): duplicate rows, then the file's, column and row errors. */
export function UploadResultPanels({ errors }: { errors: UploadErrors }) {
  const duplicates = errors.duplicate_rows ?? [];
  const columns = columnProblems(errors.column_errors);
  const rows = rowProblems(errors.row_errors);
  const fileError = errors.file_error;
  const tableProps = { size: 'small', pagination: false, bordered: true } as const;

  return (
    <Flex vertical gap={24}>
      {duplicates.length > 0 && (
        <Panel title={UPLOAD_RESULT_TEXTS.duplicateRows}>
          <Table
            {...tableProps}
            columns={DUPLICATE_COLUMNS}
            dataSource={duplicates}
            rowKey={(row) => `${row.column}:${row.value}`}
          />
        </Panel>
      )}
      {(fileError || columns.length > 0 || rows.length > 0) && (
        <Panel title={UPLOAD_RESULT_TEXTS.errors}>
          {fileError && <Alert type="error" showIcon title={fileError} />}
          {columns.length > 0 && (
            <Table {...tableProps} columns={COLUMN_PROBLEM_COLUMNS} dataSource={columns} rowKey="problem" />
          )}
          {rows.length > 0 && <Table {...tableProps} columns={ROW_PROBLEM_COLUMNS} dataSource={rows} />}
        </Panel>
      )}
    </Flex>
  );
}
