/** A draft is being set up; an active project is running; a closed one has ended. */
export const PROJECT_STATUSES = ['draft', 'active', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
