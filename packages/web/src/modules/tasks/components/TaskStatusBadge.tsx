import { TASK_STATUS_LABELS, type TaskStatus } from '@atrium/contracts';
import { StatusBadge } from '../../../ui/StatusBadge';

/** The badge status whose colour each task status takes: queued and running blue, done green, failed red. */
const BADGE_STATUS: Record<TaskStatus, string> = {
  not_started: 'pending',
  processing: 'in-progress',
  done: 'completed',
  failed: 'rejected',
  ignored: 'cancelled',
};

/** A task's status as spec 5 words it ('In the queue', 'Successful', ...). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <StatusBadge status={BADGE_STATUS[status]} label={TASK_STATUS_LABELS[status]} />;
}
