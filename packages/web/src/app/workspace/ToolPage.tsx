import { parseToolKey, SINGLE_LAYOUT_ID, type ToolIdentifier, toolTitle } from '@atrium/contracts';
import { useEffect } from 'react';
import { actorOf } from '../../platform/actor';
import { openForbiddenPage } from '../../platform/apiClient';
import { useCurrentUser } from '../../platform/currentUser';
import { useUrlToolsData } from './useUrlToolsData';
import { WorkspaceView } from './WorkspaceView';

/**
 * A tool's own route (spec 2.6 tool paths, e.g. /employee-list): the tool alone, options from `tools_data`, whose
 * key may name a screen of the tool by its path ('widget-drilldowns#/pending-timesheets').
 */
export function ToolPage({ identifier }: { identifier: ToolIdentifier }) {
  const title = toolTitle(identifier);
  const { toolsData } = useUrlToolsData();
  const user = useCurrentUser().data;
  // A built tool the user may not use answers 403, as its calls would (a record tool opened without a record makes
  // none). Who may use each tool is read in a chunk of its own, beside the tool's, so no tool's first open carries
  // every module's rules.
  useEffect(() => {
    if (!user) return;
    let isCurrent = true;
    void import('./toolRefusal').then(({ isToolRefused }) => {
      if (isCurrent && isToolRefused(actorOf(user), identifier)) openForbiddenPage();
    });
    return () => {
      isCurrent = false;
    };
  }, [user, identifier]);
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
