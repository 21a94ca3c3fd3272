import { type Actor, isEmployeeManager } from '@atrium/contracts';

/**
 * Whose team (direct and indirect reports) the caller may read: employee managers and the CEO anyone's, a manager
 * their own, and anyone above the manager in the reporting line (`managersAbove`, the manager's chain, looked up by
 * the caller).
 */
export function canReadTeamOf(actor: Actor, managerId: number, managersAbove: readonly number[]): boolean {
  if (isEmployeeManager(actor)) return true;
  return (
    actor.employee_id != null &&
    (actor.employee_id === managerId || managersAbove.includes(actor.employee_id))
  );
}
