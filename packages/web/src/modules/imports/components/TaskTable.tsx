import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { formatDisplayDate, formatDisplayTime, type Task } from '@atrium/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import type { TaskPage } from '../../tasks';
import {
  hasUploadErrors,
  TaskErrors,
  TaskFileButton,
  TaskFileName,
  TaskProgress,
  TaskResultSummary,
  TaskStatusBadge,
} from '../../tasks';
import { TASK_TYPE_LABELS, taskKindTitle } from '../taskKinds';

export type TaskColumn = 'kind' | 'name' | 'type' | 'file' | 'status' | 'created' | 'result' | 'download';

interface TaskTableProps {
  label: string;
  columns: readonly TaskColumn[];
  page: TaskPage;
  currentPage: number;
  pageSize: number;
  isFetching: boolean;
  onPageChange(page: number): void;
  empty: ReactNode;
}

function formatCreated(created: string): string {
  const date = new Date(created);
  return Number.isNaN(date.getTime()) ? '' : `${formatDisplayDate(date)} ${formatDisplayTime(date)}`;
}

const COLUMNS: Record<TaskColumn, TableColumnsType<Task>[number]> = {
  kind: { key: 'kind', title: 'Kind', render: (_, task) => taskKindTitle(task) },
  name: { key: 'name', title: 'Name', dataIndex: 'display_name' },
  type: { key: 'type', title: 'Type', render: (_, task) => TASK_TYPE_LABELS[task.task_type] },
  file: { key: 'file', title: 'File', render: (_, task) => <TaskFileName fileName={task.filename} /> },
  status: { key: 'status', title: 'Status', render: (_, task) => <TaskStatusBadge status={task.status} /> },
  created: { key: 'created', title: 'Created', render: (_, task) => formatCreated(task.created) },
  result: {
    key: 'result',
    title: 'Result',
    render: (_, task) =>
      task.status === 'processing' ? (
        <TaskProgress task={task} label={`Progress of ${task.filename}`} />
      ) : (
        <TaskResultSummary result={task.result} />
      ),
  },
  download: { key: 'download', title: 'File download', render: (_, task) => <TaskFileButton task={task} /> },
};

/**
 * The caller's tasks a page at a time (pages come from the server); a task that reported problems opens
 * to the upload result panels.
 */
export function TaskTable({
  label,
  columns,
  page,
  currentPage,
  pageSize,
  isFetching,
  onPageChange,
  empty,
}: TaskTableProps) {
  return (
    <Table<Task>
      aria-label={label}
      size="small"
      rowKey="id"
      loading={isFetching}
      columns={columns.map((column) => COLUMNS[column])}
      dataSource={page.results}
      locale={{ emptyText: <EmptyState description={empty} /> }}
      expandable={{
        rowExpandable: (task) => hasUploadErrors(task.errors),
        expandedRowRender: (task) => <TaskErrors task={task} />,
        // Rows without problems get no button at all, rather than an invisible one in the tab order.
        expandIcon: ({ expanded, expandable, onExpand, record }) =>
          expandable ? (
            <Button
              type="text"
              size="small"
              aria-expanded={expanded}
              aria-label={`Problems with ${record.filename}`}
              icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
              onClick={(event) => onExpand(record, event)}
            />
          ) : null,
      }}
      pagination={{
        current: currentPage,
        pageSize,
        total: page.count,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
