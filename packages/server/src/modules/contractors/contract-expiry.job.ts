import { displayApiDate, ROLES } from '@atrium/contracts';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { addDays } from '../../platform/clock';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { findActiveUserIdsWithRole, users } from '../accounts';
import { notifyUsers } from '../notifications';
import { forEachOrganization } from '../orgs';
import { contractors, contracts } from './contractors.tables';

export const CONTRACT_EXPIRY_JOB = 'contractors.contract-expiry';
/** Days before the end at which contractor managers hear of it, farthest first. */
export const EXPIRY_NOTICE_DAYS = [30, 7] as const;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The nearest notice a contract ending in `daysLeft` days is due (7 within a week, else 30 within a month). */
const noticeDue = (daysLeft: number) => EXPIRY_NOTICE_DAYS.findLast((days) => daysLeft <= days) ?? null;

/**
 * On `today`: ongoing contracts past their end become completed; those ending within 30, then within 7 days
 * tell the contractor managers once each (`expiry_notice_days` keeps the last notice sent).
 */
export async function scanContractExpiry(scope: Scope, today = scope.clock.today()) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const completed = await tx
    .update(contracts)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        eq(contracts.status, 'ongoing'),
        lt(contracts.endDate, today),
      ),
    )
    .returning({ id: contracts.id });
  await scope.audit(
    completed.map((row) => ({
      action: 'contract.complete',
      entityType: 'contract',
      entityId: row.id,
      before: { status: 'ongoing' },
      after: { status: 'completed' },
    })),
  );

  const ending = await tx
    .select({
      id: contracts.id,
      title: contracts.title,
      endDate: contracts.endDate,
      noticeDays: contracts.expiryNoticeDays,
      contractorId: contractors.id,
      code: contractors.code,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contracts)
    .innerJoin(
      contractors,
      and(
        eq(contractors.organizationId, contracts.organizationId),
        eq(contractors.id, contracts.contractorId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.organizationId, contractors.organizationId), eq(users.id, contractors.userId)),
    )
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        eq(contracts.status, 'ongoing'),
        gte(contracts.endDate, today),
        lte(contracts.endDate, addDays(today, Math.max(...EXPIRY_NOTICE_DAYS))),
      ),
    );
  const due = ending.flatMap((contract) => {
    const notice = noticeDue(daysBetween(today, contract.endDate));
    return notice !== null && (contract.noticeDays === null || contract.noticeDays > notice)
      ? [{ ...contract, notice }]
      : [];
  });
  if (!due.length) return { completed: completed.length, notified: 0 };

  const managers = await findActiveUserIdsWithRole(tx, organizationId, ROLES.CONTRACTOR_MANAGER);
  for (const contract of due) {
    if (managers.length) {
      const name = `${contract.firstName} ${contract.lastName}`.trim();
      await notifyUsers(scope, {
        recipientUserIds: managers,
        text: `The contract "${contract.title}" of ${name} (${contract.code}) ends on ${displayApiDate(contract.endDate)}.`,
        data: { request_id: contract.contractorId, request_type: 'contract', display_id: contract.code },
        action: 'contractors:contract-expiring',
        recipientType: 'contractor-manager',
      });
    }
    await tx
      .update(contracts)
      .set({ expiryNoticeDays: contract.notice })
      .where(and(eq(contracts.organizationId, organizationId), eq(contracts.id, contract.id)));
  }
  await scope.audit(
    due.map((contract) => ({
      action: 'contract.expiry_notice',
      entityType: 'contract',
      entityId: contract.id,
      before: { expiry_notice_days: contract.noticeDays },
      after: { expiry_notice_days: contract.notice },
    })),
  );
  return { completed: completed.length, notified: due.length };
}

/** Every morning, each organisation in its own transaction. */
export function contractExpiryJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: CONTRACT_EXPIRY_JOB,
    cron: '15 0 * * *',
    async run() {
      await forEachOrganization(ctx, (scope) => scanContractExpiry(scope));
    },
  };
}
