import type { Applicability } from '@atrium/contracts';
import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

const quantity = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** A leave category with its entitlement, carry-forward, request rules, sandwich rule and applicability. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    unit: text('unit').notNull().default('days'),
    allowHalfDay: boolean('allow_half_day').notNull().default(true),
    annualQuantity: quantity('annual_quantity').notNull().default(0),
    accrualMode: text('accrual_mode').notNull().default('fixed'),
    prorateFromJoining: boolean('prorate_from_joining').notNull().default(true),
    carryForwardMode: text('carry_forward_mode').notNull().default('none'),
    carryForwardValue: quantity('carry_forward_value').notNull().default(0),
    carryForwardCap: quantity('carry_forward_cap'),
    carryForwardExpiryMonths: integer('carry_forward_expiry_months'),
    encashmentMax: quantity('encashment_max').notNull().default(0),
    maxConsecutiveDays: quantity('max_consecutive_days'),
    noticeDays: integer('notice_days').notNull().default(0),
    applicableAfterDays: integer('applicable_after_days').notNull().default(0),
    attachmentAboveDays: quantity('attachment_above_days'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    sandwichWeekends: boolean('sandwich_weekends').notNull().default(false),
    sandwichHolidays: boolean('sandwich_holidays').notNull().default(false),
    applicability: jsonb('applicability').$type<Applicability>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('leave_types_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('leave_types_org_code_key').on(t.organizationId, t.code),
  ],
);

/** A bundle of leave types for a group of employees, and whether HR approves after the manager. */
export const leavePolicies = pgTable(
  'leave_policies',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    appliesTo: jsonb('applies_to').$type<Applicability>().notNull(),
    requiresSecondApproval: boolean('requires_second_approval').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('leave_policies_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('leave_policies_org_name_key').on(t.organizationId, t.name),
  ],
);

export const leavePolicyTypes = pgTable(
  'leave_policy_types',
  {
    organizationId: organizationIdColumn(),
    policyId: integer('policy_id').notNull(),
    leaveTypeId: integer('leave_type_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.policyId, t.leaveTypeId] }),
    foreignKey({
      columns: [t.organizationId, t.policyId],
      foreignColumns: [leavePolicies.organizationId, leavePolicies.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.leaveTypeId],
      foreignColumns: [leaveTypes.organizationId, leaveTypes.id],
    }),
  ],
);
