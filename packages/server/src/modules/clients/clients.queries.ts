import {
  type ClientDetail,
  type ClientListQuery,
  type Contact,
  type ContactListQuery,
  parseOrderBy,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import { queryRows } from '../../platform/db/query-rows';

interface ClientRow {
  id: number;
  name: string;
  gstin: string | null;
  pan: string | null;
  currency: ClientDetail['currency'];
  business_region_id: number | null;
  business_region_name: string | null;
  owner_user_id: number | null;
  owner_name: string | null;
  address_line: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  contact_count: number;
  created_at: Date;
}

const toClient = (row: ClientRow): ClientDetail => ({
  id: row.id,
  name: row.name,
  gstin: row.gstin,
  pan: row.pan,
  currency: row.currency,
  business_region:
    row.business_region_id === null
      ? null
      : { id: row.business_region_id, name: row.business_region_name ?? '' },
  owner: row.owner_user_id === null ? null : { id: row.owner_user_id, name: row.owner_name ?? '' },
  address_line: row.address_line,
  city: row.city,
  state: row.state,
  country: row.country,
  postal_code: row.postal_code,
  contact_count: row.contact_count,
  created: new Date(row.created_at).toISOString(),
});

/** The clients of `where` (on `c`) with their region, owner and counts; the counts only for the rows asked. */
const clientRows = (organizationId: number, where: SQL, tail: SQL) => sql`
  select c.id, c.name, c.gstin, c.pan, c.currency, c.business_region_id, r.name as business_region_name,
    c.owner_user_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as owner_name,
    c.address_line, c.city, c.state, c.country, c.postal_code, c.created_at,
    (select count(*)::int from client_contacts k where k.organization_id = c.organization_id and k.client_id = c.id)
      as contact_count
  from clients c
  left join business_regions r on r.organization_id = c.organization_id and r.id = c.business_region_id
  left join users u on u.organization_id = c.organization_id and u.id = c.owner_user_id
  where c.organization_id = ${organizationId} and ${where}
  ${tail}`;

/** A page of clients: searched by name, GSTIN or city, filtered by currency, sorted and paged in SQL. */
export async function findClientPage(db: Queryable, organizationId: number, query: ClientListQuery) {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql.join(
    [
      search === null
        ? sql`true`
        : sql`(c.name ilike ${search} or c.gstin ilike ${search} or c.city ilike ${search})`,
      query.currency ? sql`c.currency = ${query.currency}` : sql`true`,
    ],
    sql` and `,
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const direction = sql.raw(order.isDescending ? 'desc' : 'asc');
  const sortKey = order.field === 'created' ? sql`c.created_at` : sql`lower(c.name)`;
  const [rows, [total]] = await inTurn(
    () =>
      queryRows<ClientRow>(
        db,
        clientRows(
          organizationId,
          where,
          sql`order by ${sortKey} ${direction}, c.id limit ${query.limit} offset ${query.offset}`,
        ),
      ),
    () =>
      queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from clients c where c.organization_id = ${organizationId} and ${where}`,
      ),
  );
  return { count: total?.count ?? 0, results: rows.map(toClient) };
}

export async function findClient(db: Queryable, organizationId: number, id: number) {
  const [row] = await queryRows<ClientRow>(db, clientRows(organizationId, sql`c.id = ${id}`, sql``));
  return row ? toClient(row) : null;
}

interface ContactRow {
  id: number;
  client_id: number;
  client_name: string;
  salutation: Contact['salutation'];
  first_name: string;
  last_name: string | null;
  position: string | null;
  mobile: string | null;
  email: string | null;
  additional_notes: string | null;
  can_resource_access: boolean;
  created_at: Date;
}

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  client_contact_id: row.id,
  client: { id: row.client_id, name: row.client_name },
  salutation: row.salutation,
  first_name: row.first_name,
  last_name: row.last_name,
  position: row.position,
  mobile: row.mobile,
  email: row.email,
  additional_notes: row.additional_notes,
  can_resource_access: row.can_resource_access,
  created: new Date(row.created_at).toISOString(),
});

const contactRows = (organizationId: number, where: SQL, tail: SQL) => sql`
  select k.id, k.client_id, c.name as client_name, k.salutation, k.first_name, k.last_name, k.position, k.mobile,
    k.email, k.additional_notes, k.can_resource_access, k.created_at
  from client_contacts k
  join clients c on c.organization_id = k.organization_id and c.id = k.client_id
  where k.organization_id = ${organizationId} and ${where}
  ${tail}`;

/** A page of contacts, of one client or all: searched by name, email or position, sorted and paged in SQL. */
export async function findContactPage(db: Queryable, organizationId: number, query: ContactListQuery) {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql.join(
    [
      search === null
        ? sql`true`
        : sql`((k.first_name || ' ' || coalesce(k.last_name, '')) ilike ${search} or k.email ilike ${search}
            or k.position ilike ${search} or c.name ilike ${search})`,
      query.client_id ? sql`k.client_id = ${query.client_id}` : sql`true`,
    ],
    sql` and `,
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const direction = sql.raw(order.isDescending ? 'desc' : 'asc');
  const sortKey =
    order.field === 'created'
      ? sql`k.created_at`
      : sql`lower(k.first_name || ' ' || coalesce(k.last_name, ''))`;
  const [rows, [total]] = await inTurn(
    () =>
      queryRows<ContactRow>(
        db,
        contactRows(
          organizationId,
          where,
          sql`order by ${sortKey} ${direction}, k.id limit ${query.limit} offset ${query.offset}`,
        ),
      ),
    () =>
      queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from client_contacts k
        join clients c on c.organization_id = k.organization_id and c.id = k.client_id
        where k.organization_id = ${organizationId} and ${where}`,
      ),
  );
  return { count: total?.count ?? 0, results: rows.map(toContact) };
}

export async function findContact(db: Queryable, organizationId: number, id: number) {
  const [row] = await queryRows<ContactRow>(db, contactRows(organizationId, sql`k.id = ${id}`, sql``));
  return row ? toContact(row) : null;
}

/** The clients a picker offers: every one, by name. */
export const clientChoices = (db: Queryable, organizationId: number) =>
  queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from clients where organization_id = ${organizationId} order by lower(name), id`,
  );
