/**
 * A draft is being set up; an active project is running; on hold it is paused; completed, its work is done;
 * closed, its books are too.
 */
export const PROJECT_STATUSES = ['draft', 'active', 'on-hold', 'completed', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_TEXTS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  'on-hold': 'On hold',
  completed: 'Completed',
  closed: 'Closed',
};

/** Where a project may go from each status; a closed project stays closed. */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ['active'],
  active: ['on-hold', 'completed', 'closed'],
  'on-hold': ['active', 'closed'],
  completed: ['active', 'closed'],
  closed: [],
};

export const canMoveProject = (from: ProjectStatus, to: ProjectStatus) =>
  PROJECT_TRANSITIONS[from].includes(to);

export const BILLING_TYPE_TEXTS = {
  'fixed-bid': 'Fixed Bid',
  'time-and-material': 'Time and Material',
} as const;

/** The label universal search puts on a project not yet activated (spec 2.8). */
export const DRAFT_PROJECT_LABEL = 'Draft Project';
