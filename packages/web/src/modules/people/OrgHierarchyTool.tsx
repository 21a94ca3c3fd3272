import { HEADER_SEARCH_DEBOUNCE_MS, type HierarchyNode, unitLabels } from '@atrium/contracts';
import { Alert, AutoComplete, Flex, Segmented, Skeleton, Tree, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/currentUser';
import { messageForError } from '../../platform/errorMessages';
import { useOrganization } from '../../platform/OrganizationContext';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { profilePath } from './employeeLinks';
import { HierarchyDepartmentView } from './HierarchyDepartmentView';
import { fetchHierarchyLevel, fetchManagerChain, useEmployeeMatches } from './hierarchy.api';

// The hierarchy opens on the reporting lines; the team list loads when first chosen.
const HierarchyTeamView = lazy(() =>
  import('./HierarchyTeamView').then((m) => ({ default: m.HierarchyTeamView })),
);

interface TreeNode {
  key: number;
  title: React.ReactNode;
  isLeaf: boolean;
  children?: TreeNode[];
}

function toTreeNode(person: HierarchyNode): TreeNode {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return {
    key: person.id,
    isLeaf: person.reportee_count === 0,
    title: (
      <span>
        <Link to={profilePath(person.id)}>{name}</Link>{' '}
        <Typography.Text type="secondary">
          {[person.designation, person.code].filter(Boolean).join(' · ')}
          {person.reportee_count > 0 ? ` · ${person.reportee_count} reporting` : ''}
        </Typography.Text>
      </span>
    ),
  };
}

function withChildren(nodes: TreeNode[], parent: number, children: TreeNode[]): TreeNode[] {
  return nodes.map((node) =>
    node.key === parent
      ? { ...node, children }
      : { ...node, children: node.children && withChildren(node.children, parent, children) },
  );
}

type HierarchyView = 'tree' | 'team' | 'departments';

/**
 * 'org-hierarchy' (Organisation Hierarchy): the reporting tree, opened a level at a time, with search; the
 * organisation by department; and for a reporting manager their whole team as a list.
 */
export function OrgHierarchyTool(_props: ToolProps) {
  const organization = useOrganization();
  const currentUser = useCurrentUser();
  const [view, setView] = useState<HierarchyView>('tree');
  const ownId = currentUser.data?.is_reporting_manager ? (currentUser.data.employee_info?.id ?? null) : null;
  const labels = unitLabels(organization.organization_setting);
  const views = [
    { label: 'Reporting lines', value: 'tree' },
    ...(ownId === null ? [] : [{ label: 'My team', value: 'team' }]),
    { label: `${labels.department}s`, value: 'departments' },
  ];
  return (
    <Flex vertical gap={12}>
      <Segmented
        aria-label="Hierarchy view"
        value={view}
        onChange={(value) => setView(value as HierarchyView)}
        options={views}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'departments' ? (
        <HierarchyDepartmentView />
      ) : view === 'team' && ownId !== null ? (
        <Suspense fallback={<Skeleton active />}>
          <HierarchyTeamView managerId={ownId} />
        </Suspense>
      ) : (
        <ReportingTree />
      )}
    </Flex>
  );
}

/** The reporting tree, from the top. */
function ReportingTree() {
  const { id: orgId } = useOrganization();
  const [tree, setTree] = useState<TreeNode[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, HEADER_SEARCH_DEBOUNCE_MS);
  const matches = useEmployeeMatches(debounced);

  useEffect(() => {
    fetchHierarchyLevel(orgId, null).then(
      (level) => setTree(level.results.map(toTreeNode)),
      (reason: unknown) => setError(reason),
    );
  }, [orgId]);

  const loadChildren = useCallback(
    async (managerId: number) => {
      const level = await fetchHierarchyLevel(orgId, managerId);
      setTree((current) => current && withChildren(current, managerId, level.results.map(toTreeNode)));
    },
    [orgId],
  );

  /** Opens the tree down to `employeeId` and selects them. */
  const reveal = async (employeeId: number) => {
    const { manager_ids } = await fetchManagerChain(orgId, employeeId);
    for (const managerId of manager_ids) await loadChildren(managerId);
    setExpanded((current) => [...new Set([...current, ...manager_ids])]);
    setSelected([employeeId]);
  };

  if (error) return <Alert type="error" showIcon title={messageForError(error)} />;
  if (!tree) return <Skeleton active />;
  const options = (matches.data?.results ?? []).map((employee) => ({
    value: String(employee.id),
    label: `${employee.first_name} ${employee.last_name} (${employee.code})`,
  }));
  return (
    <Flex vertical gap={12}>
      <AutoComplete
        aria-label="Find a person in the hierarchy"
        placeholder="Find a person"
        value={term}
        options={options}
        onSearch={setTerm}
        onSelect={(value: string, option) => {
          setTerm(String(option.label ?? ''));
          void reveal(Number(value));
        }}
        style={{ maxWidth: 360 }}
      />
      <Tree<TreeNode>
        aria-label="Organisation hierarchy"
        treeData={tree}
        expandedKeys={expanded}
        selectedKeys={selected}
        onExpand={(keys) => setExpanded(keys as number[])}
        onSelect={(keys) => setSelected(keys as number[])}
        loadData={(node) => (node.children ? Promise.resolve() : loadChildren(node.key))}
      />
    </Flex>
  );
}
