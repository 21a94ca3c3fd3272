import { CloudSyncOutlined } from '@ant-design/icons';
import { isTaskFinished } from '@atrium/contracts';
import { Badge, Button, Popover, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUIET_HEADER_STATUSES } from '../../platform/quietStatuses';
import { useTaskPage } from './tasks.api';
import { useUploadsInFlight } from './uploadsInFlight';

// The panel (progress bars, downloads, results) is fetched when the tray is first opened, not with every page.
const TaskTrayPanel = lazy(() => import('./TaskTrayPanel').then((m) => ({ default: m.TaskTrayPanel })));

/** How many of the newest tasks the tray lists; the Uploads tool has them all. */
export const TRAY_TASK_COUNT = 10;
export const UPLOADS_TOOL_PATH = '/uploads';

/**
 * The upload-task tray (spec 2.8): the caller's newest background tasks, with a badge counting the files
 * being sent and the tasks queued or running. Kept current by the personal socket.
 */
export function TaskTray() {
  const navigate = useNavigate();
  const tasks = useTaskPage({ limit: TRAY_TASK_COUNT, offset: 0 }, QUIET_HEADER_STATUSES);
  const sending = useUploadsInFlight();
  const [isOpen, setOpen] = useState(false);
  const running =
    sending.length + (tasks.data?.results.filter((task) => !isTaskFinished(task.status)).length ?? 0);

  const viewAll = () => {
    setOpen(false);
    navigate(UPLOADS_TOOL_PATH);
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title="Background tasks"
      content={
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
          <TaskTrayPanel tasks={tasks} sending={sending} onViewAll={viewAll} />
        </Suspense>
      }
      styles={{ content: { width: 380, maxHeight: 480, overflowY: 'auto' } }}
    >
      <Button
        type="text"
        aria-label={running > 0 ? `Background tasks, ${running} running` : 'Background tasks'}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        icon={
          <Badge count={running} size="small" overflowCount={99}>
            <CloudSyncOutlined style={{ fontSize: 16, color: 'inherit' }} />
          </Badge>
        }
      />
    </Popover>
  );
}
