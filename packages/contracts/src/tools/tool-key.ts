import { z } from 'zod';
import { isToolIdentifier } from './tool-registry';

export interface ToolKey {
  identifier: string;
  /** What follows '#': the path inside the tool ('/pending'), or null without a suffix. */
  path: string | null;
}

const TOOL_PATH_PATTERN = /^\/[A-Za-z0-9/_-]{0,200}$/;

/** Splits a workspace tool entry such as 'widget-drilldowns#/pending-timesheets' into tool and path. */
export function parseToolKey(key: string): ToolKey {
  const hash = key.indexOf('#');
  if (hash < 0) return { identifier: key, path: null };
  return { identifier: key.slice(0, hash), path: key.slice(hash + 1) };
}

/** A registered tool, optionally followed by '#' and a path that starts with '/'. */
export function isToolKey(key: string): boolean {
  const { identifier, path } = parseToolKey(key);
  return isToolIdentifier(identifier) && (path === null || TOOL_PATH_PATTERN.test(path));
}

export const ToolKeySchema = z.string().max(256).refine(isToolKey, 'unknown_tool');
