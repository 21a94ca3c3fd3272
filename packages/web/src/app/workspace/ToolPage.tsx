import { SINGLE_LAYOUT_ID, type ToolIdentifier, toolTitle } from '@atrium/contracts';
import { WorkspaceView } from './WorkspaceView';

/** A tool's own route (spec 2.6 tool paths, e.g. /employee-list): the tool alone, options from `tools_data`. */
export function ToolPage({ identifier }: { identifier: ToolIdentifier }) {
  const title = toolTitle(identifier);
  return (
    <WorkspaceView
      config={{
        display_name: title,
        layout_id: SINGLE_LAYOUT_ID,
        tools: [{ identifier, title, data: {}, container_id: 'main' }],
        tools_data: {},
      }}
    />
  );
}
