import type { WorkspaceActor } from '../workspaces/workspace-access';
import type { ToolIdentifier } from './tool-registry';

/** Who may use a tool, as the server's routes behind it decide (the CEO passes every role check). */
export type ToolUsers = (actor: WorkspaceActor) => boolean;

/** A tool open to anyone who may open the workspace it sits in. */
export const everyoneInWorkspace: ToolUsers = () => true;

/**
 * A module's built tools, each with who may use it. A tool is built once its module's web tools.ts registers
 * its screen (a web test holds the two lists equal); until a module declares it here, workspaces, Explore,
 * search, the navigation and the tour leave it out.
 */
export type ToolAccess = Readonly<Partial<Record<ToolIdentifier, ToolUsers>>>;

export function defineTools<const Tools extends ToolAccess>(tools: Tools): Tools {
  return tools;
}

/** Every module's tools in one map; a tool two modules declare is refused. */
export function mergeTools(
  modules: Readonly<Record<string, ToolAccess>>,
): ReadonlyMap<ToolIdentifier, ToolUsers> {
  const merged = new Map<ToolIdentifier, ToolUsers>();
  const owners = new Map<ToolIdentifier, string>();
  for (const [moduleName, tools] of Object.entries(modules)) {
    for (const [tool, users] of Object.entries(tools) as [ToolIdentifier, ToolUsers][]) {
      const owner = owners.get(tool);
      if (owner !== undefined)
        throw new Error(`Tool "${tool}" is declared by both ${owner} and ${moduleName}`);
      owners.set(tool, moduleName);
      merged.set(tool, users);
    }
  }
  return merged;
}
