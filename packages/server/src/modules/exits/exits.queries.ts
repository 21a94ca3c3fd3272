import {
  type ClearanceArea,
  type Exit,
  type ExitDetail,
  type ExitListQuery,
  type ExitStatus,
  type ExitType,
  noticeShortfallDays,
  parseOrderBy,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { type Bind, readListPage } from '../../platform/db/prepared-statements';
import { foldSearchWords, userMatches, users } from '../accounts';
import { departments, designations } from '../org-setup';
import { employees } from '../people';
import { employeeExits, exitClearances } from './exits.tables';

const managers = alias(employees, 'managers');
const signers = alias(users, 'signers');

const fullName = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

const clearedAreas = sql<string[]>`coalesce((select array_agg(c.area order by c.area) from exit_clearances c
  where c.organization_id = ${employeeExits.organizationId} and c.exit_id = ${employeeExits.id}), '{}')`;

const exitColumns = {
  id: employeeExits.id,
  employeeId: employees.id,
  userId: employees.userId,
  code: employees.code,
  name: fullName(users),
  designation: designations.name,
  department: departments.name,
  dateOfJoining: employees.dateOfJoining,
  reportingManagerUserId: managers.userId,
  exitType: employeeExits.exitType,
  noticeDate: employeeExits.noticeDate,
  lastWorkingDay: employeeExits.lastWorkingDay,
  noticePeriodDays: employeeExits.noticePeriodDays,
  reason: employeeExits.reason,
  status: employeeExits.status,
  isExitClearanceDone: employeeExits.isExitClearanceDone,
  isExitFinalDone: employeeExits.isExitFinalDone,
  exitDoneAt: employeeExits.exitDoneAt,
  clearedAreas,
  createdAt: employeeExits.createdAt,
};

const joinEmployee = and(
  eq(employees.organizationId, employeeExits.organizationId),
  eq(employees.id, employeeExits.employeeId),
);
const joinUser = and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId));

function exitRows(db: Queryable) {
  return db
    .select(exitColumns)
    .from(employeeExits)
    .innerJoin(employees, joinEmployee)
    .innerJoin(users, joinUser)
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .leftJoin(
      managers,
      and(
        eq(managers.organizationId, employees.organizationId),
        eq(managers.id, employees.reportingManagerId),
      ),
    );
}

type ExitRow = Awaited<ReturnType<typeof exitRows>>[number];

function toExit(row: ExitRow): Exit {
  return {
    id: row.id,
    employee: {
      id: row.employeeId,
      user_id: row.userId,
      code: row.code,
      name: row.name,
      designation: row.designation,
      department: row.department,
      date_of_joining: row.dateOfJoining,
      reporting_manager_user_id: row.reportingManagerUserId,
    },
    exit_type: row.exitType as ExitType,
    notice_date: row.noticeDate,
    last_working_day: row.lastWorkingDay,
    notice_period_days: row.noticePeriodDays,
    notice_shortfall_days: noticeShortfallDays(row.noticeDate, row.lastWorkingDay, row.noticePeriodDays),
    reason: row.reason,
    status: row.status as ExitStatus,
    is_exit_clearance_done: row.isExitClearanceDone,
    is_exit_final_done: row.isExitFinalDone,
    exit_done_at: row.exitDoneAt?.toISOString() ?? null,
    cleared_areas: row.clearedAreas as ClearanceArea[],
    created: row.createdAt.toISOString(),
  };
}

const exitSort = {
  last_working_day: [employeeExits.lastWorkingDay],
  notice_date: [employeeExits.noticeDate],
  name: [users.firstName, users.lastName],
  code: [employees.code],
  created: [employeeExits.createdAt],
} as const;

/**
 * The clearance list: filtered by status, the two flags and a name or code search; sorted and paged in SQL, and
 * without a search prepared once per shape (which filters, which ordering).
 */
export async function findExitPage(db: Queryable, organizationId: number, query: ExitListQuery) {
  const words = query.search ? await foldSearchWords(db, query.search) : null;
  const { status, is_exit_clearance_done: clearanceDone, is_exit_final_done: finalDone } = query;
  const where = (bind: Bind) =>
    and(
      eq(employeeExits.organizationId, bind('org', organizationId)),
      status ? eq(employeeExits.status, bind('status', status)) : undefined,
      clearanceDone !== undefined
        ? eq(employeeExits.isExitClearanceDone, bind('clearanceDone', clearanceDone))
        : undefined,
      finalDone !== undefined ? eq(employeeExits.isExitFinalDone, bind('finalDone', finalDone)) : undefined,
      words ? userMatches(organizationId, sql`${employees.userId}`, words) : undefined,
    );
  const order = parseOrderBy(query.order_by) ?? { field: 'last_working_day', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const field = order.field in exitSort ? (order.field as keyof typeof exitSort) : 'last_working_day';
  const { rows, total } = await readListPage(
    db,
    {
      name: words ? null : `exits_${field}_${order.isDescending ? 'desc' : 'asc'}`,
      page: (on, bind) =>
        exitRows(on)
          .where(where(bind))
          .orderBy(...exitSort[field].map((column) => direction(column)), asc(employeeExits.id))
          .limit(bind('limit', query.limit))
          .offset(bind('offset', query.offset)),
      total: (on, bind) =>
        on
          .select({ value: count() })
          .from(employeeExits)
          .innerJoin(employees, joinEmployee)
          .innerJoin(users, joinUser)
          .where(where(bind)),
    },
    { org: organizationId, status, clearanceDone, finalDone, limit: query.limit, offset: query.offset },
  );
  return { count: total?.value ?? 0, results: rows.map(toExit) };
}

export async function findExit(db: Queryable, organizationId: number, id: number): Promise<Exit | null> {
  const [row] = await exitRows(db).where(
    and(eq(employeeExits.organizationId, organizationId), eq(employeeExits.id, id)),
  );
  return row ? toExit(row) : null;
}

/** The caller's own exit, the newest not withdrawn, if they are leaving or have left. */
export async function findOwnExit(
  db: Queryable,
  organizationId: number,
  userId: number,
): Promise<Exit | null> {
  const [row] = await exitRows(db)
    .where(
      and(
        eq(employeeExits.organizationId, organizationId),
        eq(employees.userId, userId),
        ne(employeeExits.status, 'withdrawn'),
      ),
    )
    .orderBy(desc(employeeExits.createdAt))
    .limit(1);
  return row ? toExit(row) : null;
}

/** One exit with who signed each clearance, and when. */
export async function findExitDetail(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<ExitDetail | null> {
  const exit = await findExit(db, organizationId, id);
  if (!exit) return null;
  const clearances = await db
    .select({
      area: exitClearances.area,
      userId: signers.id,
      name: fullName(signers),
      clearedAt: exitClearances.clearedAt,
      note: exitClearances.note,
    })
    .from(exitClearances)
    .innerJoin(
      signers,
      and(
        eq(signers.organizationId, exitClearances.organizationId),
        eq(signers.id, exitClearances.clearedByUserId),
      ),
    )
    .where(and(eq(exitClearances.organizationId, organizationId), eq(exitClearances.exitId, id)))
    .orderBy(asc(exitClearances.clearedAt));
  return {
    ...exit,
    clearances: clearances.map((row) => ({
      area: row.area as ClearanceArea,
      cleared_by: { id: row.userId, name: row.name },
      cleared_at: row.clearedAt.toISOString(),
      note: row.note,
    })),
  };
}
