import type { ProjectDetail, ToolIdentifier, ToolOptions } from '@atrium/contracts';
import { Breadcrumb, Flex, Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/currentUser';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { kindOption } from './components/financialForms';
import { ProjectOverview, ProjectTitle } from './components/ProjectOverview';
import { WhenLoaded } from './components/ProjectScoped';
import { useSeesProjectFinances } from './components/projectAccess';
import { type ProjectPage, ProjectPageContext } from './components/projectPage';
import { useProject } from './projects.api';

// Every tab but the overview is fetched when first opened, with the tool it comes from.
const ProjectTeamManager = lazy(() =>
  import('./TeamManagerTool').then((m) => ({ default: m.ProjectTeamManager })),
);
const ProjectNumbersView = lazy(() =>
  import('./ProjectNumbersTool').then((m) => ({ default: m.ProjectNumbersView })),
);
const FixedBidNumbersView = lazy(() =>
  import('./FixedBidNumbersTool').then((m) => ({ default: m.FixedBidNumbersView })),
);
const ProjectMilestones = lazy(() =>
  import('./MilestoneTool').then((m) => ({ default: m.ProjectMilestones })),
);
const ProjectFinancialRecords = lazy(() =>
  import('./FinancialRecordsTool').then((m) => ({ default: m.ProjectFinancialRecords })),
);

const PROJECT_LIST = toolLink('project-list');

const loading = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;

/** The tab that stands for each of the project's tools, so their buttons on the page open the tab instead. */
const TAB_OF_TOOL: Partial<Record<ToolIdentifier, string>> = {
  'team-manager': 'team',
  'project-overview': 'numbers',
  'fixed-bid-numbers': 'numbers',
  milestone: 'milestones',
  'project-financial-records': 'financial-records',
};

/**
 * 'project-view' (Overview): the project in option `id` on one page, under a breadcrumb back to the project list:
 * its overview, team, numbers (a fixed-bid project's fixed-bid numbers), milestones and financial records on
 * tabs, each shown to those who may see it. The tab is kept in option `tab`, the financial records' in `kind`.
 */
export function ProjectViewTool({ options, onOptionsChange }: ToolProps) {
  const id = idOption(options.id);
  const project = useProject(id);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={PROJECT_LIST}>Projects</Link> },
          ...(project.data ? [{ title: project.data.name }] : []),
        ]}
      />
      {id === undefined ? (
        <EmptyState
          description="Open a project from the project list."
          action={<Link to={PROJECT_LIST}>Open the project list</Link>}
        />
      ) : (
        <ProjectPageBody id={id} options={options} onOptionsChange={onOptionsChange} />
      )}
    </Flex>
  );
}

/** One project's page below its breadcrumb: its title and tabs, the tab kept in the options given. */
export function ProjectPageBody({ id, ...rest }: { id: number } & Omit<ProjectTabsProps, 'project'>) {
  const project = useProject(id);
  return <WhenLoaded result={project}>{(detail) => <ProjectTabs project={detail} {...rest} />}</WhenLoaded>;
}

interface ProjectTabsProps {
  project: ProjectDetail;
  options: ToolOptions;
  onOptionsChange(options: ToolOptions): void;
}

function ProjectTabs({ project, options, onOptionsChange }: ProjectTabsProps) {
  const seesFinances = useSeesProjectFinances(project);
  // Which tabs show depends on who is looking: a link naming a tab waits for that, not to open on the overview.
  const isUserKnown = useCurrentUser().data !== undefined;
  const { id } = project;
  const change = (changes: ToolOptions) => onOptionsChange(withOptions(options, changes));
  const tabs = [
    { key: 'overview', label: 'Overview', children: <ProjectOverview id={id} /> },
    ...(project.permissions.can_read_team
      ? [{ key: 'team', label: 'Team', children: loading(<ProjectTeamManager id={id} />) }]
      : []),
    ...(seesFinances
      ? [
          {
            key: 'numbers',
            label: 'Numbers',
            children: loading(
              project.billing_type === 'fixed-bid' ? (
                <FixedBidNumbersView id={id} />
              ) : (
                <ProjectNumbersView id={id} />
              ),
            ),
          },
        ]
      : []),
    { key: 'milestones', label: 'Milestone', children: loading(<ProjectMilestones id={id} />) },
    ...(seesFinances
      ? [
          {
            key: 'financial-records',
            label: 'Finances',
            children: loading(
              <ProjectFinancialRecords
                id={id}
                kind={kindOption(options)}
                onKind={(kind) => change({ kind: kind === 'revenue' ? undefined : kind })}
              />,
            ),
          },
        ]
      : []),
  ];
  const isShown = (tab: string | undefined) => tabs.some((shown) => shown.key === tab);
  const chosen = textOption(options, 'tab');
  const page: ProjectPage = {
    tabFor: (tool) => (isShown(TAB_OF_TOOL[tool]) ? TAB_OF_TOOL[tool] : undefined),
    openTab: (tab) => change({ tab }),
  };
  if (!isUserKnown) return <Skeleton active />;
  return (
    <ProjectPageContext value={page}>
      <Flex vertical gap={8}>
        <ProjectTitle project={project} level={3} />
        <Tabs
          activeKey={isShown(chosen) ? chosen : 'overview'}
          items={tabs}
          onChange={page.openTab}
          destroyOnHidden
        />
      </Flex>
    </ProjectPageContext>
  );
}
