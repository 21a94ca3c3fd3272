import { describe, expect, it } from 'vitest';
import {
  AUDIT_LOG_GROUPING,
  DEFAULT_WORKSPACE_NAME,
  FILTER_KINDS,
  LOGIN_PROVIDERS,
  RELEASE_VERSION,
  TOUR_BASE_STEPS,
  TOUR_ORG_SETUP_EXTRA_STEPS,
} from './app';

describe('app constants', () => {
  it.each<[string, unknown, unknown]>([
    ['RELEASE_VERSION', RELEASE_VERSION, '2.88.4'],
    ['DEFAULT_WORKSPACE_NAME', DEFAULT_WORKSPACE_NAME, 'default'],
    ['FILTER_KINDS', FILTER_KINDS, ['SIMPLE_SELECT', 'TOGGLE']],
    ['AUDIT_LOG_GROUPING', AUDIT_LOG_GROUPING, 'day'],
    ['LOGIN_PROVIDERS', LOGIN_PROVIDERS, ['google', 'internal']],
    ['TOUR_BASE_STEPS', TOUR_BASE_STEPS, 4],
    ['TOUR_ORG_SETUP_EXTRA_STEPS', TOUR_ORG_SETUP_EXTRA_STEPS, 1],
  ])('%s is %j', (_, value, expected) => {
    expect(value).toEqual(expected);
  });
});
