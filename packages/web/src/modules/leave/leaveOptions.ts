import type { ToolOptions } from '@atrium/contracts';

/**
 * A record id from the tool's options: a whole number, or its digits (the resolver passes a notification's
 * `request_id` through as it came).
 */
export function idOption(options: ToolOptions, key = 'id'): number | undefined {
  const value = options[key];
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
