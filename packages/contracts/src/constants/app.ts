export const RELEASE_VERSION = '2.88.4';
export const DEFAULT_WORKSPACE_NAME = 'default';

export const FILTER_KINDS = ['SIMPLE_SELECT', 'TOGGLE'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const AUDIT_LOG_GROUPING = 'day';
export const LOGIN_PROVIDERS = ['google', 'internal'] as const;

export const TOUR_BASE_STEPS = 4;
/** Extra tour steps on the org-setup workspace. */
export const TOUR_ORG_SETUP_EXTRA_STEPS = 1;
