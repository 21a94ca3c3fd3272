import { RECENT_SEARCHES_MAX, type SearchResult, SearchResultSchema } from '@atrium/contracts';

const KEY = 'atrium.recent-searches';

/** Spec 3 "Recent search entry": the name shown, plus what reopens it through the resolver. */
const RecentSearchSchema = SearchResultSchema.pick({ type: true, display_name: true, resolve: true });
export type RecentSearch = Pick<SearchResult, 'type' | 'display_name' | 'resolve'>;

function sameTarget(a: RecentSearch, b: RecentSearch): boolean {
  return a.resolve.for_workspace === b.resolve.for_workspace && a.resolve.data.id === b.resolve.data.id;
}

/** Newest first; anything unreadable in storage (another version, a hand edit) is skipped. */
export function readRecentSearches(): RecentSearch[] {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .map((entry) => RecentSearchSchema.safeParse(entry))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .slice(0, RECENT_SEARCHES_MAX);
}

/** Puts the entry first; choosing it again moves it up instead of listing it twice. */
export function recordRecentSearch(result: RecentSearch): void {
  const entry: RecentSearch = {
    type: result.type,
    display_name: result.display_name,
    resolve: result.resolve,
  };
  const others = readRecentSearches().filter((recent) => !sameTarget(recent, entry));
  window.localStorage.setItem(KEY, JSON.stringify([entry, ...others].slice(0, RECENT_SEARCHES_MAX)));
}

/** Recent searches belong to one sign-in (spec 2.8): cleared at login. */
export function clearRecentSearches(): void {
  window.localStorage.removeItem(KEY);
}
