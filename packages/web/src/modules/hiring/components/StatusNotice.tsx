import type { HiringRequest } from '@atrium/contracts';
import { Alert } from 'antd';

/** Why an on-hold, closed or rejected request takes no action, with the reason given. */
export function StatusNotice({ request }: { request: HiringRequest }) {
  const reason = request.status_reason ? `: ${request.status_reason}` : '';
  if (request.status === 'on-hold')
    return <Alert type="warning" showIcon title={`On hold${reason}. Resume it to act on it again.`} />;
  if (request.status === 'closed') return <Alert type="info" showIcon title={`Closed${reason}.`} />;
  if (request.status === 'rejected') return <Alert type="error" showIcon title={`Rejected${reason}.`} />;
  return null;
}
