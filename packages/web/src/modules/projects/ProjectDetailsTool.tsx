import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { ProjectOverview } from './components/ProjectOverview';

/** 'project-details' (Overview): the project in option `id`. */
export function ProjectDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  if (id === undefined) return <EmptyState description="Open a project from the project list." />;
  return <ProjectOverview id={id} />;
}
