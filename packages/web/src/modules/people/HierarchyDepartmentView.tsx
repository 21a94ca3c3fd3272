import {
  canManageOrgSetup,
  type Department,
  type SubDepartment,
  type UnitLabels,
  unitLabels,
} from '@atrium/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Collapse, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrganization } from '../../platform/OrganizationContext';
import { toolLink } from '../../platform/tools/toolLink';
import { useCan } from '../../platform/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { profilePath } from './employeeLinks';
import {
  type UnitKind,
  useDepartmentPages,
  useSubDepartmentPages,
  useUnitMemberPages,
} from './hierarchy.api';

type Unit = Department | SubDepartment;
type Pages<Row> = UseInfiniteQueryResult<InfiniteData<{ count: number; results: Row[] }>>;

const rowsOf = <Row,>(pages: Pages<Row>) => pages.data?.pages.flatMap((page) => page.results) ?? [];

const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** The first page's loading and failure; `children` once rows have arrived. */
function Loaded<Row>({ pages, children }: { pages: Pages<Row>; children(rows: Row[]): ReactNode }) {
  if (pages.isError && !pages.data) {
    return <LoadFailed variant="inline" error={pages.error} onRetry={() => pages.refetch()} />;
  }
  if (!pages.data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return children(rowsOf(pages));
}

function LoadMore<Row>({ pages, label }: { pages: Pages<Row>; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      aria-label={label}
      loading={pages.isFetchingNextPage}
      onClick={() => pages.fetchNextPage()}
      style={{ alignSelf: 'start' }}
    >
      Load more
    </Button>
  );
}

function UnitTitle({ unit }: { unit: Unit }) {
  return (
    <Flex gap={8} wrap align="baseline">
      <Typography.Text strong>{unit.name}</Typography.Text>
      <Typography.Text type="secondary">{unit.head ? `Head: ${unit.head.name}` : 'No head'}</Typography.Text>
      <Tag>{peopleCount(unit.head_count)}</Tag>
    </Flex>
  );
}

/** The people of a unit, by name, each linked to their profile. */
function UnitMembers({ kind, unit }: { kind: UnitKind; unit: Unit }) {
  const members = useUnitMemberPages(kind, unit.id);
  return (
    <Loaded pages={members}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography.Text type="secondary">No one in {unit.name} yet.</Typography.Text>
        ) : (
          <Flex vertical gap={8}>
            <ul aria-label={`People of ${unit.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((member) => (
                <li key={member.id}>
                  <Link to={profilePath(member.id)}>
                    {member.first_name} {member.last_name}
                  </Link>{' '}
                  <Typography.Text type="secondary">
                    {[member.designation, kind === 'departments' && member.sub_department, member.code]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </li>
              ))}
            </ul>
            <LoadMore pages={members} label={`Load more people of ${unit.name}`} />
          </Flex>
        )
      }
    </Loaded>
  );
}

function SubDepartments({ department, labels }: { department: Department; labels: UnitLabels }) {
  const subDepartments = useSubDepartmentPages(department.id);
  return (
    <Loaded pages={subDepartments}>
      {(rows) => (
        <Flex vertical gap={8}>
          <Collapse
            items={rows.map((unit) => ({
              key: unit.id,
              label: <UnitTitle unit={unit} />,
              children: <UnitMembers kind="sub-departments" unit={unit} />,
            }))}
          />
          <LoadMore
            pages={subDepartments}
            label={`Load more ${labels.subDepartment.toLowerCase()}s of ${department.name}`}
          />
        </Flex>
      )}
    </Loaded>
  );
}

function DepartmentContent({ department, labels }: { department: Department; labels: UnitLabels }) {
  return (
    <Flex vertical gap={12}>
      {department.sub_department_count > 0 && <SubDepartments department={department} labels={labels} />}
      <UnitMembers kind="departments" unit={department} />
    </Flex>
  );
}

/** Nothing to group by yet: setup managers get the way to the org setup. */
function NoDepartments({ labels }: { labels: UnitLabels }) {
  const canSetUp = useCan(canManageOrgSetup);
  const plural = `${labels.department.toLowerCase()}s`;
  return (
    <EmptyState
      description={`This organisation has no ${plural} yet.`}
      action={canSetUp && <Link to={toolLink('org')}>Set up {plural}</Link>}
    />
  );
}

/**
 * The organisation by department and sub-department (named as the organisation names them), each with its
 * head and head count, opening on its people.
 */
export function HierarchyDepartmentView() {
  const organization = useOrganization();
  const labels = unitLabels(organization.organization_setting);
  const departments = useDepartmentPages();
  return (
    <Loaded pages={departments}>
      {(rows) =>
        rows.length === 0 ? (
          <NoDepartments labels={labels} />
        ) : (
          <Flex vertical gap={8}>
            <Collapse
              items={rows.map((department) => ({
                key: department.id,
                label: <UnitTitle unit={department} />,
                children: <DepartmentContent department={department} labels={labels} />,
              }))}
            />
            <LoadMore pages={departments} label={`Load more ${labels.department.toLowerCase()}s`} />
          </Flex>
        )
      }
    </Loaded>
  );
}
