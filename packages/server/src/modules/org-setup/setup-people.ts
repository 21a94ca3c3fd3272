import type { SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';

/** A unit's table, as the correlated subqueries on its row name it. */
export type UnitTable = 'departments' | 'sub_departments';

export type UnitHead = { user_id: number; employee_id: number | null; name: string };

/**
 * What the setup lists and changes need to know of employees. The people module, which builds on the setup's
 * tables, provides it when the modules are composed (modules.ts), so org-setup never imports people.
 */
export interface SetupPeople {
  /** A subquery on the unit's row: its head user, their employee record if any, and their name. */
  head(unit: UnitTable): SQL<UnitHead | null>;
  /** A subquery on the unit's row: how many of its people have not exited. */
  headCount(unit: UnitTable): SQL<number>;
  /** The user of the employee picked as a head, if that employee has not exited and their user is active. */
  activeUserOf(db: Queryable, organizationId: number, employeeId: number): Promise<number | null>;
  /** Employees carry their employment type by name: how many carry this one. */
  countWithEmploymentType(db: Queryable, organizationId: number, name: string): Promise<number>;
  renameEmploymentType(tx: Tx, organizationId: number, from: string, to: string): Promise<void>;
}
