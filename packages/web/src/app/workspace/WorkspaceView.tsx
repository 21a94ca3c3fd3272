import {
  isToolIdentifier,
  parseToolKey,
  type ToolOptions,
  type ToolsData,
  toolTitle,
  WORKSPACE_VIEWPORT_OFFSET_PX,
  type WorkspaceConfig,
  type WorkspaceTool,
} from '@atrium/contracts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { useUrlToolsData } from './useUrlToolsData';
import { type PlacedTool, WorkspaceGrid } from './WorkspaceGrid';

export const NO_TOOLS_TEXT = 'This workspace has no tools yet.';

/** What a workspace page lays out; /dashboard builds one without a stored workspace. */
export type WorkspaceLayoutConfig = Pick<
  WorkspaceConfig,
  'display_name' | 'layout_id' | 'tools' | 'tools_data'
>;

interface WorkspaceViewProps {
  config: WorkspaceLayoutConfig;
  viewportOffset?: number;
  /** Shown above the tools (the home's overview); a workspace with it needs no empty state of its own. */
  overview?: ReactNode;
}

/** The config's title, else the registry's (spec 2.6). */
function titleOf(tool: WorkspaceTool): string {
  if (tool.title) return tool.title;
  const { identifier } = parseToolKey(tool.identifier);
  return isToolIdentifier(identifier) ? toolTitle(identifier) : identifier;
}

/**
 * A workspace on screen (spec 2.2, 2.6): its name (the URL's `display_name` wins), then its tools laid out,
 * each with the config's options, the workspace's `tools_data` and the URL's `tools_data` on top. When a
 * tool changes its options, the URL is rewritten to carry every active tool's options. A new `uniqueId`
 * opens the tools afresh.
 */
export function WorkspaceView({
  config,
  viewportOffset = WORKSPACE_VIEWPORT_OFFSET_PX,
  overview,
}: WorkspaceViewProps) {
  const [searchParams] = useSearchParams();
  const { toolsData, writeToolsData } = useUrlToolsData();
  const optionsOf = (tool: WorkspaceTool): ToolOptions => ({
    ...tool.data.options,
    ...config.tools_data[tool.identifier],
    ...toolsData[tool.identifier],
  });
  const heading = searchParams.get('display_name') || config.display_name;
  const tools: PlacedTool[] = config.tools.map((tool) => ({
    identifier: tool.identifier,
    title: titleOf(tool),
    container_id: tool.container_id,
    options: optionsOf(tool),
    // "Employee Form" under the heading "Employee Form" says it twice.
    isTitleShown: !(config.tools.length === 1 && titleOf(tool) === heading),
  }));

  const changeOptions = (toolKey: string, changed: ToolOptions) => {
    const next: ToolsData = {};
    for (const tool of tools) {
      const options = tool.identifier === toolKey ? changed : tool.options;
      if (Object.keys(options).length > 0) next[tool.identifier] = options;
    }
    writeToolsData(next);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {heading}
      </Typography.Title>
      {overview}
      {tools.length === 0 ? (
        !overview && <EmptyState description={NO_TOOLS_TEXT} />
      ) : (
        <WorkspaceGrid
          key={searchParams.get('uniqueId') ?? ''}
          layoutId={config.layout_id}
          tools={tools}
          onOptionsChange={changeOptions}
          viewportOffset={viewportOffset}
        />
      )}
    </Flex>
  );
}
