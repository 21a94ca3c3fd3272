import type { ProjectBillingType, ProjectStatus } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { uploadAudits } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import { queryRows } from '../../platform/db/query-rows';
import { endNotBeforeStart, rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../platform/imports/import-handler';
import { addRowError, nameKey } from '../../platform/imports/row-values';
import { scopeOn } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { clients } from '../clients';
import { extendsDraft } from './engine/activation';
import { markFiguresChanged } from './margins/project-figures.service';
import { type ProjectRow, projectCode } from './project-lookup';
import { projectAllocations, projects } from './projects.tables';

interface ProjectFileRow {
  name: string;
  client: string;
  billingType: ProjectBillingType;
  startDate: string;
  endDate: string;
  ownerEmail: string;
  leadEmail: string;
  status: ProjectStatus;
}

/** The first and last day any allocation of each project covers. */
async function allocationSpans(tx: Tx, organizationId: number) {
  const rows = await queryRows<{ project_id: number; first: string; last: string }>(
    tx,
    sql`select project_id, min(start_date)::text as first, max(end_date)::text as last
        from ${projectAllocations} where organization_id = ${organizationId} group by project_id`,
  );
  return new Map(rows.map((row) => [row.project_id, row]));
}

/**
 * Projects by name: a known name (in any case) updates that project, keeping its name as it is; others are added with the next `PR-` codes. Every project
 * has a client, an owner and a delivery lead, and dates that still hold the allocations it has.
 */
export const projectImport: ImportHandler<ProjectFileRow> = {
  kind: 'projects',
  parseRow: rowParser('projects', {
    check: endNotBeforeStart('The end date must not be before the start date.'),
    shape: (row) => ({
      name: row.name,
      client: row.client,
      billingType: row.billing_type,
      startDate: row.start_date,
      endDate: row.end_date,
      ownerEmail: row.project_owner_email,
      leadEmail: row.delivery_lead_email,
      status: row.status,
    }),
  }),
  keyOf: (row) => nameKey(row.name),
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const audit = scope.by;
    const clientRows = await tx.select().from(clients).where(eq(clients.organizationId, organizationId));
    const clientByName = new Map(clientRows.map((client) => [nameKey(client.name), client]));
    const people = await findUsersByEmails(
      tx,
      organizationId,
      rows.flatMap(({ row }) => [row.ownerEmail, row.leadEmail]),
    );
    const existing = await tx.select().from(projects).where(eq(projects.organizationId, organizationId));
    const projectByName = new Map(existing.map((project) => [nameKey(project.name), project]));
    const spans = await allocationSpans(tx, organizationId);

    const rowErrors = new Map<number, FieldErrors>();
    for (const { rowNumber, row } of rows) {
      if (!clientByName.has(nameKey(row.client)))
        addRowError(rowErrors, rowNumber, 'client', `There is no client named "${row.client}".`);
      for (const [field, email] of [
        ['project_owner_email', row.ownerEmail],
        ['delivery_lead_email', row.leadEmail],
      ] as const) {
        if (!people.get(email)?.isActive)
          addRowError(rowErrors, rowNumber, field, `There is no active user with email "${email}".`);
      }
      const current = projectByName.get(nameKey(row.name));
      if (!current) continue;
      if (current.status === 'closed') {
        addRowError(rowErrors, rowNumber, 'name', `${projectCode(current)} is closed and cannot be changed.`);
        continue;
      }
      if (extendsDraft(current.status, current.endDate, row.endDate))
        addRowError(rowErrors, rowNumber, 'end_date', 'A draft project cannot be extended.');
      const span = spans.get(current.id);
      if (span && (row.startDate > span.first || row.endDate < span.last))
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          `${projectCode(current)} has people allocated from ${span.first} to ${span.last}; its dates must hold them.`,
        );
    }

    const valuesOf = (row: ProjectFileRow) => ({
      name: row.name,
      clientId: clientByName.get(nameKey(row.client))?.id as number,
      billingType: row.billingType,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      projectOwnerId: people.get(row.ownerEmail)?.id as number,
      deliveryLeadId: people.get(row.leadEmail)?.id as number,
    });

    return {
      rowErrors,
      async write(writeTx, batch) {
        const fresh = batch.filter(({ row }) => !projectByName.has(nameKey(row.name)));
        const changed: { before: ProjectRow; after: ProjectRow }[] = [];
        for (const { row } of batch) {
          const before = projectByName.get(nameKey(row.name));
          if (!before) continue;
          const [after] = await writeTx
            .update(projects)
            .set({ ...valuesOf(row), name: before.name, updatedAt: new Date() })
            .where(and(eq(projects.organizationId, organizationId), eq(projects.id, before.id)))
            .returning();
          if (after) changed.push({ before, after });
        }
        const first = fresh.length ? await nextNumber(writeTx, projects, organizationId) : 0;
        const inserted = fresh.length
          ? await writeTx
              .insert(projects)
              .values(
                fresh.map(({ row }, index) => ({
                  organizationId,
                  number: first + index,
                  createdByUserId: audit.actorUserId,
                  ...valuesOf(row),
                })),
              )
              .returning()
          : [];
        const batchScope = scopeOn(scope, writeTx);
        await batchScope.audit(uploadAudits('project', inserted, changed));
        // A project's currency picks the rates, its billing type whether time is billed.
        await markFiguresChanged(
          batchScope,
          changed.map(({ after }) => after.id),
        );
        return { added: inserted.length, updated: changed.length };
      },
    };
  },
};
