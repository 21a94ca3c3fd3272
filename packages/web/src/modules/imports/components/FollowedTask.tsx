import type { Task } from '@atrium/contracts';
import { Alert, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { messageForError } from '../../../platform/errorMessages';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TaskErrors, TaskFileName, TaskProgress, TaskStatusBadge, useTask } from '../../tasks';

const STATUS_NOTES: Partial<Record<Task['status'], string>> = {
  not_started: 'The file is waiting its turn; it is read in the order it arrived.',
  ignored: 'The server set this upload aside without reading it.',
};

function TaskOutcome({ task }: { task: Task }) {
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="File">
          <TaskFileName fileName={task.filename} />
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <TaskStatusBadge status={task.status} />
        </Descriptions.Item>
        {task.result && (
          <>
            <Descriptions.Item label="Records added">{task.result.records_added}</Descriptions.Item>
            <Descriptions.Item label="Records updated">{task.result.records_updated}</Descriptions.Item>
            <Descriptions.Item label="Rows skipped">{task.result.records_skipped}</Descriptions.Item>
          </>
        )}
      </Descriptions>
      {STATUS_NOTES[task.status] && (
        <Typography.Text type="secondary">{STATUS_NOTES[task.status]}</Typography.Text>
      )}
      <TaskProgress task={task} label={`Progress of ${task.filename}`} />
      <TaskErrors task={task} />
    </Flex>
  );
}

/** The last upload's task, live: queued, its rows being read, then what it did and what it found wrong. */
export function FollowedTask({ taskId }: { taskId: number }) {
  const task = useTask(taskId);
  let body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (task.isError) body = <Alert type="error" showIcon title={messageForError(task.error, 'imports')} />;
  else if (task.data) body = <TaskOutcome task={task.data} />;
  return (
    <section aria-label="Last upload">
      <SectionHeader title="Last upload" level={5} />
      {body}
    </section>
  );
}
