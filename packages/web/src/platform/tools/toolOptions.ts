import type { ToolOptions } from '@atrium/contracts';

/** Options arrive from the URL, so each is read defensively: anything unexpected reads as absent. */
export function textOption(options: ToolOptions, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A whole number of at least 1 (a page number), or the fallback. */
export function pageOption(options: ToolOptions, key: string, fallback = 1): number {
  const value = options[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** Options with `changes` applied; an undefined value removes its key, so the URL stays short. */
export function withOptions(options: ToolOptions, changes: ToolOptions): ToolOptions {
  const next: ToolOptions = { ...options, ...changes };
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  return next;
}
