import { type LayoutId, type ToolOptions, WORKSPACE_LAYOUTS, type WorkspaceTool } from '@atrium/contracts';
import { Flex } from 'antd';
import { ToolFrame } from '../tools/ToolFrame';
import { toolLoaderFor } from '../tools/toolLoaders';

/** AppLayout pads the page by 24 px above and below the workspace. */
const SHELL_CONTENT_PADDING_PX = 2 * 24;

export interface PlacedTool extends Pick<WorkspaceTool, 'identifier' | 'title' | 'container_id'> {
  options: ToolOptions;
  /** False when the page heading says the same. */
  isTitleShown?: boolean;
}

interface WorkspaceGridProps {
  layoutId: LayoutId;
  tools: readonly PlacedTool[];
  onOptionsChange(toolKey: string, options: ToolOptions): void;
  /** The header's height: the workspace fills the window below it (spec 9). */
  viewportOffset: number;
}

/**
 * The layout's CSS grid (its areas are container ids); each tool goes in its container, in list order.
 * A tool naming a container the layout lacks goes in the layout's first one rather than disappearing.
 */
export function WorkspaceGrid({ layoutId, tools, onOptionsChange, viewportOffset }: WorkspaceGridProps) {
  const layout = WORKSPACE_LAYOUTS[layoutId];
  const containers: readonly string[] = layout.containers;
  const columns = layout.grid_areas[0]?.split(/\s+/).length ?? 1;
  const containerOf = (tool: PlacedTool) =>
    containers.includes(tool.container_id) ? tool.container_id : containers[0];

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateAreas: layout.grid_areas.map((row) => `"${row}"`).join(' '),
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        alignContent: 'start',
        gap: 16,
        minHeight: `calc(100vh - ${viewportOffset + SHELL_CONTENT_PADDING_PX}px)`,
      }}
    >
      {containers.map((container) => {
        const placed = tools.filter((tool) => containerOf(tool) === container);
        if (placed.length === 0) return null;
        return (
          <Flex
            key={container}
            vertical
            gap={16}
            data-container={container}
            style={{ gridArea: container, minWidth: 0 }}
          >
            {placed.map((tool) => (
              <ToolFrame
                key={tool.identifier}
                toolKey={tool.identifier}
                title={tool.title}
                isTitleShown={tool.isTitleShown}
                options={tool.options}
                onOptionsChange={(options) => onOptionsChange(tool.identifier, options)}
                load={toolLoaderFor(tool.identifier)}
              />
            ))}
          </Flex>
        );
      })}
    </div>
  );
}
