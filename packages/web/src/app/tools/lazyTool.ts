import type { ComponentType, LazyExoticComponent } from 'react';
import type { ToolLoader, ToolProps } from '../../platform/tools/toolTypes';
import { lazyPage } from '../lazyPage';

type LazyTool = LazyExoticComponent<ComponentType<ToolProps>>;

const lazyTools = new WeakMap<ToolLoader, LazyTool>();

/**
 * One lazy component per loader for the life of the page, so a tool's chunk is fetched once and a
 * re-render does not suspend again. Page rules apply: over 120 s counts as failed (lazyPage).
 */
export function lazyTool(load: ToolLoader): LazyTool {
  let component = lazyTools.get(load);
  if (!component) {
    component = lazyPage(load);
    lazyTools.set(load, component);
  }
  return component;
}
