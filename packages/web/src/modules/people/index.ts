/**
 * People: its tool screens (loaded lazily), the employee picker and the
 * employee form's options that other modules reuse, and the hierarchy's
 * query keys org setup refreshes after a change to its catalogues.
 */
export { EmployeePicker } from './components/EmployeePicker';
export { useEmployeeFormOptions } from './employees.api';
export { hierarchyKeys } from './hierarchy.api';
export { peopleTools } from './tools';
