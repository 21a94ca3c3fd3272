import { describe, expect, it } from 'vitest';
import {
  allowedHiringRequestActions,
  type HiringRequestAction,
  type HiringRequestStatus,
  type HiringRequestTransition,
  hiringRequestRefusal,
  nextHiringRequestStatus,
} from './hiring-request-state';

describe('a hiring request’s transitions', () => {
  it.each<[HiringRequestStatus, HiringRequestTransition, HiringRequestStatus | null]>([
    ['pending', 'approve', 'open'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'hold', null],
    ['pending', 'close', null],
    ['open', 'hold', 'on-hold'],
    ['open', 'close', 'closed'],
    ['open', 'approve', null],
    ['open', 'reject', null],
    ['open', 'resume', null],
    ['on-hold', 'resume', 'open'],
    ['on-hold', 'close', null],
    ['on-hold', 'hold', null],
    ['closed', 'resume', null],
    ['closed', 'hold', null],
    ['rejected', 'approve', null],
  ])('%s, %s → %s', (status, transition, next) => {
    expect(nextHiringRequestStatus(status, transition)).toBe(next);
  });
});

describe('what a request refuses, and why', () => {
  it.each<[HiringRequestStatus, boolean, HiringRequestAction, string | null]>([
    ['pending', false, 'edit', null],
    ['pending', false, 'publish', 'hiring_request_not_approved'],
    ['pending', false, 'assign', 'hiring_request_not_approved'],
    ['open', false, 'edit', null],
    ['open', false, 'assign', null],
    ['open', false, 'publish', null],
    ['open', true, 'publish', 'hiring_request_action_not_allowed'],
    ['open', true, 'unpublish', null],
    ['open', false, 'unpublish', 'hiring_request_action_not_allowed'],
    ['on-hold', false, 'edit', 'hiring_request_on_hold'],
    ['on-hold', false, 'assign', 'hiring_request_on_hold'],
    ['on-hold', true, 'unpublish', 'hiring_request_on_hold'],
    ['on-hold', false, 'close', 'hiring_request_on_hold'],
    ['on-hold', false, 'resume', null],
    ['closed', false, 'edit', 'hiring_request_closed'],
    ['closed', false, 'publish', 'hiring_request_closed'],
    ['closed', false, 'resume', 'hiring_request_closed'],
    ['rejected', false, 'edit', 'hiring_request_action_not_allowed'],
    ['rejected', false, 'approve', 'hiring_request_action_not_allowed'],
  ])('%s (published %s): %s → %s', (status, is_published, action, refusal) => {
    expect(hiringRequestRefusal({ status, is_published }, action)).toBe(refusal);
  });

  it.each<[HiringRequestStatus, boolean, HiringRequestAction[]]>([
    ['pending', false, ['edit', 'approve', 'reject']],
    ['open', false, ['edit', 'assign', 'publish', 'hold', 'close']],
    ['open', true, ['edit', 'assign', 'unpublish', 'hold', 'close']],
    ['on-hold', true, ['resume']],
    ['closed', false, []],
    ['rejected', false, []],
  ])('%s (published %s) allows %j', (status, is_published, actions) => {
    expect(allowedHiringRequestActions({ status, is_published })).toEqual(actions);
  });
});
