import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { organizationHosts, organizations } from './orgs.tables';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganizationByHost(db: Queryable, host: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select({ organization: organizations })
    .from(organizationHosts)
    .innerJoin(organizations, eq(organizations.id, organizationHosts.organizationId))
    .where(eq(organizationHosts.host, host.toLowerCase()))
    .limit(1);
  return row?.organization ?? null;
}

export async function findOrganizationById(db: Queryable, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function findOrganizationBySlug(db: Queryable, slug: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row ?? null;
}

export async function insertOrganization(
  db: Queryable,
  values: typeof organizations.$inferInsert,
  hosts: string[],
): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization insert returned nothing');
  if (hosts.length > 0) {
    await db
      .insert(organizationHosts)
      .values(hosts.map((host) => ({ host: host.toLowerCase(), organizationId: row.id })));
  }
  return row;
}

/** The host names the organisation is reached by, in a stable order. */
export async function findOrganizationHosts(db: Queryable, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ host: organizationHosts.host })
    .from(organizationHosts)
    .where(eq(organizationHosts.organizationId, organizationId))
    .orderBy(asc(organizationHosts.host));
  return rows.map((row) => row.host);
}
