import { defineTools, everyoneInWorkspace } from '../tools/define-tools';

/** The workspaces module's tools and who may use them. */
export const WORKSPACES_TOOLS = defineTools({ 'explore-workspace': everyoneInWorkspace });
