import { canUseTool, isToolBuilt, type ToolIdentifier, type WorkspaceActor } from '@atrium/contracts';

/** Whether the tool is built and the actor may not use it: its page answers 403. */
export function isToolRefused(actor: WorkspaceActor, identifier: ToolIdentifier): boolean {
  return isToolBuilt(identifier) && !canUseTool(actor, identifier);
}
