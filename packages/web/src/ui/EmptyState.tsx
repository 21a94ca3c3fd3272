import { Empty } from 'antd';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  description: ReactNode;
  /** The next step, e.g. a button that adds the first record. */
  action?: ReactNode;
}

/** The empty-state message (spec 2.10), with a next step where there is one. */
export function EmptyState({ description, action }: EmptyStateProps) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
