/** Leave: its tool screens (loaded lazily) and the organisation's leave configuration. */
export { useLeaveConfigurations } from './leave.api';
export { leaveTools } from './tools';
