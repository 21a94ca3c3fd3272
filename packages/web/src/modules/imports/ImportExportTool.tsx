import { FileExcelOutlined } from '@ant-design/icons';
import {
  type CurrentUser,
  canUseTool,
  DEFAULT_PAGE_SIZE,
  EXPORT_KINDS,
  type ExportKindId,
} from '@atrium/contracts';
import { App, Button, Flex, List, Skeleton } from 'antd';
import { Link } from 'react-router';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import { messageForError } from '../../platform/errorMessages';
import { toolLink } from '../../platform/tools/toolLink';
import { pageOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { SectionHeader } from '../../ui/SectionHeader';
import { showTaskMessage, useTaskPage } from '../tasks';
import { TaskTable } from './components/TaskTable';
import { useStartExport } from './exports.api';

export const NO_UPLOADS_TEXT = 'You have not uploaded any file yet. The Generic Importer takes one.';

/** The kinds this user may export (the server checks the same rules). */
function exportableKinds(user: CurrentUser): ExportKindId[] {
  const actor = actorOf(user);
  return (Object.keys(EXPORT_KINDS) as ExportKindId[]).filter((kind) => EXPORT_KINDS[kind].may(actor));
}

function UploadHistory({ options, onOptionsChange }: Pick<ToolProps, 'options' | 'onOptionsChange'>) {
  const mayImport = useCan((actor) => canUseTool(actor, 'generic-importer'));
  const page = pageOption(options, 'page');
  const tasks = useTaskPage({
    task_type: 'upload',
    limit: DEFAULT_PAGE_SIZE,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
  });
  useFailedLoadAsPageState(tasks.error);

  if (tasks.isError && !tasks.data) {
    return <LoadFailed variant="inline" error={tasks.error} onRetry={() => tasks.refetch()} />;
  }
  if (!tasks.data) return <Skeleton active />;
  return (
    <TaskTable
      label="Uploads"
      columns={['kind', 'file', 'status', 'created', 'result']}
      page={tasks.data}
      currentPage={page}
      pageSize={DEFAULT_PAGE_SIZE}
      isFetching={tasks.isFetching && tasks.isPlaceholderData}
      onPageChange={(next) => onOptionsChange(withOptions(options, { page: next === 1 ? undefined : next }))}
      empty={
        <>
          {NO_UPLOADS_TEXT}{' '}
          {mayImport && (
            // Underlined: in the grey empty-state text its colour alone does not mark it as a link.
            <Link to={toolLink('generic-importer')} style={{ textDecoration: 'underline' }}>
              Open the Generic Importer
            </Link>
          )}
        </>
      }
    />
  );
}

function Exports({ kinds }: { kinds: readonly ExportKindId[] }) {
  const { notification } = App.useApp();
  const startExport = useStartExport();
  return (
    <section aria-label="Exports">
      <SectionHeader title="Exports" />
      <List
        size="small"
        bordered
        dataSource={[...kinds]}
        renderItem={(kind) => (
          <List.Item
            actions={[
              <Button
                key="export"
                icon={<FileExcelOutlined aria-hidden />}
                loading={startExport.isPending && startExport.variables?.kind === kind}
                aria-label={`Export to Excel: ${EXPORT_KINDS[kind].title}`}
                onClick={() =>
                  startExport.mutate(
                    { kind },
                    {
                      onSuccess: (task) => showTaskMessage(notification, 'download_task_started', task),
                      onError: (error) => notification.error({ title: messageForError(error, 'imports') }),
                    },
                  )
                }
              >
                Export to Excel
              </Button>,
            ]}
          >
            {EXPORT_KINDS[kind].title}
          </List.Item>
        )}
      />
    </section>
  );
}

/**
 * 'import-export' (Imports): the caller's uploads a page at a time, each opening to what went wrong, and
 * the Excel exports they may start. A started export is built in the background; the tray and a toast
 * say when it is ready.
 */
export function ImportExportTool({ options, onOptionsChange }: ToolProps) {
  const user = useCurrentUser().data;
  const exportKinds = user ? exportableKinds(user) : [];
  return (
    <Flex vertical gap={24}>
      <section aria-label="Uploads">
        <SectionHeader title="Uploads" />
        <UploadHistory options={options} onOptionsChange={onOptionsChange} />
      </section>
      {exportKinds.length > 0 && <Exports kinds={exportKinds} />}
    </Flex>
  );
}
