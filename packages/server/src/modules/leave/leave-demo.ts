import { LeaveTypeCreateSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../platform/db/query-rows';
import { type Scope, systemScope } from '../../platform/scope';
import { leaveYearContaining } from './engine';
import { addDays, dayOfWeek } from './engine/iso-date';
import { postDueAccruals } from './leave-accrual.service';
import { openLeaveYear } from './leave-configuration.service';
import { applyForLeave } from './leave-request.service';
import { createLeaveType } from './leave-type.service';

type TypeInput = z.input<typeof LeaveTypeCreateSchema>;

/** The leave types of an Indian services firm: casual with the sandwich rule, sick, earned with carry-forward. */
const DEMO_TYPES: TypeInput[] = [
  {
    code: 'CL',
    name: 'Casual Leave',
    kind: 'paid',
    unit: 'days',
    annual_quantity: 12,
    sandwich_weekends: true,
    max_consecutive_days: 3,
  },
  {
    code: 'SL',
    name: 'Sick Leave',
    kind: 'paid',
    unit: 'days',
    annual_quantity: 8,
    attachment_above_days: 2,
  },
  {
    code: 'EL',
    name: 'Earned Leave',
    kind: 'paid',
    unit: 'days',
    annual_quantity: 18,
    accrual_mode: 'monthly',
    carry_forward_mode: 'count',
    carry_forward_value: 10,
    carry_forward_cap: 30,
    encashment_max: 5,
    notice_days: 7,
    sandwich_weekends: true,
    sandwich_holidays: true,
  },
  {
    code: 'PH',
    name: 'Permission Hours',
    kind: 'paid',
    unit: 'hours',
    annual_quantity: 16,
    allow_half_day: false,
  },
  {
    code: 'LWP',
    name: 'Leave Without Pay',
    kind: 'unpaid',
    unit: 'days',
    annual_quantity: 0,
    allow_negative: true,
  },
];

const isWeekend = (date: string) => [0, 6].includes(dayOfWeek(date));

/** A working day (Monday to Friday) `days` or more after `from`, or the year's last one if the year ends first. */
function workingDayAfter(from: string, days: number, yearEnd: string) {
  let date = addDays(from, days);
  while (isWeekend(date)) date = addDays(date, 1);
  if (date <= yearEnd) return date;
  date = yearEnd;
  while (isWeekend(date)) date = addDays(date, -1);
  return date;
}

export async function seedDemoLeaveTypes(scope: Scope) {
  for (const type of DEMO_TYPES) await createLeaveType(scope, LeaveTypeCreateSchema.parse(type));
}

/**
 * Demo data: the April–March leave year holding today, the demo leave types with their credits posted, and one
 * request by `applicantEmail` waiting for their reporting manager (LR-0001), as the bell shows it.
 */
export async function seedLeaveDemo(scope: Scope, applicantEmail: string) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const today = scope.clock.today();
  const year = await openLeaveYear(scope, leaveYearContaining(today, 4).start);
  await seedDemoLeaveTypes(scope);
  await postDueAccruals(scope, year, today);
  const [applicant] = await queryRows<{ employee_id: number; user_id: number }>(
    tx,
    sql`select e.id as employee_id, u.id as user_id from employees e
        join users u on u.organization_id = e.organization_id and u.id = e.user_id
        where e.organization_id = ${organizationId} and u.email = ${applicantEmail}`,
  );
  const [casual] = await queryRows<{ id: number }>(
    tx,
    sql`select id from leave_types where organization_id = ${organizationId} and code = 'CL'`,
  );
  const start = workingDayAfter(today, 14, year.endDate);
  if (!applicant || !casual) return;
  await applyForLeave(systemScope(scope, tx, scope.org, applicant.user_id), applicant.employee_id, {
    leave_type_id: casual.id,
    start_date: start,
    end_date: start,
    start_half: false,
    end_half: false,
    hours: null,
    reason: 'Family function',
    attachment_key: null,
  });
}
