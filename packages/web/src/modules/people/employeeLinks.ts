import type { ToolOptions } from '@atrium/contracts';
import { toolLink } from '../../platform/tools/toolLink';

/** An employee's profile: the employee-profile workspace, through the resolver (spec 2.2). */
export const profilePath = (id: number) =>
  `/resolver?for_workspace=employee-profile&data=${encodeURIComponent(JSON.stringify({ id }))}`;

/** The Employee Form: a new employee, or the one with `id`. */
export const employeeFormPath = (id?: number) => toolLink('employee-form', id === undefined ? {} : { id });

/** The `id` option of a tool opened for one employee (a number, or its digits), else null. */
export function employeeIdOption(options: ToolOptions): number | null {
  const value = Number(options.id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
