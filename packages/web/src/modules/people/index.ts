/**
 * People: its tool screens (loaded lazily), the signed-in user's own record, the employee picker and the
 * employee form's options that other modules reuse.
 */
export { EmployeePicker } from './components/EmployeePicker';
export { useEmployeeFormOptions } from './employees.api';
export { currentUserQueryKey, fetchCurrentUser, useCurrentUser } from './people.api';
export { peopleTools } from './tools';
