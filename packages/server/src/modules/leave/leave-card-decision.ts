import type { CardDecision } from '../integrations';
import { approveLeave, rejectLeave } from './leave-decision.service';

/** What a leave request is once decided, as its approver's Teams card says it. */
const OUTCOMES: Record<string, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancellation approved',
  pending: 'Approved for the HR stage',
};

/**
 * A leave request decided from its approver's Teams card: the same approval and rejection the web app makes, as the
 * person who pressed it. Asked of requests awaiting approval and of cancellation requests.
 */
export const leaveCardDecision: CardDecision = {
  requestType: 'leave',
  awaitsDecision: (action) => action === 'lms:leave-requested' || action === 'lms:cancellation-requested',
  async decide(scope, id, verb, reason) {
    if (verb === 'reject') {
      const after = await rejectLeave(scope, id, reason);
      return after.status === 'approved' ? 'Cancellation declined' : 'Rejected';
    }
    const after = await approveLeave(scope, id, '');
    return OUTCOMES[after.status] ?? 'Approved';
  },
};
