/**
 * People: its tool screens (loaded lazily), the employee picker and the
 * employee form's options that other modules reuse.
 */
export { EmployeePicker } from './components/EmployeePicker';
export { useEmployeeFormOptions } from './employees.api';
export { peopleTools } from './tools';
