import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadFailed } from './LoadFailed';

/** A query of one record, as react-query answers it. */
interface RecordQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

interface OpenedRecordProps<T> {
  /** The record's id from the tool's options; none yet says where to open one from. */
  id: number | undefined;
  query: RecordQuery<T>;
  /** Where a record is opened from ("Open a vendor from the vendor list."). */
  emptyText: string;
  emptyAction?: ReactNode;
  children(record: T): ReactNode;
}

/**
 * The record a tool opens by the id in its options: where to open one from while none is named, a skeleton while it
 * loads, the error with a way to try again, then the record.
 */
export function OpenedRecord<T>({ id, query, emptyText, emptyAction, children }: OpenedRecordProps<T>) {
  if (id === undefined) return <EmptyState description={emptyText} action={emptyAction} />;
  if (query.isError)
    return <LoadFailed variant="inline" error={query.error} onRetry={() => query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Skeleton active />;
  return children(query.data);
}
