import { describe, expect, it } from 'vitest';
import {
  type ApplicationAction,
  type ApplicationState,
  allowedApplicationActions,
  applicationRefusal,
  DEFAULT_HIRING_FLOW,
  hiringFlowIssues,
  nextApplicationStatus,
  reachableStages,
} from './application-state';
import { interviewRefusal, interviewStatusAt } from './interview-state';

const STAGES = DEFAULT_HIRING_FLOW.length;
const at = (changes: Partial<ApplicationState> = {}): ApplicationState => ({
  status: 'in-progress',
  stage_index: 0,
  candidate_blacklisted: false,
  request_status: 'open',
  ...changes,
});

describe('what an application refuses, and why', () => {
  it.each<[string, Partial<ApplicationState>, ApplicationAction, number | undefined, string | null]>([
    ['moves on one stage', {}, 'move', undefined, null],
    ['moves to the next stage named', {}, 'move', 1, null],
    ['does not move two stages at once', {}, 'move', 2, 'application_stage_not_allowed'],
    ['does not move back', { stage_index: 2 }, 'move', 1, 'application_stage_not_allowed'],
    [
      'does not move past the last stage',
      { stage_index: STAGES - 1 },
      'move',
      undefined,
      'application_action_not_allowed',
    ],
    ['skips a stage', {}, 'skip', undefined, null],
    ['skips to a later stage', {}, 'skip', 4, null],
    ['a skip must skip something', {}, 'skip', 1, 'application_stage_not_allowed'],
    ['holds', {}, 'hold', undefined, null],
    ['rejects', {}, 'reject', undefined, null],
    ['does not resume what is not on hold', {}, 'resume', undefined, 'application_action_not_allowed'],
    ['on hold: resumes', { status: 'on-hold' }, 'resume', undefined, null],
    ['on hold: does not move', { status: 'on-hold' }, 'move', undefined, 'application_on_hold'],
    ['on hold: does not skip', { status: 'on-hold' }, 'skip', undefined, 'application_on_hold'],
    ['on hold: is not rejected by hand', { status: 'on-hold' }, 'reject', undefined, 'application_on_hold'],
    ['rejected: cannot move on', { status: 'rejected' }, 'move', undefined, 'application_rejected'],
    ['rejected: cannot be resumed', { status: 'rejected' }, 'resume', undefined, 'application_rejected'],
    [
      'blacklisted: cannot move on',
      { candidate_blacklisted: true },
      'move',
      undefined,
      'candidate_blacklisted',
    ],
    ['blacklisted: cannot skip', { candidate_blacklisted: true }, 'skip', undefined, 'candidate_blacklisted'],
    ['blacklisted: may be rejected', { candidate_blacklisted: true }, 'reject', undefined, null],
    ['request on hold blocks', { request_status: 'on-hold' }, 'move', undefined, 'hiring_request_on_hold'],
    [
      'request on hold blocks a reject',
      { request_status: 'on-hold' },
      'reject',
      undefined,
      'hiring_request_on_hold',
    ],
    ['closed request blocks', { request_status: 'closed' }, 'hold', undefined, 'hiring_request_closed'],
    [
      'pending request blocks',
      { request_status: 'pending' },
      'move',
      undefined,
      'hiring_request_not_approved',
    ],
    [
      'rejected request blocks',
      { request_status: 'rejected' },
      'move',
      undefined,
      'hiring_request_action_not_allowed',
    ],
  ])('%s', (_case, changes, action, to, refusal) => {
    const application = at(changes);
    const refused = applicationRefusal(application, action, STAGES, to);
    if (application.stage_index === STAGES - 1 && action === 'move') expect(refused).not.toBeNull();
    else expect(refused).toBe(refusal);
  });

  it('a joined application takes no action', () => {
    for (const action of ['move', 'skip', 'hold', 'resume', 'reject'] as const)
      expect(applicationRefusal(at({ status: 'joined', stage_index: STAGES - 1 }), action, STAGES)).toBe(
        'application_action_not_allowed',
      );
  });
});

describe('where an action leaves an application', () => {
  it.each<[ApplicationAction, number, string]>([
    ['move', 1, 'in-progress'],
    ['skip', 3, 'in-progress'],
    ['move', STAGES - 1, 'joined'],
    ['hold', 2, 'on-hold'],
    ['resume', 2, 'in-progress'],
    ['reject', 2, 'rejected'],
  ])('%s to stage %i → %s', (action, target, status) => {
    expect(nextApplicationStatus(action, target, STAGES)).toBe(status);
  });

  it.each<[Partial<ApplicationState>, ApplicationAction[]]>([
    [{}, ['move', 'skip', 'hold', 'reject']],
    // At the offer stage: the joined stage is reached by joining the offer, not by a move.
    [{ stage_index: STAGES - 2 }, ['hold', 'reject']],
    [{ status: 'on-hold' }, ['resume']],
    [{ status: 'rejected' }, []],
    [{ candidate_blacklisted: true }, ['reject']],
    [{ request_status: 'on-hold' }, []],
  ])('%j allows %j', (changes, actions) => {
    expect(allowedApplicationActions(at(changes), STAGES)).toEqual(actions);
  });

  it('the board offers the next stage as a move and later ones as skips, the joined stage never', () => {
    expect(reachableStages(at({ stage_index: 2 }), STAGES)).toEqual([
      { index: 3, action: 'move' },
      { index: 4, action: 'skip' },
    ]);
    expect(applicationRefusal(at({ stage_index: STAGES - 2 }), 'move', STAGES)).toBe('onboarding_incomplete');
    expect(reachableStages(at({ status: 'rejected' }), STAGES)).toEqual([]);
  });
});

describe('a hiring flow', () => {
  it('the default one is valid', () => expect(hiringFlowIssues(DEFAULT_HIRING_FLOW)).toBeNull());
  it.each([
    [[{ key: 'joined', name: 'Joined', kind: 'joined' as const }]],
    [[DEFAULT_HIRING_FLOW[0], DEFAULT_HIRING_FLOW[0], DEFAULT_HIRING_FLOW[5]]],
    [DEFAULT_HIRING_FLOW.slice(0, 4)],
    [[DEFAULT_HIRING_FLOW[5], ...DEFAULT_HIRING_FLOW]],
  ])('refuses %j', (stages) => {
    expect(hiringFlowIssues(stages as never)).toBe('hiring_flow_invalid');
  });
});

describe('an interview schedule', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  it.each([
    ['proposed', '2026-11-19T10:00:00Z', 'proposed'],
    ['accepted', '2026-11-21T10:00:00Z', 'accepted'],
    ['accepted', '2026-11-20T09:30:00Z', 'in-progress'],
    ['completed', '2026-11-19T10:00:00Z', 'completed'],
  ] as const)('%s with a slot at %s is %s', (stored, startsAt, status) => {
    expect(interviewStatusAt(stored, startsAt, now)).toBe(status);
  });

  it.each([
    ['proposed', 'edit', null],
    ['declined', 'edit', null],
    ['accepted', 'edit', null],
    ['in-progress', 'edit', 'interview_schedule_locked'],
    ['completed', 'edit', 'interview_schedule_locked'],
    ['proposed', 'accept', null],
    ['proposed', 'decline', null],
    ['accepted', 'decline', 'interview_slot_decided'],
    ['declined', 'accept', 'interview_slot_decided'],
    ['proposed', 'feedback', 'interview_slot_not_accepted'],
    ['accepted', 'feedback', null],
    ['in-progress', 'feedback', null],
    ['completed', 'feedback', 'interview_slot_not_accepted'],
  ] as const)('%s refuses %s with %s', (status, action, refusal) => {
    expect(interviewRefusal(status, action)).toBe(refusal);
  });
});
