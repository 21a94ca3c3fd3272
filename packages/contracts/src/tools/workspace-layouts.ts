import { z } from 'zod';
import { WIDGETS_LAYOUT_ID } from '../roles';

export interface WorkspaceLayout {
  id: number;
  /** CSS grid-template-areas, one string per row; every area name is a container id. */
  grid_areas: readonly string[];
  /** The containers tools are placed in, in reading order. */
  containers: readonly string[];
}

export const SINGLE_LAYOUT_ID = 1;

/** Layout 11 is the home's: the widgets tool across the full width, then the other tools. */
export const WORKSPACE_LAYOUTS = {
  [SINGLE_LAYOUT_ID]: { id: SINGLE_LAYOUT_ID, grid_areas: ['main'], containers: ['main'] },
  2: { id: 2, grid_areas: ['left right'], containers: ['left', 'right'] },
  3: { id: 3, grid_areas: ['main main side'], containers: ['main', 'side'] },
  4: { id: 4, grid_areas: ['top', 'main'], containers: ['top', 'main'] },
  [WIDGETS_LAYOUT_ID]: {
    id: WIDGETS_LAYOUT_ID,
    grid_areas: ['widgets', 'main'],
    containers: ['widgets', 'main'],
  },
} as const satisfies Record<number, WorkspaceLayout>;

export type LayoutId = keyof typeof WORKSPACE_LAYOUTS;

export const LAYOUT_IDS = Object.keys(WORKSPACE_LAYOUTS).map(Number) as LayoutId[];

export const LayoutIdSchema = z.literal(LAYOUT_IDS);
