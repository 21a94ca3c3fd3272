import { HistoryOutlined } from '@ant-design/icons';
import { type CurrentUser, hasRole, ROLES } from '@atrium/contracts';
import { Button, Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { actorOf } from '../../platform/actor';
import { AuditLogViewer } from '../../ui/AuditLogViewer';
import { LoadFailed } from '../../ui/LoadFailed';
import { useAuditEvents } from './audit.api';

const HISTORY_SIZE = 100;

interface RecordHistoryProps {
  /** Who is looking: only audit managers (and the CEO) read the audit trail. */
  viewer: CurrentUser;
  entityType: string;
  entityId: number | string;
  title: string;
}

function RecordHistoryEvents({ entityType, entityId }: Pick<RecordHistoryProps, 'entityType' | 'entityId'>) {
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

/** A record's own change history from its screen: a History button opening the audit trail of that record. */
export function RecordHistory({ viewer, entityType, entityId, title }: RecordHistoryProps) {
  const [isOpen, setOpen] = useState(false);
  if (!hasRole(actorOf(viewer), ROLES.AUDIT_MANAGER)) return null;
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Drawer
        open={isOpen}
        onClose={() => setOpen(false)}
        title={`History of ${title}`}
        size={520}
        destroyOnHidden
      >
        {isOpen && <RecordHistoryEvents entityType={entityType} entityId={entityId} />}
      </Drawer>
    </>
  );
}
