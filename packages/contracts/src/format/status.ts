import { z } from 'zod';

export type BadgeColor = 'primary' | 'secondary' | 'success' | 'warning' | 'danger';

export const STATUS_BADGE_COLORS: Record<BadgeColor, readonly string[]> = {
  primary: ['pending', 'open', 'in-progress', 'assigned', 'recruiter-accepted', 'invoiced'],
  secondary: ['cancelled', 'closed', 'blacklisted', 'terminated', 'skipped'],
  success: ['approved', 'completed', 'candidate-accepted', 'joined', 'accepted', 'paid'],
  warning: ['on-hold', 'recorded', 'partial_paid'],
  danger: ['escalated', 'rejected', 'lost', 'candidate-rejected', 'not-joined', 'inactive'],
};

const BADGE_COLOR_BY_STATUS = new Map(
  Object.entries(STATUS_BADGE_COLORS).flatMap(([color, statuses]) =>
    statuses.map((status) => [status, color as BadgeColor] as const),
  ),
);

/** Letter case is ignored; any unknown status is primary. */
export function statusBadgeColor(status: string): BadgeColor {
  return BADGE_COLOR_BY_STATUS.get(status.toLowerCase()) ?? 'primary';
}

export type EmployeeStatusColor = 'warning' | 'danger' | 'purple';

const EMPLOYEE_STATUS_LABELS = new Map([
  ['exit', 'EXITED'],
  ['exited', 'EXITED'],
  ['in-notice', 'ON NOTICE'],
  ['suspension', 'SUSPENDED'],
  ['contractor', 'CONTRACTOR'],
]);

const EMPLOYEE_STATUS_COLORS = new Map<string, EmployeeStatusColor>([
  ['billable', 'warning'],
  ['buffer', 'warning'],
  ['assigned', 'warning'],
  ['scheduled', 'warning'],
  ['in-notice', 'warning'],
  ['released', 'danger'],
  ['exit', 'danger'],
  ['suspension', 'danger'],
  ['trainee', 'purple'],
  ['contractor', 'purple'],
]);

/** The tag shown beside an employee, or null when the status has none. Letter case is ignored. */
export function employeeStatusLabel(status: string): string | null {
  return EMPLOYEE_STATUS_LABELS.get(status.toLowerCase()) ?? null;
}

/** Null when the spec gives the status no colour. Letter case is ignored. */
export function employeeStatusColor(status: string): EmployeeStatusColor | null {
  return EMPLOYEE_STATUS_COLORS.get(status.toLowerCase()) ?? null;
}

export const ALLOCATION_STATUSES = ['billable', 'non-billable', 'buffer', 'assigned', 'trainee'] as const;
export const AllocationStatusSchema = z.enum(ALLOCATION_STATUSES);
export type AllocationStatus = z.infer<typeof AllocationStatusSchema>;

export const BACKGROUND_TASK_STATUSES = ['not_started', 'processing', 'failed', 'done', 'ignored'] as const;
export const BackgroundTaskStatusSchema = z.enum(BACKGROUND_TASK_STATUSES);
export type BackgroundTaskStatus = z.infer<typeof BackgroundTaskStatusSchema>;

export const BACKGROUND_TASK_STATUS_TEXTS: Record<BackgroundTaskStatus, string> = {
  not_started: 'In the queue',
  processing: 'In progress',
  failed: 'Failed',
  done: 'Successful',
  ignored: 'Ignored',
};

export const PROJECT_BILLING_TYPES = ['fixed-bid', 'time-and-material'] as const;
export const ProjectBillingTypeSchema = z.enum(PROJECT_BILLING_TYPES);
export type ProjectBillingType = z.infer<typeof ProjectBillingTypeSchema>;

export type SkillLevelName = 'Beginner' | 'Intermediate' | 'Expert';

/** Code 'I' is Intermediate, 'E' Expert, anything else (lower case included) Beginner. */
export function skillLevelName(code: string | null | undefined): SkillLevelName {
  if (code === 'I') return 'Intermediate';
  if (code === 'E') return 'Expert';
  return 'Beginner';
}
