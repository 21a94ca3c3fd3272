/** The header's workspace search. */
export { WorkspaceSearch } from './WorkspaceSearch';
