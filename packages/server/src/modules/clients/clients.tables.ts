import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { businessRegions } from '../org-setup';
import { organizations } from '../orgs';

/** The organisation's clients, whom projects are delivered for and opportunities sold to. */
export const clients = pgTable(
  'clients',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    gstin: text('gstin'),
    pan: text('pan'),
    currency: text('currency').notNull().default('INR'),
    businessRegionId: integer('business_region_id'),
    ownerUserId: integer('owner_user_id'),
    addressLine: text('address_line'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    postalCode: text('postal_code'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('clients_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('clients_org_name_key').on(t.organizationId, t.name),
    foreignKey({
      columns: [t.organizationId, t.businessRegionId],
      foreignColumns: [businessRegions.organizationId, businessRegions.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.ownerUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** A person at a client (spec 2.10's contact card). */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    clientId: integer('client_id').notNull(),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    position: text('position'),
    mobile: text('mobile'),
    email: text('email'),
    additionalNotes: text('additional_notes'),
    canResourceAccess: boolean('can_resource_access').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('client_contacts_org_id_key').on(t.organizationId, t.id),
    index('client_contacts_org_client_idx').on(t.organizationId, t.clientId),
    index('client_contacts_org_name_idx').on(
      t.organizationId,
      sql`lower(${t.firstName} || ' ' || coalesce(${t.lastName}, ''))`,
    ),
    foreignKey({
      columns: [t.organizationId, t.clientId],
      foreignColumns: [clients.organizationId, clients.id],
    }).onDelete('cascade'),
  ],
);
