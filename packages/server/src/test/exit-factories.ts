import { CLEARANCE_AREAS, type ExitStart, type ExitType } from '@atrium/contracts';
import {
  completeExit,
  markExitClearance,
  markFullAndFinal,
  signClearance,
  startExit,
  withdrawExit,
} from '../modules/exits';
import type { AppContext } from '../platform/app-context';
import { addDays } from '../platform/clock';
import { asUser, inScope } from './factories';

/** Where an exit stands: serving notice, every clearance signed, settled (full-and-final), done or called off. */
export type ExitStage = 'in-notice' | 'cleared' | 'settled' | 'exit-done' | 'withdrawn';

export interface BuildExit {
  employeeId: number;
  /** The exit manager (or CEO) who starts it and takes it through its stages. */
  by: number;
  stage?: ExitStage;
  exitType?: ExitType;
  /** Today and thirty days on, on the organisation's calendar, unless told. */
  noticeDate?: string;
  lastWorkingDay?: string;
  reason?: string | null;
}

/**
 * Signs every clearance area of an exit in notice and marks its exit clearance, as `by` (an exit manager, who
 * may sign every area) would through the API, each step in its own transaction.
 */
export async function clearExit(ctx: AppContext, organizationId: number, exitId: number, by: number) {
  for (const area of CLEARANCE_AREAS) {
    await asUser(ctx, organizationId, by, (scope) => signClearance(scope, exitId, { area }));
  }
  return inScope(ctx, organizationId, (scope) => markExitClearance(scope, exitId), by);
}

/** Clears an exit in notice and marks its full-and-final settlement: all it needs to be completed. */
export async function settleExit(ctx: AppContext, organizationId: number, exitId: number, by: number) {
  await clearExit(ctx, organizationId, exitId, by);
  return inScope(ctx, organizationId, (scope) => markFullAndFinal(scope, exitId), by);
}

/**
 * An exit started by `by` and taken to `stage` through the exits module's services, each step in its own
 * transaction as through the API (notifications and audit rows included); the exit as it then stands.
 */
export async function buildExit(ctx: AppContext, organizationId: number, input: BuildExit) {
  const { employeeId, by, stage = 'in-notice' } = input;
  const exit = await inScope(
    ctx,
    organizationId,
    (scope) => {
      const noticeDate = input.noticeDate ?? scope.clock.today();
      const start: ExitStart = {
        employee_id: employeeId,
        exit_type: input.exitType ?? 'resignation',
        notice_date: noticeDate,
        last_working_day: input.lastWorkingDay ?? addDays(noticeDate, 30),
        reason: input.reason ?? 'Moving abroad',
      };
      return startExit(scope, start);
    },
    by,
  );
  if (stage === 'in-notice') return exit;
  if (stage === 'withdrawn') return inScope(ctx, organizationId, (scope) => withdrawExit(scope, exit.id), by);
  if (stage === 'cleared') return clearExit(ctx, organizationId, exit.id, by);
  const settled = await settleExit(ctx, organizationId, exit.id, by);
  if (stage === 'settled') return settled;
  return inScope(ctx, organizationId, (scope) => completeExit(scope, exit.id), by);
}
