import { withOrg } from '../../platform/db/tenant';
import type { ExportHandler, ExportRun } from '../../platform/imports/export-handler';
import { SHEET_DATE_FORMAT, sheetDate } from '../../platform/spreadsheets/cell-values';
import type { SheetColumn } from '../../platform/spreadsheets/sheet-writer';
import { findClientPage } from './clients.queries';

const PAGE = 500;

const columns: readonly SheetColumn[] = [
  { header: 'Name', key: 'name', width: 32 },
  { header: 'GSTIN', key: 'gstin', width: 18 },
  { header: 'PAN', key: 'pan', width: 12 },
  { header: 'Currency', key: 'currency', width: 10 },
  { header: 'Business region', key: 'business_region', width: 20 },
  { header: 'Owner', key: 'owner', width: 24 },
  { header: 'Address', key: 'address_line', width: 36 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'State', key: 'state', width: 16 },
  { header: 'Country', key: 'country', width: 16 },
  { header: 'Postal code', key: 'postal_code', width: 12 },
  { header: 'Contacts', key: 'contact_count', width: 10 },
  { header: 'Added on', key: 'created', numFmt: SHEET_DATE_FORMAT },
];

const queryOf = (run: ExportRun<'clients'>, offset: number, limit: number) => ({
  ...run.filters,
  limit,
  offset,
});

/**
 * The Client List as an Excel sheet: the clients its search and currency select, by name, read a page at a time by
 * the list's own query.
 */
export const clientsExport: ExportHandler<'clients'> = {
  kind: 'clients',
  sheetName: 'Clients',
  columns,
  async count(ctx, run) {
    const page = await withOrg(ctx.database.db, run.organizationId, (tx) =>
      findClientPage(tx, run.organizationId, queryOf(run, 0, 1)),
    );
    return page.count;
  },
  async *rows(ctx, run) {
    for (let offset = 0; ; offset += PAGE) {
      const page = await withOrg(ctx.database.db, run.organizationId, (tx) =>
        findClientPage(tx, run.organizationId, queryOf(run, offset, PAGE)),
      );
      for (const client of page.results)
        yield {
          name: client.name,
          gstin: client.gstin,
          pan: client.pan,
          currency: client.currency,
          business_region: client.business_region?.name ?? null,
          owner: client.owner?.name ?? null,
          address_line: client.address_line,
          city: client.city,
          state: client.state,
          country: client.country,
          postal_code: client.postal_code,
          contact_count: client.contact_count,
          created: sheetDate(client.created.slice(0, 10)),
        };
      if (page.results.length < PAGE) return;
    }
  },
};
