import type { Task } from '@atrium/contracts';
import { Progress } from 'antd';

/** The rows a running task has worked through, as a bar; nothing before it knows how many there are. */
export function TaskProgress({ task, label }: { task: Task; label: string }) {
  const { progress } = task;
  if (task.status !== 'processing' || !progress || progress.total <= 0) return null;
  const percent = Math.min(100, Math.floor((progress.done / progress.total) * 100));
  return (
    <Progress
      percent={percent}
      size="small"
      status="active"
      aria-label={label}
      format={() => `${progress.done}/${progress.total}`}
    />
  );
}

/** A file being sent, as a bar of the bytes the server has. */
export function SendingProgress({ loaded, total, label }: { loaded: number; total: number; label: string }) {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return <Progress percent={percent} size="small" status="active" aria-label={label} />;
}
