import { HistoryOutlined } from '@ant-design/icons';
import { type CurrentUser, hasRole, ROLES } from '@atrium/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { actorOf } from '../../platform/actor';

// The drawer and the audit trail are fetched when the history is first opened, not with the record's screen.
const RecordHistoryDrawer = lazy(() =>
  import('./RecordHistoryDrawer').then((m) => ({ default: m.RecordHistoryDrawer })),
);

interface RecordHistoryProps {
  /** Who is looking: only audit managers (and the CEO) read the audit trail. */
  viewer: CurrentUser;
  entityType: string;
  entityId: number | string;
  title: string;
}

/** A record's own change history from its screen: a History button opening the audit trail of that record. */
export function RecordHistory({ viewer, entityType, entityId, title }: RecordHistoryProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (!hasRole(actorOf(viewer), ROLES.AUDIT_MANAGER)) return null;
  const open = () => {
    setOpen(true);
    setWasOpened(true);
  };
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={open}>
        History
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <RecordHistoryDrawer
            entityType={entityType}
            entityId={entityId}
            title={title}
            open={isOpen}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
