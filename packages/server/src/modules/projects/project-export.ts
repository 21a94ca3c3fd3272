import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import type { ExportHandler, ExportRun } from '../../platform/imports/export-handler';
import { SHEET_DATE_FORMAT, type SheetValue, sheetDate } from '../../platform/spreadsheets/cell-values';
import type { SheetColumn } from '../../platform/spreadsheets/sheet-writer';
import { customValuesJson } from '../forms';
import { projectCode } from './project-lookup';
import { projectVisibility } from './projects.policy';
import { projectListConditions } from './projects.queries';
import { findCustomFields } from './settings/settings.service';

const PAGE = 1000;

const date = (header: string, key: string): SheetColumn => ({ header, key, numFmt: SHEET_DATE_FORMAT });

const columns: readonly SheetColumn[] = [
  { header: 'Code', key: 'code', width: 12 },
  { header: 'Name', key: 'name', width: 32 },
  { header: 'Client', key: 'client', width: 24 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Billing type', key: 'billing_type' },
  { header: 'Currency', key: 'currency', width: 10 },
  date('Start date', 'start_date'),
  date('End date', 'end_date'),
  date('Billing start', 'billing_start_date'),
  date('Billing end', 'billing_end_date'),
  { header: 'Project owner', key: 'project_owner', width: 24 },
  { header: 'Delivery lead', key: 'delivery_lead', width: 24 },
  { header: 'Sales executive', key: 'sales_executive', width: 24 },
  { header: 'Business unit', key: 'business_unit', width: 20 },
  { header: 'People on the project today', key: 'people_today', width: 14 },
];

const DATE_KEYS = ['start_date', 'end_date', 'billing_start_date', 'billing_end_date'] as const;

interface ProjectExportRow {
  id: number;
  number: number;
  name: string;
  client: string | null;
  status: string;
  billing_type: string;
  currency: string;
  start_date: string | null;
  end_date: string | null;
  billing_start_date: string | null;
  billing_end_date: string | null;
  project_owner: string | null;
  delivery_lead: string | null;
  sales_executive: string | null;
  business_unit: string | null;
  people_today: number;
  /** The project's custom values by field id, as stored (text). */
  custom: Record<string, string> | null;
}

const customKey = (fieldId: number | string) => `field_${fieldId}`;

/** The Project List's own conditions as the run's actor sees the list: the projects it would show them. */
const conditionsOf = ({ organizationId, actor, filters }: ExportRun<'projects'>) =>
  projectListConditions(organizationId, projectVisibility(actor), filters);

const personName = (role: string) =>
  sql.raw(`(select trim(u.first_name || ' ' || u.last_name) from users u
    where u.organization_id = p.organization_id and u.id = p.${role}_id)`);

/** A custom value as the sheet shows it: numbers and dates as such, the rest as text. */
function customValue(fieldType: string, value: string | undefined): SheetValue {
  if (value === undefined || value === '') return null;
  if (fieldType === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return sheetDate(value);
  if (fieldType === 'number' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/**
 * The Project List as an Excel sheet: the projects its filters select among those the person who started the
 * export may see (every project for the CEO, finance, the RMG manager and the sales head; their own for the
 * others), read in pages of a thousand by id. The organisation's project custom fields follow the fixed columns.
 */
export const projectExport: ExportHandler<'projects'> = {
  kind: 'projects',
  sheetName: 'Projects',
  columns,
  async moreColumns(ctx, { organizationId }) {
    const fields = await withOrg(ctx.database.db, organizationId, (tx) =>
      findCustomFields(tx, organizationId),
    );
    return fields.map((field) =>
      field.field_type === 'date'
        ? date(field.name, customKey(field.id))
        : { header: field.name, key: customKey(field.id) },
    );
  },
  async count(ctx, run) {
    const [row] = await withOrg(ctx.database.db, run.organizationId, (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from projects p where ${conditionsOf(run)}`,
      ),
    );
    return row?.count ?? 0;
  },
  async *rows(ctx, run) {
    const fields = await withOrg(ctx.database.db, run.organizationId, (tx) =>
      findCustomFields(tx, run.organizationId),
    );
    let after = 0;
    for (;;) {
      const page = await withOrg(ctx.database.db, run.organizationId, (tx) =>
        queryRows<ProjectExportRow>(
          tx,
          sql`select p.id, p.number, p.name, c.name as client, p.status, p.billing_type, p.currency,
                p.start_date::text, p.end_date::text, p.billing_start_date::text, p.billing_end_date::text,
                ${personName('project_owner')} as project_owner, ${personName('delivery_lead')} as delivery_lead,
                ${personName('sales_executive')} as sales_executive, bu.name as business_unit,
                (select count(distinct coalesce(a.employee_id, -a.contractor_id))::int from project_allocations a
                  where a.organization_id = p.organization_id and a.project_id = p.id
                    and a.start_date <= ${run.today} and a.end_date >= ${run.today}) as people_today,
                ${customValuesJson('timesheet_project', sql`p.organization_id`, sql`p.id`)} as custom
              from projects p
              left join clients c on c.organization_id = p.organization_id and c.id = p.client_id
              left join business_units bu on bu.organization_id = p.organization_id and bu.id = p.business_unit_id
              where ${conditionsOf(run)} and p.id > ${after}
              order by p.id limit ${PAGE}`,
        ),
      );
      for (const row of page) {
        const { id: _id, number, custom, ...values } = row;
        const sheetRow: Record<string, SheetValue> = { ...values, code: projectCode({ number }) };
        for (const key of DATE_KEYS) sheetRow[key] = sheetDate(row[key]);
        for (const field of fields) {
          sheetRow[customKey(field.id)] = customValue(field.field_type, custom?.[String(field.id)]);
        }
        yield sheetRow;
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1]?.id ?? after;
    }
  },
};
