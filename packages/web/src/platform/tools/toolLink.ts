import type { ToolOptions } from '@atrium/contracts';

/** A tool's own route with the options it opens with (spec 2.6): `/employee-viewer?tools_data=…`. */
export function toolLink(toolKey: string, options: ToolOptions = {}): string {
  const identifier = toolKey.split('#')[0] ?? toolKey;
  return `/${identifier}?tools_data=${encodeURIComponent(JSON.stringify({ [toolKey]: options }))}`;
}
