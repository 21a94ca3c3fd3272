import {
  canUseTool,
  isToolBuilt,
  parseToolKey,
  SINGLE_LAYOUT_ID,
  type ToolIdentifier,
  toolTitle,
} from '@atrium/contracts';
import { useEffect } from 'react';
import { openForbiddenPage } from '../../platform/apiClient';
import { useActor } from '../../platform/useCan';
import { useUrlToolsData } from './useUrlToolsData';
import { WorkspaceView } from './WorkspaceView';

/**
 * A tool's own route (spec 2.6 tool paths, e.g. /employee-list): the tool alone, options from `tools_data`, whose
 * key may name a screen of the tool by its path ('widget-drilldowns#/pending-timesheets').
 */
export function ToolPage({ identifier }: { identifier: ToolIdentifier }) {
  const title = toolTitle(identifier);
  const { toolsData } = useUrlToolsData();
  const actor = useActor();
  // A built tool the user may not use answers 403 at once, as its calls would (a record tool opened without a
  // record makes none).
  const isRefused = actor !== null && isToolBuilt(identifier) && !canUseTool(actor, identifier);
  useEffect(() => {
    if (isRefused) openForbiddenPage();
  }, [isRefused]);
  if (isRefused) return null;
  const toolKey =
    Object.keys(toolsData).find((key) => parseToolKey(key).identifier === identifier) ?? identifier;
  return (
    <WorkspaceView
      config={{
        display_name: title,
        layout_id: SINGLE_LAYOUT_ID,
        tools: [{ identifier: toolKey, title, data: {}, container_id: 'main' }],
        tools_data: {},
      }}
    />
  );
}
