import { ROLES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import {
  awaitsDecision,
  canDecide,
  canReadLeaveOf,
  hasOwnLeave,
  isCancellable,
  type LeaveRequestFacts,
  mayCancelFor,
} from './leave.policy';

/** Employee 10 is user 1; the requester is user 2, whose manager is user 3. */
const employee = actorWith([ROLES.EMPLOYEE]);
const admin = actorWith([ROLES.LMS_ADMIN], { user_id: 5, employee_id: 50 });
const manager = actorWith([ROLES.EMPLOYEE], { user_id: 3, employee_id: 30 });
const requester = actorWith([ROLES.EMPLOYEE], { user_id: 2, employee_id: 20 });
const request = (facts: Partial<LeaveRequestFacts> = {}): LeaveRequestFacts => ({
  status: 'pending',
  approvalStage: 'manager',
  managerUserId: 3,
  startDate: '2026-12-10',
  ...facts,
});

describe('leave policy', () => {
  it.each([
    ['an employee', employee, true],
    ['a contractor', actorWith([ROLES.CONTRACTOR], { employee_id: null }), false],
  ])('%s has leave of their own: %s', (_who, actor, expected) => {
    expect(hasOwnLeave(actor)).toBe(expected);
  });

  it.each([
    ['their own', employee, 10, false, true],
    ['a report’s, in their reporting line', manager, 20, true, true],
    ['a colleague’s', employee, 20, false, false],
    ['anyone’s, as an lms admin', admin, 20, false, true],
  ])('reads %s leave: %s', (_whose, actor, employeeId, inLine, expected) => {
    expect(canReadLeaveOf(actor, employeeId, inLine)).toBe(expected);
  });

  it.each([
    ['the manager, at the manager stage', manager, request(), true],
    ['the manager, at the hr stage', manager, request({ approvalStage: 'hr' }), false],
    ['the manager, a cancellation asked for', manager, request({ status: 'cancellation_requested' }), true],
    ['another employee', employee, request(), false],
    ['an lms admin, at the hr stage', admin, request({ approvalStage: 'hr' }), true],
    ['an lms admin, an approved request', admin, request({ status: 'approved' }), false],
    ['the requester, even as an lms admin', { ...admin, user_id: 2 }, request(), false],
  ])('%s decides: %s', (_who, actor, facts, expected) => {
    expect(canDecide(actor, facts, requester.user_id)).toBe(expected);
  });

  it.each([
    ['the requester', requester, true],
    ['an lms admin', admin, true],
    ['the manager', manager, false],
  ])('%s may cancel: %s', (_who, actor, expected) => {
    expect(mayCancelFor(actor, requester.user_id)).toBe(expected);
  });

  it.each([
    ['pending', request(), true, true],
    ['a cancellation asked for', request({ status: 'cancellation_requested' }), true, false],
    ['approved, not started', request({ status: 'approved' }), false, true],
    ['approved, started', request({ status: 'approved', startDate: '2026-12-01' }), false, false],
    ['rejected', request({ status: 'rejected' }), false, false],
  ])('a request %s awaits a decision %s, may be cancelled %s', (_state, facts, awaits, cancellable) => {
    expect(awaitsDecision(facts)).toBe(awaits);
    expect(isCancellable(facts, '2026-12-05')).toBe(cancellable);
  });
});
