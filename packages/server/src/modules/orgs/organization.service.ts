import type { LoginProvider, ProjectPermissionVariant } from '@atrium/contracts';
import type { Db } from '../../platform/db/client';
import { withoutOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import {
  findOrganizationByHost,
  findOrganizationById,
  insertOrganization,
  type OrganizationRow,
} from './orgs.queries';

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

/** Provisioning runs as the schema owner: creating a tenant is not something a tenant's own role may do. */
export function createOrganization(db: Db, input: NewOrganization): Promise<OrganizationRow> {
  return db.transaction((tx) =>
    insertOrganization(
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
    ),
  );
}

const HOST_CACHE_MS = 30_000;
/** Known hosts of each database the process serves. */
const hostCaches = new WeakMap<Db, Map<string, { org: OrganizationRow; expires: number }>>();

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
