import { canOpenWorkspace, type WorkspaceActor } from '@atrium/contracts';
import { accessOf } from './workspace-config';
import type { WorkspaceRow } from './workspaces.queries';

/** Whether the caller opens the workspace: one of its roles (any, when it names none) and its access rule. */
export const mayOpenWorkspace = (actor: WorkspaceActor, row: WorkspaceRow) =>
  canOpenWorkspace(actor, accessOf(row));
