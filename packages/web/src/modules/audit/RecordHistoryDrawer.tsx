import { Drawer, Skeleton } from 'antd';
import { AuditLogViewer } from '../../ui/AuditLogViewer';
import { LoadFailed } from '../../ui/LoadFailed';
import { useAuditEvents } from './audit.api';

const HISTORY_SIZE = 100;

interface RecordHistoryDrawerProps {
  entityType: string;
  entityId: number | string;
  title: string;
  open: boolean;
  onClose(): void;
}

function RecordHistoryEvents({
  entityType,
  entityId,
}: Pick<RecordHistoryDrawerProps, 'entityType' | 'entityId'>) {
  const events = useAuditEvents({
    entity_type: entityType,
    entity_id: String(entityId),
    limit: HISTORY_SIZE,
    offset: 0,
  });
  if (events.isError)
    return <LoadFailed variant="inline" error={events.error} onRetry={() => events.refetch()} />;
  if (!events.data) return <Skeleton active />;
  return <AuditLogViewer events={events.data.results} />;
}

/** The audit trail of one record, in a drawer beside it. */
export function RecordHistoryDrawer({
  entityType,
  entityId,
  title,
  open,
  onClose,
}: RecordHistoryDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={`History of ${title}`} size={520} destroyOnHidden>
      {open && <RecordHistoryEvents entityType={entityType} entityId={entityId} />}
    </Drawer>
  );
}
