import type { ToolIdentifier } from '@atrium/contracts';
import { createContext, use } from 'react';
import { useNavigate } from 'react-router';
import { toolLink } from '../../../platform/tools/toolLink';

/** A project's page (`project-view`): it heads its tabs with the project, and some of the project's tools are tabs. */
export interface ProjectPage {
  /** The page's tab that shows the tool, if it has one. */
  tabFor(tool: ToolIdentifier): string | undefined;
  openTab(tab: string): void;
}

export const ProjectPageContext = createContext<ProjectPage | null>(null);

/** Whether the screen is a tab of the project's page, which already names the project above it. */
export const useIsOnProjectPage = () => use(ProjectPageContext) !== null;

/** Opens another of the project's tools: on the project's page, the tab that shows it; elsewhere the tool itself. */
export function useOpenProjectTool(projectId: number) {
  const page = use(ProjectPageContext);
  const navigate = useNavigate();
  return (tool: ToolIdentifier) => {
    const tab = page?.tabFor(tool);
    if (page && tab) page.openTab(tab);
    else navigate(toolLink(tool, { id: projectId }));
  };
}
