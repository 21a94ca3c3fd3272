import type { ToolIdentifier, ToolOptions } from '@atrium/contracts';
import type { ComponentType } from 'react';

/** What every tool screen receives from the workspace it is placed in. */
export interface ToolProps {
  /** The key as the workspace lists it, '#path' suffix included ('widget-drilldowns#/pending-timesheets'). */
  toolKey: string;
  /** What follows '#' in the key, or null. */
  path: string | null;
  /** The tool's options: the workspace's, with the URL's `tools_data` for this tool on top. */
  options: ToolOptions;
  /** Replace the tool's options (pass them whole); the URL is rewritten to carry them. */
  onOptionsChange(options: ToolOptions): void;
}

/** Loads a tool's chunk; each module lists its own in src/modules/<m>/tools.ts. */
export type ToolLoader = () => Promise<ComponentType<ToolProps>>;

export type ToolLoaders = Partial<Record<ToolIdentifier, ToolLoader>>;
