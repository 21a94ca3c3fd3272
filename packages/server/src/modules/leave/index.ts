/** Leave: leave years and the organisation's holidays (types, balances and requests come with the leave issue). */
export { holidayRoutes } from './holiday.routes';
export { holidayImport } from './holiday-import';
export { leaveRoutes } from './leave.routes';
export { openLeaveYear } from './leave-configuration.service';
