import type { ScopedOrganization } from './org-scope';

const TTL_MS = 30_000;

/** Organisations change rarely and are read on every request: keep each for a short while. */
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
  };
}
