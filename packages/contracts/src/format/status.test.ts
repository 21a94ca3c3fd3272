import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ALLOCATION_STATUSES,
  AllocationStatusSchema,
  BACKGROUND_TASK_STATUS_TEXTS,
  BACKGROUND_TASK_STATUSES,
  type BackgroundTaskStatus,
  BackgroundTaskStatusSchema,
  type BadgeColor,
  type EmployeeStatusColor,
  employeeStatusColor,
  employeeStatusLabel,
  PROJECT_BILLING_TYPES,
  ProjectBillingTypeSchema,
  type SkillLevelName,
  skillLevelName,
  statusBadgeColor,
} from './status';

describe('statusBadgeColor', () => {
  it.each<[string, BadgeColor]>([
    ['pending', 'primary'],
    ['open', 'primary'],
    ['in-progress', 'primary'],
    ['assigned', 'primary'],
    ['recruiter-accepted', 'primary'],
    ['invoiced', 'primary'],
    ['cancelled', 'secondary'],
    ['closed', 'secondary'],
    ['blacklisted', 'secondary'],
    ['terminated', 'secondary'],
    ['approved', 'success'],
    ['completed', 'success'],
    ['candidate-accepted', 'success'],
    ['joined', 'success'],
    ['accepted', 'success'],
    ['paid', 'success'],
    ['on-hold', 'warning'],
    ['recorded', 'warning'],
    ['partial_paid', 'warning'],
    ['escalated', 'danger'],
    ['rejected', 'danger'],
    ['lost', 'danger'],
    ['candidate-rejected', 'danger'],
    ['not-joined', 'danger'],
    ['inactive', 'danger'],
    ['Approved', 'success'],
    ['ON-HOLD', 'warning'],
    ['something-new', 'primary'],
    ['constructor', 'primary'],
    ['', 'primary'],
  ])('colours %j %s', (status, color) => {
    expect(statusBadgeColor(status)).toBe(color);
  });
});

describe('employeeStatusLabel', () => {
  it.each<[string, string | null]>([
    ['exit', 'EXITED'],
    ['exited', 'EXITED'],
    ['in-notice', 'ON NOTICE'],
    ['suspension', 'SUSPENDED'],
    ['contractor', 'CONTRACTOR'],
    ['Exit', 'EXITED'],
    ['active', null],
    ['billable', null],
    ['trainee', null],
    ['toString', null],
  ])('labels %j as %j', (status, label) => {
    expect(employeeStatusLabel(status)).toBe(label);
  });
});

describe('employeeStatusColor', () => {
  it.each<[string, EmployeeStatusColor | null]>([
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
    ['Trainee', 'purple'],
    ['active', null],
    ['non-billable', null],
  ])('colours %j %j', (status, color) => {
    expect(employeeStatusColor(status)).toBe(color);
  });
});

describe('background task statuses', () => {
  it.each<[BackgroundTaskStatus, string]>([
    ['not_started', 'In the queue'],
    ['processing', 'In progress'],
    ['failed', 'Failed'],
    ['done', 'Successful'],
    ['ignored', 'Ignored'],
  ])('shows %s as %j', (status, text) => {
    expect(BACKGROUND_TASK_STATUS_TEXTS[status]).toBe(text);
  });

  it('lists every status once', () => {
    expect(BACKGROUND_TASK_STATUSES).toEqual(['not_started', 'processing', 'failed', 'done', 'ignored']);
  });
});

describe('skillLevelName', () => {
  it.each<[string | null | undefined, SkillLevelName]>([
    ['I', 'Intermediate'],
    ['E', 'Expert'],
    ['B', 'Beginner'],
    ['i', 'Beginner'],
    ['', 'Beginner'],
    [null, 'Beginner'],
    [undefined, 'Beginner'],
  ])('names code %j %s', (code, name) => {
    expect(skillLevelName(code)).toBe(name);
  });
});

describe('enumerations', () => {
  it('lists the allocation statuses and the project billing types', () => {
    expect([ALLOCATION_STATUSES, PROJECT_BILLING_TYPES]).toEqual([
      ['billable', 'non-billable', 'buffer', 'assigned', 'trainee'],
      ['fixed-bid', 'time-and-material'],
    ]);
  });

  it.each<[string, z.ZodType, unknown, boolean]>([
    ['allocation', AllocationStatusSchema, 'non-billable', true],
    ['allocation', AllocationStatusSchema, 'bench', false],
    ['background task', BackgroundTaskStatusSchema, 'not_started', true],
    ['background task', BackgroundTaskStatusSchema, 'queued', false],
    ['billing type', ProjectBillingTypeSchema, 'time-and-material', true],
    ['billing type', ProjectBillingTypeSchema, 'fixed_bid', false],
  ])('%s schema parses %j: %s', (_, schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});
