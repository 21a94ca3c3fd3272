import { Drawer, Skeleton } from 'antd';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useLeaveRequest } from '../leave.api';
import { LeaveRequestDetails } from './LeaveRequestDetails';

/** A request loaded by id: its details, a skeleton while loading, or the failure with a retry. */
export function LeaveRequestView({ requestId }: { requestId: number }) {
  const request = useLeaveRequest(requestId);
  if (request.isError && !request.data)
    return <LoadFailed variant="inline" error={request.error} onRetry={() => request.refetch()} />;
  if (!request.data) return <Skeleton active />;
  return <LeaveRequestDetails request={request.data} />;
}

interface LeaveRequestDrawerProps {
  requestId: number | undefined;
  onClose(): void;
}

/** Leave details beside a list or calendar, for the request in the tool's `id` option. */
export function LeaveRequestDrawer({ requestId, onClose }: LeaveRequestDrawerProps) {
  return (
    <Drawer open={requestId !== undefined} onClose={onClose} title="Leave details" size={520} destroyOnHidden>
      {requestId !== undefined && <LeaveRequestView requestId={requestId} />}
    </Drawer>
  );
}
