import {
  type ContractCreate,
  type ContractTerminate,
  type ContractUpdate,
  isContractEditable,
  isContractPeriodValid,
} from '@atrium/contracts';
import { and, eq, gte, inArray, lte, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { executeBuiltSelect, idsValue, isAnyOfIds } from '../../platform/db/prepared-statements';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { contractors, contracts } from './contractors.tables';
import { assertVendorExists } from './vendor.service';

type ContractRow = typeof contracts.$inferSelect;

/** No two contracts of a contractor that are not terminated may share a day. */
async function assertNoOverlap(
  tx: Tx,
  organizationId: number,
  period: { contractorId: number; startDate: string; endDate: string },
  exceptId?: number,
) {
  const [clash] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        eq(contracts.contractorId, period.contractorId),
        ne(contracts.status, 'terminated'),
        lte(contracts.startDate, period.endDate),
        gte(contracts.endDate, period.startDate),
        exceptId ? ne(contracts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('contract_overlap');
}

async function lockContract(tx: Tx, organizationId: number, id: number): Promise<ContractRow> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.organizationId, organizationId), eq(contracts.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function writeContract(
  scope: Scope,
  before: ContractRow,
  changes: Partial<ContractRow>,
  action: string,
) {
  const [after] = await scope.tx
    .update(contracts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(contracts.organizationId, scope.org.id), eq(contracts.id, before.id)))
    .returning();
  await scope.audit({ action, entityType: 'contract', entityId: before.id, before, after });
  return after ?? before;
}

/** A draft contract of a contractor through a vendor. */
export async function createContract(scope: Scope, input: ContractCreate) {
  const { tx, org } = scope;
  const organizationId = org.id;
  const [contractor] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, input.contractor_id)));
  if (!contractor) throw invalid({ contractor_id: ['invalid'] });
  await assertVendorExists(tx, organizationId, input.vendor_id);
  await assertNoOverlap(tx, organizationId, {
    contractorId: input.contractor_id,
    startDate: input.start_date,
    endDate: input.end_date,
  });
  const [contract] = await tx
    .insert(contracts)
    .values({
      organizationId,
      vendorId: input.vendor_id,
      contractorId: input.contractor_id,
      title: input.title,
      rate: input.rate,
      rateUnit: input.rate_unit,
      currency: input.currency,
      startDate: input.start_date,
      endDate: input.end_date,
      status: 'draft',
    })
    .returning();
  if (!contract) throw new Error('contract insert returned nothing');
  await scope.audit({
    action: 'contract.create',
    entityType: 'contract',
    entityId: contract.id,
    after: contract,
  });
  return contract;
}

/** Changes a draft's terms; "A terminated or ongoing contract cannot be edited" (spec 4). */
export async function updateContract(scope: Scope, id: number, input: ContractUpdate) {
  const { tx, org } = scope;
  const organizationId = org.id;
  const before = await lockContract(tx, organizationId, id);
  if (!isContractEditable(before.status)) throw new AppError('contract_not_editable');
  const startDate = input.start_date ?? before.startDate;
  const endDate = input.end_date ?? before.endDate;
  if (!isContractPeriodValid(startDate, endDate)) throw invalid({ end_date: ['contract_end_before_start'] });
  if (input.vendor_id !== undefined) await assertVendorExists(tx, organizationId, input.vendor_id);
  await assertNoOverlap(tx, organizationId, { contractorId: before.contractorId, startDate, endDate }, id);
  const changes = Object.fromEntries(
    Object.entries({
      vendorId: input.vendor_id,
      title: input.title,
      rate: input.rate,
      rateUnit: input.rate_unit,
      currency: input.currency,
      startDate: input.start_date,
      endDate: input.end_date,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<ContractRow>;
  if (!Object.keys(changes).length) return before;
  return writeContract(scope, before, changes, 'contract.update');
}

/** Draft → ongoing: from now on the contract covers the contractor's work in its period. */
export async function activateContract(scope: Scope, id: number) {
  const before = await lockContract(scope.tx, scope.org.id, id);
  if (before.status !== 'draft') throw new AppError('contract_not_editable');
  return writeContract(scope, before, { status: 'ongoing' }, 'contract.activate');
}

/** Ends a draft or ongoing contract on a day within its period. */
export async function terminateContract(scope: Scope, id: number, input: ContractTerminate) {
  const before = await lockContract(scope.tx, scope.org.id, id);
  if (before.status !== 'draft' && before.status !== 'ongoing') throw new AppError('contract_not_editable');
  if (input.terminated_on < before.startDate || input.terminated_on > before.endDate) {
    throw invalid({ terminated_on: ['invalid'] });
  }
  return writeContract(
    scope,
    before,
    { status: 'terminated', terminatedOn: input.terminated_on },
    'contract.terminate',
  );
}

/**
 * `findContractWindows` of the contractor `contractorId` names, as a JSON array to read beside what names them
 * (`[{ startDate, endDate }]`, earliest first; null when they have none), in a statement built once.
 */
export const contractWindowsJsonSql = (organizationId: SQL | Placeholder | number, contractorId: SQL) =>
  sql`(select json_agg(json_build_object('startDate', k.start_date::text, 'endDate',
        (case when k.status = 'terminated' then least(k.terminated_on, k.end_date) else k.end_date end)::text)
        order by k.start_date)
      from contracts k where k.organization_id = ${organizationId} and k.contractor_id = ${contractorId}
        and k.status in ('ongoing', 'completed', 'terminated'))`;

/**
 * The periods each contractor was or is under contract: ongoing and completed contracts whole, a terminated one
 * until it was terminated; drafts are not in force.
 */
export async function findContractWindows(
  db: Queryable,
  organizationId: number,
  contractorIds: readonly number[],
): Promise<Map<number, { startDate: string; endDate: string }[]>> {
  const windows = new Map<number, { startDate: string; endDate: string }[]>();
  if (!contractorIds.length) return windows;
  // Built once: a project's contractors would otherwise be an `in` list of as many parameters on every call.
  const rows = await executeBuiltSelect(
    db,
    'contract_windows',
    (on) =>
      on
        .select({
          contractorId: contracts.contractorId,
          startDate: contracts.startDate,
          endDate: sql<string>`case when ${contracts.status} = 'terminated'
            then least(${contracts.terminatedOn}, ${contracts.endDate}) else ${contracts.endDate} end::text`,
        })
        .from(contracts)
        .where(
          and(
            eq(contracts.organizationId, sql.placeholder('org')),
            isAnyOfIds(contracts.contractorId, 'ids'),
            inArray(contracts.status, ['ongoing', 'completed', 'terminated']),
          ),
        )
        .orderBy(contracts.startDate),
    { org: organizationId, ids: idsValue(contractorIds) },
  );
  for (const row of rows)
    windows.set(row.contractorId, [
      ...(windows.get(row.contractorId) ?? []),
      { startDate: row.startDate, endDate: row.endDate },
    ]);
  return windows;
}

/** Whether one ongoing contract of the contractor covers every day from `startDate` to `endDate`. */
export async function hasActiveContract(
  db: Queryable,
  organizationId: number,
  contractorId: number,
  startDate: string,
  endDate: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        eq(contracts.contractorId, contractorId),
        eq(contracts.status, 'ongoing'),
        lte(contracts.startDate, startDate),
        gte(contracts.endDate, endDate),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * "A contractor needs an active contract covering the period" (spec 5), for allocations and time logs:
 * throws `no_active_contract` unless one ongoing contract covers the whole period.
 */
export async function assertActiveContract(
  db: Queryable,
  organizationId: number,
  contractorId: number,
  startDate: string,
  endDate: string,
): Promise<void> {
  if (!(await hasActiveContract(db, organizationId, contractorId, startDate, endDate))) {
    throw new AppError('no_active_contract');
  }
}
