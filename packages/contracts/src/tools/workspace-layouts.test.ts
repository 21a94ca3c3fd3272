import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS, LayoutIdSchema, SINGLE_LAYOUT_ID, WORKSPACE_LAYOUTS } from './workspace-layouts';

const areaNames = (rows: readonly string[]) => new Set(rows.flatMap((row) => row.split(/\s+/)));

describe('workspace layouts', () => {
  it('offers layouts 1 to 4 and the widgets layout 11', () => {
    expect(LAYOUT_IDS).toEqual([1, 2, 3, 4, 11]);
    expect(SINGLE_LAYOUT_ID).toBe(1);
  });

  it('puts the widgets tool across the full width, then the other tools, in layout 11', () => {
    expect(WORKSPACE_LAYOUTS[11]).toEqual({
      id: 11,
      grid_areas: ['widgets', 'main'],
      containers: ['widgets', 'main'],
    });
  });

  it.each(LAYOUT_IDS)('names in layout %i exactly the grid areas as containers, each once', (id) => {
    const layout = WORKSPACE_LAYOUTS[id];
    expect(layout.id).toBe(id);
    expect(new Set(layout.containers).size).toBe(layout.containers.length);
    expect(areaNames(layout.grid_areas)).toEqual(new Set(layout.containers));
  });

  it.each([
    [11, true],
    [1, true],
    [5, false],
    ['11', false],
  ])('accepts %j as a layout id: %s', (id, expected) => {
    expect(LayoutIdSchema.safeParse(id).success).toBe(expected);
  });
});
