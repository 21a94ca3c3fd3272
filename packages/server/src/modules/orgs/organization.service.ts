import type { LoginProvider, ProjectPermissionVariant } from '@atrium/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { withOrg, withoutOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import {
  findOrganizationByHost,
  findOrganizationById,
  findOrganizationBySlug,
  insertOrganization,
  type OrganizationRow,
} from './orgs.queries';
import { organizations } from './orgs.tables';

export interface NewOrganization {
  name: string;
  slug: string;
  hosts: string[];
  logo?: string | null;
  primaryLoginProvider?: LoginProvider;
  secondaryLoginProviders?: LoginProvider[];
  projectPermissionVariant?: ProjectPermissionVariant;
  departmentDisplayName?: string;
  subDepartmentDisplayName?: string;
  /** Active users allowed; null for no limit (default 50). */
  memberLimit?: number | null;
}

/**
 * Provisioning runs as the schema owner: creating a tenant is not something a tenant's own role may do. A slug
 * or host another organisation has is refused with its own code.
 */
export function createOrganization(db: Db, input: NewOrganization): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    if (await findOrganizationBySlug(tx, input.slug)) throw new AppError('organization_slug_taken');
    for (const host of input.hosts) {
      if (await findOrganizationByHost(tx, host)) throw new AppError('organization_host_taken');
    }
    return insertOrganization(
      tx,
      {
        name: input.name,
        slug: input.slug,
        logo: input.logo ?? null,
        primaryLoginProvider: input.primaryLoginProvider ?? 'internal',
        secondaryLoginProviders: input.secondaryLoginProviders ?? [],
        projectPermissionVariant: input.projectPermissionVariant ?? 'default',
        memberLimit: input.memberLimit === undefined ? 50 : input.memberLimit,
        settings: {
          department_display_name: input.departmentDisplayName ?? 'function',
          sub_department_display_name: input.subDepartmentDisplayName ?? 'sub function',
        },
      },
      input.hosts,
    );
  });
}

/**
 * A new organisation filled by `fill` in its own transaction (as the organisation's role). When filling fails
 * nothing of it was written, so the organisation and its hosts are removed again and the slug stays free.
 */
export async function createOrganizationFilled<T>(
  db: Db,
  input: NewOrganization,
  fill: (tx: Tx, org: OrganizationRow) => Promise<T>,
): Promise<{ organization: OrganizationRow; filled: T }> {
  const organization = await createOrganization(db, input);
  try {
    const filled = await withOrg(db, organization.id, (tx) => fill(tx, organization));
    return { organization, filled };
  } catch (error) {
    await db.transaction((tx) => tx.delete(organizations).where(eq(organizations.id, organization.id)));
    throw error;
  }
}

const HOST_CACHE_MS = 30_000;
/** Known hosts of each database the process serves. */
const hostCaches = new WeakMap<Db, Map<string, { org: OrganizationRow; expires: number }>>();

/** Forgets the known hosts of `db`: an organisation or a host changed. */
export function forgetKnownHosts(db: Db): void {
  hostCaches.delete(db);
}

/** Read on every page load before sign-in; organisations change rarely, so known hosts are kept briefly. */
export async function getOrganizationByHost(db: Db, host: string): Promise<OrganizationRow> {
  const key = host.toLowerCase();
  let byHost = hostCaches.get(db);
  if (!byHost) {
    byHost = new Map();
    hostCaches.set(db, byHost);
  }
  const cached = byHost.get(key);
  if (cached && cached.expires > Date.now()) return cached.org;
  const org = await withoutOrg(db, (tx) => findOrganizationByHost(tx, key));
  if (!org) throw new AppError('org_not_found');
  byHost.set(key, { org, expires: Date.now() + HOST_CACHE_MS });
  return org;
}

export function getOrganizationById(db: Db, id: number): Promise<OrganizationRow | null> {
  return withoutOrg(db, (tx) => findOrganizationById(tx, id));
}

/** The id of the organisation a host name belongs to, or null. */
export async function findOrganizationIdOfHost(db: Db, host: string): Promise<number | null> {
  const org = await withoutOrg(db, (tx) => findOrganizationByHost(tx, host));
  return org?.id ?? null;
}

export interface SignInChange {
  primaryLoginProvider: LoginProvider;
  secondaryLoginProviders: LoginProvider[];
  googleAllowedDomains: string[];
}

/**
 * How the organisation's people sign in: its primary provider, the others offered beside it, and the email
 * domains Google accounts must have. Every process's cached copy of the organisation is told by the table's trigger.
 */
export async function changeSignIn(
  tx: Tx,
  organizationId: number,
  change: SignInChange,
): Promise<OrganizationRow> {
  const [row] = await tx
    .update(organizations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  if (!row) throw new AppError('org_not_found');
  return row;
}

/**
 * Turns one channel its notifications go to beside the bell and email (`teams`) on or off, as the integration that
 * delivers it is turned on or off; every process's cached copy of the organisation is told by the table's trigger.
 */
export async function changeNotificationChannel(
  tx: Tx,
  organizationId: number,
  channel: string,
  isOn: boolean,
) {
  const [row] = await tx
    .update(organizations)
    .set({
      notificationChannels: isOn
        ? sql`array_append(array_remove(${organizations.notificationChannels}, ${channel}), ${channel})`
        : sql`array_remove(${organizations.notificationChannels}, ${channel})`,
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, organizationId))
    .returning();
  if (!row) throw new AppError('org_not_found');
  return row;
}
