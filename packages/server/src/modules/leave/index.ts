/** Leave: the organisation's holidays (leave types, balances and requests come with the leave module's issue). */
export { holidayImport } from './holiday-import';
