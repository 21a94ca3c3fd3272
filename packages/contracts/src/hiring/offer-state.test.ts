import { describe, expect, it } from 'vitest';
import { allowedOfferActions, checklistProgress, type OfferState, offerRefusal } from './offer-state';

const live: OfferState = {
  request_status: 'open',
  application_status: 'in-progress',
  stage_kind: 'offer',
  candidate_blacklisted: false,
  offer_status: null,
  checklist_complete: false,
};

describe('offerRefusal', () => {
  it.each<[string, Partial<OfferState>, Parameters<typeof offerRefusal>[1], string | null]>([
    ['a live application at the offer stage takes an offer', {}, 'make', null],
    ['an offer is made again after a decline', { offer_status: 'declined' }, 'make', null],
    ['not twice', { offer_status: 'offered' }, 'make', 'offer_action_not_allowed'],
    ['not before the offer stage', { stage_kind: 'hr' }, 'make', 'offer_stage_required'],
    ['not on a rejected application', { application_status: 'rejected' }, 'make', 'application_rejected'],
    ['not on an application on hold', { application_status: 'on-hold' }, 'make', 'application_on_hold'],
    ['not for a blacklisted candidate', { candidate_blacklisted: true }, 'make', 'candidate_blacklisted'],
    [
      'a request on hold blocks',
      { request_status: 'on-hold', offer_status: 'offered' },
      'accept',
      'hiring_request_on_hold',
    ],
    [
      'a closed request blocks',
      { request_status: 'closed', offer_status: 'accepted' },
      'onboard',
      'hiring_request_closed',
    ],
    ['an offer made is accepted', { offer_status: 'offered' }, 'accept', null],
    ['an offer made is declined', { offer_status: 'offered' }, 'decline', null],
    [
      'an accepted offer is not declined',
      { offer_status: 'accepted' },
      'decline',
      'offer_action_not_allowed',
    ],
    ['an accepted candidate may not join', { offer_status: 'accepted' }, 'not-joining', null],
    [
      'a declined offer is not onboarded',
      { offer_status: 'declined' },
      'onboard',
      'offer_action_not_allowed',
    ],
    ['no answer without an offer', {}, 'accept', 'not_found'],
    ['a declined offer is not joined', { offer_status: 'declined' }, 'join', 'offer_action_not_allowed'],
    ['nor one not joining', { offer_status: 'not-joining' }, 'join', 'offer_action_not_allowed'],
    ['an offer not accepted is not joined', { offer_status: 'offered' }, 'join', 'offer_action_not_allowed'],
    ['the checklist comes first', { offer_status: 'accepted' }, 'join', 'onboarding_incomplete'],
    ['then the candidate joins', { offer_status: 'accepted', checklist_complete: true }, 'join', null],
    [
      'joining twice is refused',
      { offer_status: 'joined', application_status: 'joined', stage_kind: 'joined' },
      'join',
      'offer_action_not_allowed',
    ],
    [
      'a joined offer takes nothing else',
      { offer_status: 'joined' },
      'reschedule',
      'offer_action_not_allowed',
    ],
  ])('%s', (_, state, action, expected) => {
    expect(offerRefusal({ ...live, ...state }, action)).toBe(expected);
  });

  it('lists what an accepted offer allows', () => {
    expect(allowedOfferActions({ ...live, offer_status: 'accepted' })).toEqual([
      'not-joining',
      'reschedule',
      'onboard',
    ]);
  });
});

describe('checklistProgress', () => {
  it('counts each document given and each task completed', () => {
    expect(
      checklistProgress({ pan: true, aadhaar: false, bank_proof: true }, [
        { completed: true },
        { completed: false },
      ]),
    ).toEqual({ done: 3, total: 5 });
  });
});
