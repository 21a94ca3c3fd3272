import { getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { SealedColumn } from '../module-kit';
import type { DataSealer } from './data-sealer';

/** What a pass re-sealed, and the values it could not open (sealed with a key the server no longer holds). */
export interface ResealCount {
  resealed: number;
  unopened: number;
}

/**
 * Re-seals with the current key every value of `columns` in the organisation that an earlier key sealed, `batch`
 * rows at a time in the order of their key. A row changed meanwhile (sealed anew by its owner) is left as it now
 * is: each update names the value it replaces.
 */
export async function resealOrganization(
  tx: Tx,
  sealer: DataSealer,
  organizationId: number,
  columns: readonly SealedColumn[],
  batch = 500,
): Promise<ResealCount> {
  const count: ResealCount = { resealed: 0, unopened: 0 };
  for (const { table, column, key } of columns) {
    const name = sql.identifier(getTableName(table));
    const value = sql.identifier(column.name);
    const id = sql.identifier(key.name);
    let after = 0;
    for (;;) {
      const rows = await queryRows<{ id: number; sealed: string }>(
        tx,
        sql`select ${id} as id, ${value} as sealed from ${name}
            where organization_id = ${organizationId} and ${value} is not null
              and left(${value}, ${sealer.currentPrefix.length}) <> ${sealer.currentPrefix} and ${id} > ${after}
            order by ${id} limit ${batch}`,
      );
      if (!rows.length) break;
      after = rows.at(-1)?.id ?? after;
      const changes: { id: number; before: string; resealed: string }[] = [];
      for (const row of rows) {
        let plain: string;
        try {
          plain = sealer.open(organizationId, row.sealed);
        } catch {
          count.unopened += 1;
          continue;
        }
        changes.push({ id: row.id, before: row.sealed, resealed: sealer.seal(organizationId, plain) });
      }
      if (changes.length) {
        const updated = await queryRows<{ id: number }>(
          tx,
          sql`update ${name} t set ${value} = x.resealed
              from json_to_recordset(${JSON.stringify(changes)}::json) as x(id int, before text, resealed text)
              where t.organization_id = ${organizationId} and t.${id} = x.id and t.${value} = x.before
              returning t.${id} as id`,
        );
        count.resealed += updated.length;
      }
      if (rows.length < batch) break;
    }
  }
  return count;
}
