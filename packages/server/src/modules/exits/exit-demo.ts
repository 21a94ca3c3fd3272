import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import type { Scope } from '../../platform/scope';
import { employees } from '../people';
import { startExit } from './exit.service';
import { employeeExits } from './exits.tables';

/**
 * Demo data: the first employee shown ON NOTICE without an exit on record resigned ten days ago and serves
 * notice for twenty more days, so the clearance list has one exit to work through.
 */
export async function seedExitDemo(scope: Scope) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const today = scope.clock.today();
  const [employee] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.status, 'in-notice'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(employeeExits)
            .where(
              and(
                eq(employeeExits.organizationId, organizationId),
                eq(employeeExits.employeeId, employees.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(employees.code))
    .limit(1);
  if (!employee) return null;
  return startExit(scope, {
    employee_id: employee.id,
    exit_type: 'resignation',
    notice_date: addDays(today, -10),
    last_working_day: addDays(today, 20),
    reason: 'Relocating to another city',
  });
}
