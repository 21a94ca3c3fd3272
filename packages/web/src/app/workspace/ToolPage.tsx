import { isToolKey, parseToolKey, SINGLE_LAYOUT_ID, type ToolIdentifier, toolTitle } from '@atrium/contracts';
import { useState } from 'react';
import { useUrlToolsData } from './useUrlToolsData';
import { WorkspaceView } from './WorkspaceView';

/**
 * A tool's own route (spec 2.6 tool paths, e.g. /employee-list): the tool alone, options from `tools_data`. A key
 * there with a path ('widget-drilldowns#/pending-timesheets') opens that screen of the tool, and stays its key
 * when the tool's options are emptied from the URL.
 */
export function ToolPage({ identifier }: { identifier: ToolIdentifier }) {
  const title = toolTitle(identifier);
  const { toolsData } = useUrlToolsData();
  const fromUrl = Object.keys(toolsData).find(
    (key) => key !== identifier && isToolKey(key) && parseToolKey(key).identifier === identifier,
  );
  const [remembered, setRemembered] = useState(fromUrl);
  if (fromUrl && fromUrl !== remembered) setRemembered(fromUrl);
  const toolKey =
    fromUrl ?? (remembered && parseToolKey(remembered).identifier === identifier ? remembered : identifier);
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
