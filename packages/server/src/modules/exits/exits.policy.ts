import { type Actor, canReadExit, canReadExits } from '@atrium/contracts';
import type { ReadPolicy } from '../../platform/http/policy-answer';

/** The part of an exit its read rule looks at: who the leaving employee reports to. */
export interface ExitReaders {
  employee: { reporting_manager_user_id: number | null };
}

/** Reading one exit: exit managers, finance executives and the CEO every one, a reporting manager their report's. */
export const exitReadPolicy = (actor: Actor): ReadPolicy<ExitReaders> => ({
  seesEvery: canReadExits(actor),
  mayRead: (exit) => canReadExit(actor, exit.employee.reporting_manager_user_id),
});
