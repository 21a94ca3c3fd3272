/** The header's workspace search; recent searches are cleared at sign-in. */
export { clearRecentSearches } from './recentSearches';
export { WorkspaceSearch } from './WorkspaceSearch';
