import { FileExcelOutlined } from '@ant-design/icons';
import { EXPORT_KINDS, type ExportKindId, type ExportRequestOf } from '@atrium/contracts';
import { App, Button } from 'antd';
import { messageForError } from '../../platform/errorMessages';
import { useCan } from '../../platform/useCan';
import { showTaskMessage } from '../tasks';
import { useStartExport } from './exports.api';

/**
 * A list's "Export to Excel": shown to those who may export its kind (the server checks the same rule), it
 * starts the export with the list's current filters and says the file is being prepared in the task tray.
 * Lists load it lazily through `ExportToExcelButton`.
 */
export function ExportButton<K extends ExportKindId>({
  kind,
  request,
}: {
  kind: K;
  request: ExportRequestOf<K>;
}) {
  const mayExport = useCan((actor) => EXPORT_KINDS[kind].may(actor));
  const startExport = useStartExport();
  const { notification } = App.useApp();
  if (!mayExport) return null;
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={startExport.isPending}
      onClick={() =>
        startExport.mutate(
          { kind, request },
          {
            // The same toast the task's socket event shows, so the two make one.
            onSuccess: (task) => showTaskMessage(notification, 'download_task_started', task),
            onError: (error) => notification.error({ title: messageForError(error, 'imports') }),
          },
        )
      }
    >
      Export to Excel
    </Button>
  );
}
