import { describe, expect, it } from 'vitest';
import {
  allowedResourceRequestActions,
  nextResourceRequestStatus,
  type ResourceRequestAction,
  type ResourceRequestStatus,
  type ResourceRequestTransition,
  resourceRequestRefusal,
  statusAfterFulfilment,
} from './resource-request-state';

const at = (status: ResourceRequestStatus, filled = 0, count = 2) => ({
  status,
  filled_count: filled,
  count,
});

describe('a resource request’s transitions', () => {
  it.each<[ResourceRequestStatus, ResourceRequestTransition, ResourceRequestStatus | null]>([
    ['pending', 'accept', 'open'],
    ['open', 'accept', null],
    ['open', 'start', 'in-progress'],
    ['pending', 'start', null],
    ['in-progress', 'start', null],
    ['open', 'close', 'closed'],
    ['in-progress', 'close', 'closed'],
    ['fulfilled', 'close', 'closed'],
    ['pending', 'close', null],
    ['pending', 'cancel', 'cancelled'],
    ['open', 'cancel', 'cancelled'],
    ['in-progress', 'cancel', 'cancelled'],
    ['fulfilled', 'cancel', null],
    ['closed', 'cancel', null],
    ['cancelled', 'accept', null],
  ])('%s, %s: %s', (status, transition, next) => {
    expect(nextResourceRequestStatus(status, transition)).toBe(next);
  });
});

describe('fulfilment', () => {
  it.each<[number, number, ResourceRequestStatus]>([
    [0, 1, 'fulfilled'],
    [0, 2, 'in-progress'],
    [1, 2, 'fulfilled'],
    [2, 3, 'fulfilled'],
  ])('with %i of %i filled, one more makes it %s', (filled, count, status) => {
    expect(statusAfterFulfilment({ status: 'open', filled_count: filled, count })).toBe(status);
  });
});

describe('what a request refuses', () => {
  it.each<[ReturnType<typeof at>, ResourceRequestAction, string | null]>([
    [at('pending'), 'edit', null],
    [at('open'), 'edit', null],
    [at('in-progress'), 'edit', 'resource_request_action_not_allowed'],
    [at('pending'), 'fulfil', 'resource_request_action_not_allowed'],
    [at('open'), 'fulfil', null],
    [at('in-progress', 1), 'fulfil', null],
    [at('fulfilled', 2), 'fulfil', 'resource_request_action_not_allowed'],
    [at('closed'), 'fulfil', 'resource_request_final'],
    [at('pending'), 'hire', 'resource_request_action_not_allowed'],
    [at('open'), 'book', null],
    [at('closed'), 'book', 'resource_request_final'],
    [at('in-progress', 1), 'hire', null],
    [at('fulfilled', 2), 'hire', 'resource_request_action_not_allowed'],
    [at('cancelled'), 'edit', 'resource_request_final'],
    [at('cancelled'), 'comment', null],
    [at('in-progress', 1), 'cancel', 'resource_request_filled'],
    [at('open'), 'cancel', null],
    [at('closed'), 'close', 'resource_request_final'],
  ])('%o, %s: %s', (request, action, refusal) => {
    expect(resourceRequestRefusal(request, action)).toBe(refusal);
  });

  it('offers what each state allows, in order', () => {
    expect(allowedResourceRequestActions(at('pending'))).toEqual(['accept', 'edit', 'cancel', 'comment']);
    expect(allowedResourceRequestActions(at('open'))).toEqual([
      'start',
      'fulfil',
      'book',
      'hire',
      'edit',
      'close',
      'cancel',
      'comment',
    ]);
    expect(allowedResourceRequestActions(at('in-progress', 1))).toEqual([
      'fulfil',
      'book',
      'hire',
      'close',
      'comment',
    ]);
    expect(allowedResourceRequestActions(at('closed'))).toEqual(['comment']);
  });
});
