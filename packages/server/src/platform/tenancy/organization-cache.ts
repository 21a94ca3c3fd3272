import type { ScopedOrganization } from './org-scope';

const TTL_MS = 30_000;

/** Where the database announces a change to any organisation or host (a trigger, migration 0048). */
export const ORGANIZATIONS_CHANNEL = 'atrium_organizations';

/**
 * Organisations change rarely and are read on every request: keep each for a short while, or until `clear` (a
 * change announced on ORGANIZATIONS_CHANNEL).
 */
export function createOrganizationCache(load: (id: number) => Promise<ScopedOrganization | null>) {
  const entries = new Map<number, { value: ScopedOrganization; expires: number }>();
  return {
    async find(id: number): Promise<ScopedOrganization | null> {
      const cached = entries.get(id);
      if (cached && cached.expires > Date.now()) return cached.value;
      const value = await load(id);
      if (value) entries.set(id, { value, expires: Date.now() + TTL_MS });
      return value;
    },
    clear: () => entries.clear(),
  };
}

const MAX_HOSTS = 10_000;

/**
 * Which organisation a host name belongs to (null for hosts of none: localhost, the API's own name), kept
 * briefly either way. At most MAX_HOSTS are kept, so made-up Host headers cannot grow it without bound.
 */
export function createHostCache(load: (host: string) => Promise<number | null>) {
  const entries = new Map<string, { value: number | null; expires: number }>();
  return {
    async organizationOf(host: string): Promise<number | null> {
      const key = host.toLowerCase();
      const cached = entries.get(key);
      if (cached && cached.expires > Date.now()) return cached.value;
      const value = await load(key);
      if (entries.size >= MAX_HOSTS) entries.clear();
      entries.set(key, { value, expires: Date.now() + TTL_MS });
      return value;
    },
    clear: () => entries.clear(),
  };
}
