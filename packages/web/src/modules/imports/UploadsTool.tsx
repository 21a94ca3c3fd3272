import { DEFAULT_PAGE_SIZE, TASK_TYPES, type TaskType, type ToolOptions } from '@atrium/contracts';
import { Skeleton } from 'antd';
import { pageOption, textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { FilterBar, type FilterDefinition, type FilterValues } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { useTaskPage } from '../tasks';
import { TaskTable } from './components/TaskTable';

export const NO_TASKS_TEXT = 'There are no uploads or downloads for you yet.';

const TYPE_FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'task_type',
    label: 'Type',
    placeholder: 'Any type',
    options: [
      { value: 'upload', label: 'Uploads' },
      { value: 'download', label: 'Downloads' },
    ],
  },
];

function typeOption(options: ToolOptions): TaskType | undefined {
  const value = textOption(options, 'task_type');
  return TASK_TYPES.find((type) => type === value);
}

/**
 * 'uploads' (Uploads): every background task of the caller, uploads and downloads, newest first, a page at
 * a time: status, progress while running, the result, what went wrong, and the file of a finished download.
 */
export function UploadsTool({ options, onOptionsChange }: ToolProps) {
  const page = pageOption(options, 'page');
  const taskType = typeOption(options);
  const tasks = useTaskPage({
    task_type: taskType,
    limit: DEFAULT_PAGE_SIZE,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
  });
  useFailedLoadAsPageState(tasks.error);
  const change = (changes: ToolOptions) => onOptionsChange(withOptions(options, changes));

  let body = <Skeleton active />;
  if (tasks.isError && !tasks.data) {
    body = <LoadFailed variant="inline" error={tasks.error} onRetry={() => tasks.refetch()} />;
  } else if (tasks.data) {
    body = (
      <TaskTable
        label="Background tasks"
        columns={['name', 'type', 'file', 'status', 'created', 'result', 'download']}
        page={tasks.data}
        currentPage={page}
        pageSize={DEFAULT_PAGE_SIZE}
        isFetching={tasks.isFetching && tasks.isPlaceholderData}
        onPageChange={(next) => change({ page: next === 1 ? undefined : next })}
        empty={NO_TASKS_TEXT}
      />
    );
  }
  return (
    <>
      <FilterBar
        filters={TYPE_FILTERS}
        value={{ task_type: taskType }}
        onChange={(next: FilterValues) => change({ task_type: next.task_type, page: undefined })}
      />
      {body}
    </>
  );
}
