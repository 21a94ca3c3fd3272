import type { YearEndPreview } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { closeLeaveYear } from './engine';
import { addDays } from './engine/iso-date';
import { leaveConfigurations } from './leave.tables';
import type { LeaveYearRow } from './leave-configuration.service';
import { type LedgerPosting, postingKey, postLedgerEntries } from './leave-ledger.service';
import { leaveTypes } from './leave-policy.tables';
import { leaveLedgerEntries } from './leave-request.tables';

interface Closing {
  employee_id: number;
  leave_type_id: number;
  balance: number;
}

type TypeRow = typeof leaveTypes.$inferSelect;

export async function requireYear(db: Queryable, organizationId: number, yearId: number) {
  const [year] = await db
    .select()
    .from(leaveConfigurations)
    .where(and(eq(leaveConfigurations.organizationId, organizationId), eq(leaveConfigurations.id, yearId)))
    .limit(1);
  if (!year) throw new AppError('not_found');
  return year;
}

/** Every employee's closing balance per leave type in the year, summed in SQL. */
async function closingBalances(db: Queryable, organizationId: number, year: LeaveYearRow) {
  return queryRows<Closing>(
    db,
    sql`select employee_id, leave_type_id, sum(quantity)::float8 as balance from ${leaveLedgerEntries}
        where organization_id = ${organizationId} and leave_year_id = ${year.id}
        group by employee_id, leave_type_id`,
  );
}

function split(type: TypeRow, balance: number) {
  return closeLeaveYear({
    closingBalance: balance,
    carryForward: {
      mode: type.carryForwardMode as 'none' | 'count' | 'percent',
      value: type.carryForwardValue,
      cap: type.carryForwardCap,
    },
    encashmentMax: type.encashmentMax,
  });
}

async function typesById(db: Queryable, organizationId: number) {
  const rows = await db.select().from(leaveTypes).where(eq(leaveTypes.organizationId, organizationId));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What closing the year would carry, encash and lapse per leave type; nothing is written. */
export async function previewYearEnd(scope: Scope, yearId: number): Promise<YearEndPreview> {
  const db = scope.tx;
  const organizationId = scope.org.id;
  const year = await requireYear(db, organizationId, yearId);
  const types = await typesById(db, organizationId);
  const totals = new Map<number, YearEndPreview['results'][number]>();
  for (const row of await closingBalances(db, organizationId, year)) {
    const type = types.get(row.leave_type_id);
    if (!type) continue;
    const parts = split(type, row.balance);
    const total = totals.get(type.id) ?? {
      leave_type: { id: type.id, code: type.code, name: type.name },
      employees: 0,
      closing_balance: 0,
      carried: 0,
      encashed: 0,
      lapsed: 0,
    };
    total.employees += 1;
    total.closing_balance += row.balance;
    total.carried += parts.carried;
    total.encashed += parts.encashed;
    total.lapsed += parts.lapsed;
    totals.set(type.id, total);
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    year: { id: year.id, start_date: year.startDate, end_date: year.endDate },
    next_start_date: addDays(year.endDate, 1),
    results: [...totals.values()]
      .map((total) => ({
        ...total,
        closing_balance: round(total.closing_balance),
        carried: round(total.carried),
        encashed: round(total.encashed),
        lapsed: round(total.lapsed),
      }))
      .sort((a, b) => a.leave_type.code.localeCompare(b.leave_type.code)),
  };
}

/** The year after `year`: the one already opened, or a new one with the same weekend days. */
async function nextYear(tx: Tx, organizationId: number, year: LeaveYearRow) {
  const startDate = addDays(year.endDate, 1);
  const [existing] = await tx
    .select()
    .from(leaveConfigurations)
    .where(
      and(
        eq(leaveConfigurations.organizationId, organizationId),
        eq(leaveConfigurations.startDate, startDate),
      ),
    )
    .limit(1);
  if (existing) return existing;
  const [created] = await tx
    .insert(leaveConfigurations)
    .values({
      organizationId,
      startDate,
      endDate: addDays(`${Number(startDate.slice(0, 4)) + 1}${startDate.slice(4)}`, -1),
      weekendDays: year.weekendDays,
      isActive: false,
    })
    .returning();
  if (!created) throw new Error('leave year insert returned nothing');
  return created;
}

/**
 * Closes a leave year: each balance is split by its type's rules into leave carried into the next year,
 * encashment rows for payroll and leave that lapses, all as ledger entries with dedupe keys; then the year is
 * closed and the next becomes the active one. Running it again for a closed year changes nothing.
 */
export async function runYearEnd(scope: Scope, yearId: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await tx.execute(
    sql`select id from ${leaveConfigurations} where organization_id = ${organizationId} and id = ${yearId} for update`,
  );
  const year = await requireYear(tx, organizationId, yearId);
  if (year.closedAt) return { closed: false, posted: 0 };
  const next = await nextYear(tx, organizationId, year);
  const types = await typesById(tx, organizationId);
  const postings: LedgerPosting[] = [];
  for (const row of await closingBalances(tx, organizationId, year)) {
    const type = types.get(row.leave_type_id);
    if (!type) continue;
    const parts = split(type, row.balance);
    const owner = { employeeId: row.employee_id, leaveTypeId: type.id };
    const post = (kind: LedgerPosting['kind'], quantity: number, inYear: LeaveYearRow, date: string) => {
      if (quantity === 0) return;
      const key = { ...owner, leaveYearId: inYear.id };
      postings.push({ ...key, kind, quantity, effectiveDate: date, dedupeKey: postingKey(kind, key, date) });
    };
    post('encashment', -parts.encashed, year, year.endDate);
    post('expiry', -parts.lapsed, year, year.endDate);
    // The carried balance leaves the closed year and opens the next one.
    post('carry_forward', -parts.carried, year, year.endDate);
    post('carry_forward', parts.carried, next, next.startDate);
  }
  const posted = await postLedgerEntries(tx, organizationId, postings);
  await tx
    .update(leaveConfigurations)
    .set({ isActive: false, closedAt: new Date() })
    .where(and(eq(leaveConfigurations.organizationId, organizationId), eq(leaveConfigurations.id, year.id)));
  await tx
    .update(leaveConfigurations)
    .set({ isActive: true })
    .where(and(eq(leaveConfigurations.organizationId, organizationId), eq(leaveConfigurations.id, next.id)));
  await scope.audit({
    action: 'leave_configuration.close',
    entityType: 'leave_configuration',
    entityId: year.id,
    before: { is_active: year.isActive, closed_at: null },
    after: { is_active: false, next_year_id: next.id, ledger_entries: posted },
  });
  return { closed: true, posted };
}
