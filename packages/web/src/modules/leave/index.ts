/**
 * Leave: its tool screens (loaded lazily), the organisation's leave configuration, and the home's cards for
 * the user's balance and the requests waiting for their decision.
 */
export { LeaveApprovalsCard, LeaveBalanceSummaryCard } from './components/HomeLeaveCards';
export { useLeaveConfigurations } from './leaveConfigurations.api';
export { leaveTools } from './tools';
