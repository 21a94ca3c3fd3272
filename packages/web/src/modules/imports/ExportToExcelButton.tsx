import { FileExcelOutlined } from '@ant-design/icons';
import { EXPORT_KINDS, type ExportKindId, type ExportRequestOf, TASK_MESSAGES } from '@atrium/contracts';
import { Button } from 'antd';
import { messageForError } from '../../platform/errorMessages';
import { useCan } from '../../platform/useCan';
import { useNotify } from '../../ui/useNotify';
import { useStartExport } from './imports.api';

/**
 * A list's "Export to Excel": shown to those who may export its kind (the server checks the same rule), it
 * starts the export with the list's current filters and says the file is being prepared in the task tray.
 */
export function ExportToExcelButton<K extends ExportKindId>({
  kind,
  request,
}: {
  kind: K;
  request: ExportRequestOf<K>;
}) {
  const mayExport = useCan((actor) => EXPORT_KINDS[kind].may(actor));
  const startExport = useStartExport();
  const notify = useNotify();
  if (!mayExport) return null;
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={startExport.isPending}
      onClick={() =>
        startExport.mutate(
          { kind, request },
          {
            onSuccess: (task) => notify('info', TASK_MESSAGES.download_task_started, task.display_name),
            onError: (error) => notify('error', messageForError(error, 'imports')),
          },
        )
      }
    >
      Export to Excel
    </Button>
  );
}
