import type {
  LeaveType,
  LeaveTypeCreateSchema,
  LeaveTypeQuerySchema,
  LeaveTypeUpdateSchema,
} from '@atrium/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import {
  findRecordPage,
  insertRecord,
  requireRecord,
  updateRecord,
} from '../../platform/records/org-records';
import type { Scope } from '../../platform/scope';
import { leaveTypes } from './leave-policy.tables';

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export function toLeaveType(row: LeaveTypeRow): LeaveType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind as LeaveType['kind'],
    unit: row.unit as LeaveType['unit'],
    allow_half_day: row.allowHalfDay,
    annual_quantity: row.annualQuantity,
    accrual_mode: row.accrualMode as LeaveType['accrual_mode'],
    prorate_from_joining: row.prorateFromJoining,
    carry_forward_mode: row.carryForwardMode as LeaveType['carry_forward_mode'],
    carry_forward_value: row.carryForwardValue,
    carry_forward_cap: row.carryForwardCap,
    carry_forward_expiry_months: row.carryForwardExpiryMonths,
    encashment_max: row.encashmentMax,
    max_consecutive_days: row.maxConsecutiveDays,
    notice_days: row.noticeDays,
    applicable_after_days: row.applicableAfterDays,
    attachment_above_days: row.attachmentAboveDays,
    allow_negative: row.allowNegative,
    sandwich_weekends: row.sandwichWeekends,
    sandwich_holidays: row.sandwichHolidays,
    applicability: row.applicability,
    is_active: row.isActive,
  };
}

type Fields = Partial<Omit<LeaveType, 'id'>>;
type LeaveTypeCreate = z.output<typeof LeaveTypeCreateSchema>;
type LeaveTypeUpdate = z.output<typeof LeaveTypeUpdateSchema>;
type LeaveTypeQuery = z.output<typeof LeaveTypeQuerySchema>;

function toColumns(input: Fields): Partial<typeof leaveTypes.$inferInsert> {
  return {
    code: input.code?.toUpperCase(),
    name: input.name,
    kind: input.kind,
    unit: input.unit,
    allowHalfDay: input.allow_half_day,
    annualQuantity: input.annual_quantity,
    accrualMode: input.accrual_mode,
    prorateFromJoining: input.prorate_from_joining,
    carryForwardMode: input.carry_forward_mode,
    carryForwardValue: input.carry_forward_value,
    carryForwardCap: input.carry_forward_cap,
    carryForwardExpiryMonths: input.carry_forward_expiry_months,
    encashmentMax: input.encashment_max,
    maxConsecutiveDays: input.max_consecutive_days,
    noticeDays: input.notice_days,
    applicableAfterDays: input.applicable_after_days,
    attachmentAboveDays: input.attachment_above_days,
    allowNegative: input.allow_negative,
    sandwichWeekends: input.sandwich_weekends,
    sandwichHolidays: input.sandwich_holidays,
    applicability: input.applicability,
    isActive: input.is_active,
  };
}

async function assertCodeFree(db: Queryable, organizationId: number, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.organizationId, organizationId),
        sql`upper(${leaveTypes.code}) = upper(${code})`,
        exceptId === undefined ? undefined : sql`${leaveTypes.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('integrity_error', { codes: { code: ['integrity_error'] } });
}

export async function listLeaveTypes(db: Queryable, organizationId: number, query: LeaveTypeQuery) {
  const page = await findRecordPage(db, leaveTypes, organizationId, query, {
    columns: getTableColumns(leaveTypes),
    sortable: { code: leaveTypes.code },
    where: query.is_active === undefined ? undefined : eq(leaveTypes.isActive, query.is_active),
    defaultOrder: 'code',
  });
  return { count: page.count, results: page.results.map(toLeaveType) };
}

export async function createLeaveType(scope: Scope, input: LeaveTypeCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertCodeFree(tx, organizationId, input.code);
  const values = toColumns(input) as Omit<typeof leaveTypes.$inferInsert, 'organizationId'>;
  return toLeaveType(await insertRecord(scope, leaveTypes, 'leave_type', values));
}

export async function changeLeaveType(scope: Scope, id: number, input: LeaveTypeUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, leaveTypes, organizationId, id);
  if (input.code) await assertCodeFree(tx, organizationId, input.code, id);
  return toLeaveType(await updateRecord(scope, leaveTypes, 'leave_type', before, toColumns(input)));
}

export async function requireLeaveType(db: Queryable, organizationId: number, id: number) {
  return requireRecord(db, leaveTypes, organizationId, id);
}
