import { DownloadOutlined } from '@ant-design/icons';
import type { Task } from '@atrium/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { messageForError } from '../../../platform/errorMessages';
import { useOrganization } from '../../../platform/OrganizationContext';
import { downloadExcel } from '../../../platform/transfers';
import { tasksPath } from '../tasks.api';

/** The workbook of a finished download task, saved under the server's file name. */
function downloadTaskFile(orgId: number, task: Task) {
  return downloadExcel({
    path: `${tasksPath(orgId)}${task.id}/file/`,
    fallbackName: task.filename,
    expectedStatuses: [403, 404],
  });
}

/** Whether a task has a workbook to fetch: a finished download whose file the server kept. */
export function hasTaskFile(task: Task): boolean {
  return task.task_type === 'download' && task.status === 'done' && task.has_file;
}

/** Saves a finished download's workbook; the file needs the session, so it is fetched, not linked. */
export function TaskFileButton({ task }: { task: Task }) {
  const { id: orgId } = useOrganization();
  const { notification } = App.useApp();
  const download = useMutation({
    mutationFn: () => downloadTaskFile(orgId, task),
    onError: (error) => notification.error({ title: messageForError(error) }),
  });
  if (!hasTaskFile(task)) return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Download ${task.filename}`}
    >
      Download
    </Button>
  );
}
