import {
  type LeaveRequestCreate,
  LeaveRequestCreateSchema,
  type LeaveTypeCreate,
  LeaveTypeCreateSchema,
} from '@atrium/contracts';
import {
  applyForLeave,
  approveLeave,
  cancelLeave,
  createLeaveType,
  findActiveLeaveYear,
  openLeaveYear,
  postDueAccruals,
  rejectLeave,
} from '../modules/leave';
import type { AppContext } from '../platform/app-context';
import type { Scope } from '../platform/scope';
import { asUser, inScope } from './factories';

/**
 * A leave year of twelve months from `startDate`, opened as an lms admin would (active unless one is); Saturday
 * and Sunday are its weekend unless `weekendDays` says otherwise (0 is Sunday).
 */
export function buildLeaveYear(
  ctx: AppContext,
  organizationId: number,
  startDate: string,
  { weekendDays }: { weekendDays?: number[] } = {},
) {
  return inScope(ctx, organizationId, (scope) => openLeaveYear(scope, startDate, weekendDays));
}

/**
 * A leave type as the admin screen saves it: Casual leave (CL), paid, 12 days a year, unless told; the type as
 * the API answers it.
 */
export function buildLeaveType(
  ctx: AppContext,
  organizationId: number,
  input: Partial<LeaveTypeCreate> = {},
) {
  const type = LeaveTypeCreateSchema.parse({
    code: 'CL',
    name: 'Casual leave',
    kind: 'paid',
    unit: 'days',
    annual_quantity: 12,
    ...input,
  });
  return inScope(ctx, organizationId, (scope) => createLeaveType(scope, type));
}

/**
 * Credits every allocation and monthly accrual of the active leave year due by `asOf` through the ledger, as the
 * nightly job does; how many entries it posted.
 */
export function creditLeave(ctx: AppContext, organizationId: number, asOf: string) {
  return inScope(ctx, organizationId, async (scope) => {
    const year = await findActiveLeaveYear(scope.tx, organizationId);
    if (!year) throw new Error(`no active leave year in organisation ${organizationId}`);
    return postDueAccruals(scope, year, asOf);
  });
}

export type LeaveRequestState = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'cancellation_requested';

export interface BuildLeaveRequest extends Omit<LeaveRequestCreate, 'reason' | 'start_date' | 'end_date'> {
  /** The employee who applies, and their user. */
  applicant: { employeeId: number; userId: number };
  start: string;
  end?: string;
  reason?: string;
  /** Pending unless told; any other state is reached through the decisions a request goes through. */
  state?: LeaveRequestState;
  /** Who decides it (the reporting manager, or an lms admin for the HR stage), for any state past pending. */
  decidedBy?: number;
}

/**
 * A leave request applied for by its employee and taken to `state` by the decisions of `decidedBy`, each in its
 * own transaction as through the API: approval debits the balance through the ledger, a cancellation of
 * approved leave credits it back. The request as it then stands.
 */
export async function buildLeaveRequest(ctx: AppContext, organizationId: number, input: BuildLeaveRequest) {
  const {
    applicant,
    start,
    end = start,
    reason = 'Family visit',
    state = 'pending',
    decidedBy,
    ...terms
  } = input;
  const body = LeaveRequestCreateSchema.parse({ ...terms, start_date: start, end_date: end, reason });
  let request = await inScope(
    ctx,
    organizationId,
    (scope) => applyForLeave(scope, applicant.employeeId, body),
    applicant.userId,
  );
  const decide = (work: (scope: Scope) => Promise<typeof request>) => {
    if (decidedBy === undefined) throw new Error(`a ${state} leave request needs decidedBy`);
    return asUser(ctx, organizationId, decidedBy, work);
  };
  const withdraw = () =>
    asUser(ctx, organizationId, applicant.userId, (scope) => cancelLeave(scope, request.id));
  if (state === 'rejected') return decide((scope) => rejectLeave(scope, request.id, 'Not now'));
  if (state === 'cancelled' && request.status === 'pending') return withdraw();
  if (state === 'pending') return request;
  // A request of a policy with HR approval is approved twice: by the manager, then at the HR stage.
  for (let stage = 0; stage < 2 && request.status === 'pending'; stage += 1)
    request = await decide((scope) => approveLeave(scope, request.id, ''));
  return state === 'cancellation_requested' ? withdraw() : request;
}
