import type { Currency } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { type ImportRow, rowParser } from '../../../platform/imports/column-reader';
import type { ImportHandler } from '../../../platform/imports/import-handler';
import { nameKey } from '../../../platform/imports/row-values';
import { scopeOn } from '../../../platform/scope';
import { billingRoleRates, billingRoles } from '../projects.tables';
import { createBillingRole, setBillingRate } from './team.service';

type BillingRoleFileRow = ImportRow<'billing_roles'>;

const rateKey = (roleId: number, currency: string, effectiveFrom: string) =>
  `${roleId}:${currency}:${effectiveFrom}`;

/**
 * Billing roles and their negotiated rates, a rate a row: a role named (in any case) gets the rate, a new name adds
 * the role first. A rate of the role in the same currency from the same date is replaced, as on the screen.
 */
export const billingRoleImport: ImportHandler<BillingRoleFileRow> = {
  kind: 'billing_roles',
  parseRow: rowParser('billing_roles'),
  keyOf: (row) => `${nameKey(row.name)} · ${row.currency} · ${row.effective_from}`,
  async prepare(scope) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const roles = await tx.select().from(billingRoles).where(eq(billingRoles.organizationId, organizationId));
    // Filled in as the batches add roles, so a later row of a new role finds it.
    const roleIdByName = new Map(roles.map((role) => [nameKey(role.name), role.id]));
    const rates = await tx
      .select()
      .from(billingRoleRates)
      .where(eq(billingRoleRates.organizationId, organizationId));
    const onRecord = new Set(
      rates.map((rate) => rateKey(rate.billingRoleId, rate.currency, rate.effectiveFrom)),
    );

    return {
      // Every rule of a rate (a known currency, more than nothing, a real date) is a rule of its cells.
      rowErrors: new Map(),
      async write(writeTx, batch) {
        const batchScope = scopeOn(scope, writeTx);
        let added = 0;
        for (const { row } of batch) {
          let roleId = roleIdByName.get(nameKey(row.name));
          if (roleId === undefined) {
            roleId = (await createBillingRole(batchScope, row.name)).id;
            roleIdByName.set(nameKey(row.name), roleId);
          }
          await setBillingRate(batchScope, roleId, {
            // The column takes only the currencies there are.
            currency: row.currency as Currency,
            rate: row.rate,
            cost_rate: row.cost_rate,
            effective_from: row.effective_from,
          });
          if (!onRecord.has(rateKey(roleId, row.currency, row.effective_from))) added += 1;
        }
        return { added, updated: batch.length - added };
      },
    };
  },
};
