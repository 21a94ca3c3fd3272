import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ProjectPicker } from './ProjectPicker';

interface ProjectScopedProps<T> {
  /** The project in the tool's options, if any. */
  id: number | undefined;
  onPick(id: number | undefined): void;
  /** What the tool loads for that project. */
  result: UseQueryResult<T>;
  /** What to say before a project is picked. */
  emptyText: string;
  children(data: T): ReactNode;
}

/** A tool about one project: the project picker, then the tool's view of it, its loading or its failure. */
export function ProjectScoped<T>({ id, onPick, result, emptyText, children }: ProjectScopedProps<T>) {
  return (
    <Flex vertical gap={16}>
      <ProjectPicker value={id} onChange={onPick} />
      {id === undefined ? (
        <EmptyState description={emptyText} />
      ) : result.isPending ? (
        <Skeleton active />
      ) : result.isError ? (
        <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />
      ) : (
        children(result.data)
      )}
    </Flex>
  );
}
