import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';

/** Firms that supply contractors; GSTIN and PAN identify them for tax. */
export const vendors = pgTable(
  'vendors',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    gst: text('gst'),
    pan: text('pan'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    status: text('status').notNull().default('active'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('vendors_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('vendors_org_name_key').on(t.organizationId, t.name),
    uniqueIndex('vendors_org_gst_key').on(t.organizationId, t.gst),
  ],
);

export const contractors = pgTable(
  'contractors',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('active'),
    vendorId: integer('vendor_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('contractors_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('contractors_org_user_key').on(t.organizationId, t.userId),
    uniqueIndex('contractors_org_code_key').on(t.organizationId, t.code),
    index('contractors_org_vendor_idx').on(t.organizationId, t.vendorId),
    foreignKey({ columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }),
    foreignKey({
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }),
  ],
);

/**
 * A contractor's engagement through a vendor: rate, currency and period. Status: draft (editable), ongoing,
 * terminated or completed; an ongoing or terminated contract cannot be edited.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    vendorId: integer('vendor_id').notNull(),
    contractorId: integer('contractor_id').notNull(),
    title: text('title').notNull(),
    rate: numeric('rate', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    rateUnit: text('rate_unit').notNull().default('hour'),
    currency: text('currency').notNull().default('INR'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').notNull().default('draft'),
    terminatedOn: date('terminated_on'),
    /** The days-before-end of the last expiry notice sent (30, then 7), so each is sent once. */
    expiryNoticeDays: integer('expiry_notice_days'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('contracts_org_id_key').on(t.organizationId, t.id),
    index('contracts_org_contractor_idx').on(t.organizationId, t.contractorId, t.startDate),
    index('contracts_org_vendor_idx').on(t.organizationId, t.vendorId),
    index('contracts_org_end_idx').on(t.organizationId, t.status, t.endDate),
    foreignKey({
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.contractorId],
      foreignColumns: [contractors.organizationId, contractors.id],
    }),
  ],
);
