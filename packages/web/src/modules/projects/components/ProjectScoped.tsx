import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ProjectPicker } from './ProjectPicker';

interface ProjectScopedProps {
  /** The project in the tool's options, if any. */
  id: number | undefined;
  onPick(id: number | undefined): void;
  /** What to say before a project is picked. */
  emptyText: string;
  /** The tool's view of the picked project. */
  children(id: number): ReactNode;
}

/** A tool about one project: the project picker, then the tool's view of the picked project. */
export function ProjectScoped({ id, onPick, emptyText, children }: ProjectScopedProps) {
  return (
    <Flex vertical gap={16}>
      <ProjectPicker value={id} onChange={onPick} />
      {id === undefined ? <EmptyState description={emptyText} /> : children(id)}
    </Flex>
  );
}

/** What a view of a project loads: a skeleton while it loads, its failure with a retry, then the view. */
export function WhenLoaded<T>({
  result,
  children,
}: {
  result: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  if (result.isPending) return <Skeleton active />;
  if (result.isError)
    return <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />;
  return children(result.data);
}
