import {
  type Contract,
  type ContractListQuery,
  type Contractor,
  type ContractorListQuery,
  isContractEditable,
  parseOrderBy,
  type Vendor,
  type VendorListQuery,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { type Bind, readListPage } from '../../platform/db/prepared-statements';
import { foldSearchWords, userMatches, users } from '../accounts';
import { contractors, contracts, vendors } from './contractors.tables';

type Direction = typeof asc;
const directionOf = (orderBy: string | undefined, fallback: { field: string; isDescending: boolean }) => {
  const order = parseOrderBy(orderBy) ?? fallback;
  return { field: order.field, direction: (order.isDescending ? desc : asc) as Direction };
};
const page = <T>(total: { value: number } | undefined, results: T[]) => ({
  count: total?.value ?? 0,
  results,
});

/* Vendors */

const contractorCount = sql<number>`(select count(*)::int from contractors c
  where c.organization_id = vendors.organization_id and c.vendor_id = vendors.id)`;

const vendorColumns = {
  id: vendors.id,
  name: vendors.name,
  gst: vendors.gst,
  pan: vendors.pan,
  email: vendors.email,
  phone: vendors.phone,
  address: vendors.address,
  status: vendors.status,
  contractor_count: contractorCount,
  createdAt: vendors.createdAt,
};

type VendorRow = { createdAt: Date } & Omit<Vendor, 'created'>;
const toVendor = ({ createdAt, ...row }: VendorRow): Vendor => ({ ...row, created: createdAt.toISOString() });

const vendorSort = { name: [vendors.name], created: [vendors.createdAt] } as const;

/** One page of vendors and their total; without a search, prepared once per shape (see `findContractorPage`). */
export async function findVendorPage(db: Queryable, organizationId: number, query: VendorListQuery) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const { field, direction } = directionOf(query.order_by, { field: 'name', isDescending: false });
  const columns = vendorSort[field as keyof typeof vendorSort] ?? vendorSort.name;
  const where = (bind: Bind) =>
    and(
      eq(vendors.organizationId, bind('org', organizationId)),
      pattern
        ? or(ilike(vendors.name, pattern), ilike(vendors.gst, pattern), ilike(vendors.pan, pattern))
        : undefined,
      query.status ? eq(vendors.status, bind('status', query.status)) : undefined,
    );
  const { rows, total } = await readListPage(
    db,
    {
      name: pattern ? null : `vendors_${field}_${direction === desc ? 'desc' : 'asc'}`,
      page: (on, bind) =>
        on
          .select(vendorColumns)
          .from(vendors)
          .where(where(bind))
          .orderBy(...columns.map((column) => direction(column)), asc(vendors.id))
          .limit(bind('limit', query.limit))
          .offset(bind('offset', query.offset)),
      total: (on, bind) => on.select({ value: count() }).from(vendors).where(where(bind)),
    },
    { org: organizationId, status: query.status, limit: query.limit, offset: query.offset },
  );
  return { count: total?.value ?? 0, results: rows.map(toVendor) };
}

export async function findVendor(db: Queryable, organizationId: number, id: number): Promise<Vendor | null> {
  const [row] = await db
    .select(vendorColumns)
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)));
  return row ? toVendor(row) : null;
}

/* Contractors */

/** The ongoing contract covering today; contracts of one contractor never overlap, so there is at most one. */
const activeContracts = alias(contracts, 'active_contracts');
const joinActiveContract = and(
  eq(activeContracts.organizationId, contractors.organizationId),
  eq(activeContracts.contractorId, contractors.id),
  eq(activeContracts.status, 'ongoing'),
  lte(activeContracts.startDate, sql`current_date`),
  gte(activeContracts.endDate, sql`current_date`),
);
const joinContractorUser = and(
  eq(users.organizationId, contractors.organizationId),
  eq(users.id, contractors.userId),
);
const joinContractorVendor = and(
  eq(vendors.organizationId, contractors.organizationId),
  eq(vendors.id, contractors.vendorId),
);

const contractorColumns = {
  id: contractors.id,
  user_id: contractors.userId,
  code: contractors.code,
  status: contractors.status,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  mobile: users.mobile,
  vendorId: vendors.id,
  vendorName: vendors.name,
  contractId: activeContracts.id,
  contractTitle: activeContracts.title,
  contractStart: activeContracts.startDate,
  contractEnd: activeContracts.endDate,
  contractStatus: activeContracts.status,
  createdAt: contractors.createdAt,
};

interface ContractorRow extends Omit<Contractor, 'vendor' | 'active_contract' | 'created'> {
  vendorId: number | null;
  vendorName: string | null;
  contractId: number | null;
  contractTitle: string | null;
  contractStart: string | null;
  contractEnd: string | null;
  contractStatus: string | null;
  createdAt: Date;
}

function toContractor(row: ContractorRow): Contractor {
  const {
    vendorId,
    vendorName,
    contractId,
    contractTitle,
    contractStart,
    contractEnd,
    contractStatus,
    createdAt,
    ...rest
  } = row;
  return {
    ...rest,
    vendor: vendorId === null ? null : { id: vendorId, name: vendorName ?? '' },
    active_contract:
      contractId === null
        ? null
        : {
            id: contractId,
            title: contractTitle ?? '',
            start_date: contractStart ?? '',
            end_date: contractEnd ?? '',
            status: contractStatus ?? '',
          },
    created: createdAt.toISOString(),
  };
}

const contractorSort = {
  name: [users.firstName, users.lastName],
  code: [contractors.code],
  created: [contractors.createdAt],
} as const;

function selectContractors(db: Queryable) {
  return db
    .select(contractorColumns)
    .from(contractors)
    .innerJoin(users, joinContractorUser)
    .leftJoin(vendors, joinContractorVendor)
    .leftJoin(activeContracts, joinActiveContract);
}

/**
 * One page of contractors and their total. Without a search, the statements are prepared once per shape (which
 * filters, which ordering), as the list is opened far more often than searched.
 */
export async function findContractorPage(db: Queryable, organizationId: number, query: ContractorListQuery) {
  const words = query.search ? await foldSearchWords(db, query.search) : null;
  const { field, direction } = directionOf(query.order_by, { field: 'name', isDescending: false });
  const columns = contractorSort[field as keyof typeof contractorSort] ?? contractorSort.name;
  const where = (bind: Bind) =>
    and(
      eq(contractors.organizationId, bind('org', organizationId)),
      words ? userMatches(organizationId, sql`${contractors.userId}`, words) : undefined,
      query.status ? eq(contractors.status, bind('status', query.status)) : undefined,
      query.vendor ? eq(contractors.vendorId, bind('vendor', query.vendor)) : undefined,
    );
  const { rows, total } = await readListPage(
    db,
    {
      name: words ? null : `contractors_${field}_${direction === desc ? 'desc' : 'asc'}`,
      page: (on, bind) =>
        selectContractors(on)
          .where(where(bind))
          .orderBy(...columns.map((column) => direction(column)), asc(contractors.id))
          .limit(bind('limit', query.limit))
          .offset(bind('offset', query.offset)),
      total: (on, bind) =>
        on
          .select({ value: count() })
          .from(contractors)
          .innerJoin(users, joinContractorUser)
          .where(where(bind)),
    },
    {
      org: organizationId,
      status: query.status,
      vendor: query.vendor,
      limit: query.limit,
      offset: query.offset,
    },
  );
  return { count: total?.value ?? 0, results: rows.map(toContractor) };
}

export async function findContractor(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<Contractor | null> {
  const [row] = await selectContractors(db).where(
    and(eq(contractors.organizationId, organizationId), eq(contractors.id, id)),
  );
  return row ? toContractor(row) : null;
}

/* Contracts */

const contractColumns = {
  id: contracts.id,
  title: contracts.title,
  vendorId: vendors.id,
  vendorName: vendors.name,
  contractorId: contractors.id,
  contractorCode: contractors.code,
  firstName: users.firstName,
  lastName: users.lastName,
  rate: contracts.rate,
  rate_unit: contracts.rateUnit,
  currency: contracts.currency,
  start_date: contracts.startDate,
  end_date: contracts.endDate,
  status: contracts.status,
  terminated_on: contracts.terminatedOn,
  createdAt: contracts.createdAt,
};

interface ContractRow extends Omit<Contract, 'vendor' | 'contractor' | 'created' | 'is_editable'> {
  vendorId: number;
  vendorName: string;
  contractorId: number;
  contractorCode: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

function toContract(row: ContractRow): Contract {
  const { vendorId, vendorName, contractorId, contractorCode, firstName, lastName, createdAt, ...rest } = row;
  return {
    ...rest,
    rate: Number(rest.rate),
    vendor: { id: vendorId, name: vendorName },
    contractor: { id: contractorId, code: contractorCode, name: `${firstName} ${lastName}`.trim() },
    is_editable: isContractEditable(rest.status),
    created: createdAt.toISOString(),
  };
}

const contractSort = {
  start_date: [contracts.startDate],
  end_date: [contracts.endDate],
  title: [contracts.title],
  created: [contracts.createdAt],
} as const;

function selectContracts(db: Queryable) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(
      vendors,
      and(eq(vendors.organizationId, contracts.organizationId), eq(vendors.id, contracts.vendorId)),
    )
    .innerJoin(
      contractors,
      and(
        eq(contractors.organizationId, contracts.organizationId),
        eq(contractors.id, contracts.contractorId),
      ),
    )
    .innerJoin(users, joinContractorUser);
}

export async function findContractPage(db: Queryable, organizationId: number, query: ContractListQuery) {
  const conditions: Array<SQL | undefined> = [eq(contracts.organizationId, organizationId)];
  if (query.vendor) conditions.push(eq(contracts.vendorId, query.vendor));
  if (query.contractor) conditions.push(eq(contracts.contractorId, query.contractor));
  if (query.status) conditions.push(eq(contracts.status, query.status));
  const where = and(...conditions);
  const { field, direction } = directionOf(query.order_by, { field: 'start_date', isDescending: true });
  const columns = contractSort[field as keyof typeof contractSort] ?? contractSort.start_date;
  const rows = await selectContracts(db)
    .where(where)
    .orderBy(...columns.map((column) => direction(column)), desc(contracts.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(contracts).where(where);
  return page(total, rows.map(toContract));
}

export async function findContract(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<Contract | null> {
  const [row] = await selectContracts(db).where(
    and(eq(contracts.organizationId, organizationId), eq(contracts.id, id)),
  );
  return row ? toContract(row) : null;
}
