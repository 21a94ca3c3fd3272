import type { Task } from '@atrium/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { messageForError } from '../../platform/errorMessages';
import { EmptyState } from '../../ui/EmptyState';
import { TaskFileButton } from './components/TaskFileButton';
import { TaskFileName } from './components/TaskFileName';
import { SendingProgress, TaskProgress } from './components/TaskProgress';
import { TaskResultSummary } from './components/TaskResultSummary';
import { TaskStatusBadge } from './components/TaskStatusBadge';
import type { TaskPage } from './tasks.api';
import type { UploadInFlight } from './uploadsInFlight';

export const TRAY_EMPTY_TEXT = 'There are no background tasks for you.';

interface TaskTrayPanelProps {
  tasks: UseQueryResult<TaskPage>;
  sending: readonly UploadInFlight[];
  onViewAll(): void;
}

function TrayItem({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <li
      aria-label={label}
      style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}`, listStyle: 'none' }}
    >
      <Flex vertical gap={2}>
        {children}
      </Flex>
    </li>
  );
}

function SendingItem({ upload }: { upload: UploadInFlight }) {
  return (
    <TrayItem label={upload.title}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{upload.title}</Typography.Text>
        <Button
          type="link"
          size="small"
          onClick={upload.cancel}
          aria-label={`Cancel sending ${upload.fileName}`}
        >
          Cancel
        </Button>
      </Flex>
      <Flex justify="space-between" gap={8}>
        <TaskFileName fileName={upload.fileName} />
        <Typography.Text type="secondary">Sending</Typography.Text>
      </Flex>
      <SendingProgress loaded={upload.loaded} total={upload.total} label={`Sending ${upload.fileName}`} />
    </TrayItem>
  );
}

function TaskItem({ task }: { task: Task }) {
  return (
    <TrayItem label={task.display_name}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{task.display_name}</Typography.Text>
        <TaskStatusBadge status={task.status} />
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <TaskFileName fileName={task.filename} />
        <TaskFileButton task={task} />
      </Flex>
      <TaskProgress task={task} label={`Progress of ${task.filename}`} />
      {task.status === 'done' && (
        <Typography.Text type="secondary">
          <TaskResultSummary result={task.result} />
        </Typography.Text>
      )}
    </TrayItem>
  );
}

/** The tray's popover: files being sent, then the newest tasks, and a way to all of them. */
export function TaskTrayPanel({ tasks, sending, onViewAll }: TaskTrayPanelProps) {
  let body: ReactNode;
  if (tasks.isPending && sending.length === 0) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (tasks.isError && sending.length === 0) {
    body = <Alert type="error" showIcon title={messageForError(tasks.error)} />;
  } else if (sending.length === 0 && (tasks.data?.results.length ?? 0) === 0) {
    body = <EmptyState description={TRAY_EMPTY_TEXT} />;
  } else {
    body = (
      <ul aria-label="Background tasks" style={{ margin: 0, padding: 0 }}>
        {sending.map((upload) => (
          <SendingItem key={`sending-${upload.id}`} upload={upload} />
        ))}
        {tasks.data?.results.map((task) => (
          <TaskItem key={task.id} task={task} />
        ))}
      </ul>
    );
  }
  return (
    <Flex vertical gap={8}>
      {body}
      <Button type="link" onClick={onViewAll} style={{ alignSelf: 'flex-end' }}>
        View all
      </Button>
    </Flex>
  );
}
