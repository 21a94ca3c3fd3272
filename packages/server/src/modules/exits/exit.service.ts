import {
  CLEARANCE_AREAS,
  type ClearanceSign,
  canSignClearance,
  DEFAULT_NOTICE_PERIOD_DAYS,
  displayApiDate,
  type ExitStart,
  type ExitType,
  isLastWorkingDayAfterJoining,
  ROLES,
} from '@atrium/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { announce } from '../../platform/events/domain-events';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { findUserById, isActivePerson, setUserActive, userRoles, users } from '../accounts';
import { activeFormFor } from '../forms';
import { notifyUsers } from '../notifications';
import { employmentTypes } from '../org-setup';
import { changeEmployeeWork, employees, findWorkOn } from '../people';
import { renderTemplateEmail } from '../templates';
import { letterValues } from './exit-letters';
import { findExit } from './exits.queries';
import { employeeExits, exitClearances } from './exits.tables';

type ExitRow = typeof employeeExits.$inferSelect;

const EXITED_STATUSES = ['exit', 'exited'];

/**
 * The day a status change takes effect: the wanted day, but never after today nor before the employee's
 * current work period (history before it is settled).
 */
async function statusDay(scope: Scope, employeeId: number, wanted: string) {
  const today = scope.clock.today();
  const day = wanted < today ? wanted : today;
  const current = await findWorkOn(scope.tx, scope.org.id, employeeId, today);
  return current && day < current.validFrom ? current.validFrom : day;
}

async function findEmployee(tx: Tx, organizationId: number, employeeId: number) {
  const [row] = await tx
    .select({
      id: employees.id,
      userId: employees.userId,
      code: employees.code,
      status: employees.status,
      employmentType: employees.employmentType,
      dateOfJoining: employees.dateOfJoining,
      reportingManagerId: employees.reportingManagerId,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(employees)
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  return row ?? null;
}

type ExitEmployee = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** The notice days of the employee's employment type, or the default when the type has none. */
async function noticePeriodDaysOf(tx: Tx, organizationId: number, employmentType: string) {
  const [row] = await tx
    .select({ days: employmentTypes.noticePeriodDays })
    .from(employmentTypes)
    .where(
      and(
        eq(employmentTypes.organizationId, organizationId),
        sql`lower(${employmentTypes.name}) = lower(${employmentType})`,
      ),
    );
  return row?.days ?? DEFAULT_NOTICE_PERIOD_DAYS;
}

async function lockExit(tx: Tx, organizationId: number, id: number): Promise<ExitRow> {
  const [row] = await tx
    .select()
    .from(employeeExits)
    .where(and(eq(employeeExits.organizationId, organizationId), eq(employeeExits.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function lockOpenExit(tx: Tx, organizationId: number, id: number): Promise<ExitRow> {
  const row = await lockExit(tx, organizationId, id);
  if (row.status !== 'in-notice') throw new AppError('exit_not_in_notice');
  return row;
}

async function writeExit(scope: Scope, before: ExitRow, changes: Partial<ExitRow>, action: string) {
  const [after] = await scope.tx
    .update(employeeExits)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(employeeExits.organizationId, scope.org.id), eq(employeeExits.id, before.id)))
    .returning();
  await scope.audit({ action, entityType: 'employee_exit', entityId: before.id, before, after });
  return after ?? before;
}

/** Active users holding one of `roles` (the CEO holds every role). */
async function usersWithRoles(tx: Tx, organizationId: number, roles: string[]) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, userRoles.organizationId), eq(users.id, userRoles.userId)))
    .where(
      and(eq(userRoles.organizationId, organizationId), inArray(userRoles.role, roles), isActivePerson()),
    );
  return rows.map((row) => row.id);
}

async function managerUserIdOf(tx: Tx, organizationId: number, employee: ExitEmployee) {
  if (employee.reportingManagerId === null) return null;
  const [row] = await tx
    .select({ userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employee.reportingManagerId)));
  return row?.userId ?? null;
}

/**
 * Tells the employee's reporting manager and the users holding `roles` (exit managers unless given), except
 * whoever made the change.
 */
async function notifyAboutExit(
  scope: Scope,
  exit: ExitRow,
  message: { text: string; action: string; roles?: string[] },
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const actorUserId = scope.by.actorUserId;
  const employee = (await findEmployee(tx, organizationId, exit.employeeId)) as ExitEmployee;
  const managerUserId = await managerUserIdOf(tx, organizationId, employee);
  const data = { request_id: exit.id, request_type: 'employee-exit', display_id: employee.code };
  const text = `${employee.name} (${employee.code}): ${message.text}`;
  const others = (ids: Array<number | null>) =>
    ids.filter((id): id is number => id !== null && id !== actorUserId && id !== employee.userId);
  const managers = others([managerUserId]);
  if (managers.length) {
    await notifyUsers(scope, {
      recipientUserIds: managers,
      text,
      data,
      action: message.action,
      recipientType: 'reporting-manager',
    });
  }
  const roleHolders = others(
    await usersWithRoles(tx, organizationId, message.roles ?? [ROLES.EMPLOYEE_EXIT_MANAGER]),
  ).filter((id) => id !== managerUserId);
  if (roleHolders.length) {
    await notifyUsers(scope, {
      recipientUserIds: roleHolders,
      text,
      data,
      action: message.action,
      recipientType: 'exit-manager',
    });
  }
}

/**
 * A resignation or termination: the employee serves notice ('in-notice', ON NOTICE) until the last working day,
 * which must come after joining; one open exit per employee.
 */
export async function startExit(scope: Scope, input: ExitStart) {
  const { tx, by: audit } = scope;
  const organizationId = scope.org.id;
  const employee = await findEmployee(tx, organizationId, input.employee_id);
  if (!employee || EXITED_STATUSES.includes(employee.status)) throw invalid({ employee_id: ['invalid'] });
  if (!isLastWorkingDayAfterJoining(employee.dateOfJoining, input.last_working_day)) {
    throw invalid({ last_working_day: ['last_working_day_before_joining'] });
  }
  const [open] = await tx
    .select({ id: employeeExits.id })
    .from(employeeExits)
    .where(
      and(
        eq(employeeExits.organizationId, organizationId),
        eq(employeeExits.employeeId, employee.id),
        eq(employeeExits.status, 'in-notice'),
      ),
    );
  if (open) throw new AppError('exit_already_open');
  const [exit] = await tx
    .insert(employeeExits)
    .values({
      organizationId,
      employeeId: employee.id,
      exitType: input.exit_type,
      noticeDate: input.notice_date,
      lastWorkingDay: input.last_working_day,
      noticePeriodDays: await noticePeriodDaysOf(tx, organizationId, employee.employmentType),
      reason: input.reason ?? null,
      status: 'in-notice',
      createdByUserId: audit.actorUserId,
    })
    .returning();
  if (!exit) throw new Error('exit insert returned nothing');
  await scope.audit({ action: 'exit.start', entityType: 'employee_exit', entityId: exit.id, after: exit });
  await announce(scope, 'exits.exit_started', {
    exitId: exit.id,
    employeeId: employee.id,
    lastWorkingDay: input.last_working_day,
  });
  await changeEmployeeWork(
    scope,
    employee.id,
    { status: 'in-notice' },
    await statusDay(scope, employee.id, input.notice_date),
  );
  await notifyAboutExit(scope, exit, {
    text: `${input.exit_type === 'termination' ? 'terminated' : 'resigned'}, serving notice until ${displayApiDate(input.last_working_day)}`,
    action: 'employee-exit:started',
  });
  if (
    employee.userId !== scope.by.actorUserId &&
    (await activeFormFor(tx, organizationId, 'exit_interview'))
  ) {
    await notifyUsers(scope, {
      recipientUserIds: [employee.userId],
      text: `Your exit interview is ready: please fill it in before your last working day, ${displayApiDate(input.last_working_day)}`,
      data: { request_id: exit.id, request_type: 'employee-exit', display_id: employee.code },
      action: 'leaver:exit-interview',
      recipientType: 'leaver',
    });
  }
  return exit;
}

/** Calls an open exit off: the employee is active again. */
export async function withdrawExit(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await lockOpenExit(tx, organizationId, id);
  const exit = await writeExit(scope, before, { status: 'withdrawn' }, 'exit.withdraw');
  await changeEmployeeWork(
    scope,
    exit.employeeId,
    { status: 'active' },
    await statusDay(scope, exit.employeeId, scope.clock.today()),
  );
  await notifyAboutExit(scope, exit, {
    text: 'the exit was withdrawn',
    action: 'employee-exit:withdrawn',
  });
  return exit;
}

/**
 * One department's no-dues sign-off, once: IT and admin by exit managers, finance by finance too, the manager
 * clearance by the employee's reporting manager too.
 */
export async function signClearance(scope: Scope, id: number, input: ClearanceSign) {
  const actor = scopeActor(scope);
  const { tx } = scope;
  const organizationId = scope.org.id;
  const exit = await lockOpenExit(tx, organizationId, id);
  const employee = (await findEmployee(tx, organizationId, exit.employeeId)) as ExitEmployee;
  assertAllowed(canSignClearance(actor, input.area, await managerUserIdOf(tx, organizationId, employee)));
  const [signed] = await tx
    .insert(exitClearances)
    .values({
      organizationId,
      exitId: exit.id,
      area: input.area,
      clearedByUserId: actor.user_id,
      note: input.note ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!signed) throw new AppError('clearance_already_signed');
  await scope.audit({
    action: 'exit.clearance_sign',
    entityType: 'employee_exit',
    entityId: exit.id,
    after: signed,
  });
  return signed;
}

/** Marks exit clearance once every area has signed; finance is then told the full-and-final is due. */
export async function markExitClearance(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await lockOpenExit(tx, organizationId, id);
  if (before.isExitClearanceDone) throw new AppError('clearance_already_signed');
  const [signed] = await tx
    .select({ value: count() })
    .from(exitClearances)
    .where(and(eq(exitClearances.organizationId, organizationId), eq(exitClearances.exitId, id)));
  if ((signed?.value ?? 0) < CLEARANCE_AREAS.length) throw new AppError('exit_clearance_pending');
  const exit = await writeExit(scope, before, { isExitClearanceDone: true }, 'exit.clearance_done');
  await notifyAboutExit(scope, exit, {
    text: 'exit clearance is done; the full-and-final settlement is due',
    action: 'employee-exit:clearance-done',
    roles: [ROLES.FINANCE_EXECUTIVE],
  });
  return exit;
}

/** Marks the full-and-final settlement, which follows exit clearance. */
export async function markFullAndFinal(scope: Scope, id: number) {
  const before = await lockOpenExit(scope.tx, scope.org.id, id);
  if (before.isExitFinalDone) throw new AppError('clearance_already_signed');
  if (!before.isExitClearanceDone) throw new AppError('exit_clearance_pending');
  return writeExit(scope, before, { isExitFinalDone: true }, 'exit.final_done');
}

/** The leaver's 'exit completed' email, from the organisation's template, to the address they signed in with. */
async function mailLeaver(scope: Scope, exitId: number, userId: number) {
  const exit = await findExit(scope.tx, scope.org.id, exitId);
  const user = await findUserById(scope.tx, scope.org.id, userId);
  if (!exit || !user) return;
  const values = letterValues(scope.org.name, exit, new Date());
  await scope.mail({
    to: user.email,
    ...(await renderTemplateEmail(scope.tx, scope.org.id, 'exit_done_email', values)),
  });
}

/**
 * 'Exit Done' (spec 4): needs exit clearance and full-and-final; the employee is exited from the day after
 * the last working day (today at the latest) and their user is deactivated.
 */
export async function completeExit(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await lockOpenExit(tx, organizationId, id);
  if (!before.isExitClearanceDone || !before.isExitFinalDone) throw new AppError('exit_final_pending');
  const exit = await writeExit(
    scope,
    before,
    { status: 'exit-done', exitDoneAt: new Date() },
    'exit.complete',
  );
  const employee = (await findEmployee(tx, organizationId, exit.employeeId)) as ExitEmployee;
  await changeEmployeeWork(
    scope,
    employee.id,
    { status: 'exited' },
    await statusDay(scope, employee.id, addDays(exit.lastWorkingDay, 1)),
  );
  await setUserActive(scope, employee.userId, false);
  await notifyAboutExit(scope, exit, {
    text: `exit done; last working day ${displayApiDate(exit.lastWorkingDay)}`,
    action: 'employee-exit:done',
  });
  await mailLeaver(scope, id, employee.userId);
  return exit;
}

/** An exit that already happened elsewhere (the exited and past employee imports). */
export interface CompletedExit {
  employeeId: number;
  lastWorkingDay: string;
  exitType: ExitType;
  reason: string | null;
}

/**
 * Keeps completed exits on record for the people imports, which change the employee and user themselves:
 * an open exit of the employee is closed as done, otherwise a settled exit is added.
 */
export async function recordCompletedExits(scope: Scope, exits: CompletedExit[]) {
  if (!exits.length) return;
  const { tx } = scope;
  const organizationId = scope.org.id;
  const typed = await tx
    .select({ id: employees.id, employmentType: employees.employmentType })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        inArray(
          employees.id,
          exits.map((exit) => exit.employeeId),
        ),
      ),
    );
  const typeOf = new Map(typed.map((row) => [row.id, row.employmentType]));
  const noticeDays = new Map<string, number>();
  const written: ExitRow[] = [];
  for (const exit of exits) {
    const settled = {
      lastWorkingDay: exit.lastWorkingDay,
      status: 'exit-done',
      isExitClearanceDone: true,
      isExitFinalDone: true,
      exitDoneAt: new Date(),
      updatedAt: sql`now()`,
    };
    const [closed] = await tx
      .update(employeeExits)
      .set(settled)
      .where(
        and(
          eq(employeeExits.organizationId, organizationId),
          eq(employeeExits.employeeId, exit.employeeId),
          eq(employeeExits.status, 'in-notice'),
        ),
      )
      .returning();
    if (closed) {
      written.push(closed);
      continue;
    }
    const type = typeOf.get(exit.employeeId) ?? '';
    if (!noticeDays.has(type)) noticeDays.set(type, await noticePeriodDaysOf(tx, organizationId, type));
    const [added] = await tx
      .insert(employeeExits)
      .values({
        organizationId,
        employeeId: exit.employeeId,
        exitType: exit.exitType,
        noticeDate: exit.lastWorkingDay,
        noticePeriodDays: noticeDays.get(type) as number,
        reason: exit.reason,
        createdByUserId: scope.by.actorUserId,
        ...settled,
      })
      .returning();
    if (added) written.push(added);
  }
  await scope.audit(
    written.map((row) => ({
      action: 'exit.import',
      entityType: 'employee_exit',
      entityId: row.id,
      after: row,
    })),
  );
}
