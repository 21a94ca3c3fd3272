import { EditOutlined } from '@ant-design/icons';
import { type CurrentUser, canSeeHierarchyButton, displayName, type EmployeeDetail } from '@atrium/contracts';
import { Button, Descriptions, Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useUnitLabels } from '../../platform/unitLabels';
import { LoadFailed } from '../../ui/LoadFailed';
import { SectionHeader } from '../../ui/SectionHeader';
import { RecordHistory } from '../audit';
import { CurrentUserSummary, RoleTags, welcomeTitle } from './CurrentUserSummary';
import { personalItems, workItems } from './components/OverviewTab';
import { PhotoUpload } from './components/PhotoUpload';
import { ProfileHeader } from './components/ProfileHeader';
import { useEmployeeDetail } from './employees.api';

// The profile opens on its overview: the contact form, when editing starts, and the other tabs load then.
const OwnContactForm = lazy(() =>
  import('./components/OwnContactForm').then((m) => ({ default: m.OwnContactForm })),
);
const ReportingLine = lazy(() =>
  import('./components/ReportingLine').then((m) => ({ default: m.ReportingLine })),
);
const SkillList = lazy(() => import('./components/SkillsTab').then((m) => ({ default: m.SkillList })));
const DocumentsTab = lazy(() =>
  import('./components/DocumentsTab').then((m) => ({ default: m.DocumentsTab })),
);

const whenLoaded = (content: ReactNode) => <Suspense fallback={<Skeleton active />}>{content}</Suspense>;

/** The account (name and roles), personal details editable where the employee may change them, work details. */
function OwnOverview({ user, employee }: { user: CurrentUser; employee: EmployeeDetail }) {
  const [isEditing, setEditing] = useState(false);
  const labels = useUnitLabels();
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: 'Name', children: displayName(user) },
          { key: 'roles', label: 'Roles', children: <RoleTags user={user} /> },
        ]}
        style={{ marginBottom: 16 }}
      />
      <SectionHeader
        title="Personal"
        level={5}
        extra={
          !isEditing && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit contact details
            </Button>
          )
        }
      />
      {isEditing ? (
        whenLoaded(<OwnContactForm employee={employee} onDone={() => setEditing(false)} />)
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={personalItems(employee)}
          style={{ marginBottom: 16 }}
        />
      )}
      <SectionHeader title="Work" level={5} />
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={workItems(employee, labels)} />
    </>
  );
}

function OwnProfile({ user, employeeId }: { user: CurrentUser; employeeId: number }) {
  const detail = useEmployeeDetail(employeeId);
  if (detail.isError)
    return <LoadFailed variant="inline" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Skeleton active avatar />;
  const employee = detail.data;
  return (
    <>
      <ProfileHeader
        employee={employee}
        title={welcomeTitle(user)}
        photoAction={<PhotoUpload employeeId={employee.id} />}
        actions={
          <RecordHistory viewer={user} entityType="user" entityId={user.id} title={displayName(user)} />
        }
      />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'overview', label: 'Overview', children: <OwnOverview user={user} employee={employee} /> },
          {
            key: 'reporting-line',
            label: 'Reporting line',
            children: whenLoaded(
              <ReportingLine employee={employee} hasReports={canSeeHierarchyButton(actorOf(user))} />,
            ),
          },
          { key: 'skills', label: 'Skills', children: whenLoaded(<SkillList skills={employee.skills} />) },
          {
            key: 'documents',
            label: 'Documents',
            children: whenLoaded(<DocumentsTab employeeId={employee.id} canManage={false} />),
          },
        ]}
      />
    </>
  );
}

/**
 * 'user-profile-viewer' (Profile Viewer) in the my-profile workspace: the signed-in employee's own record,
 * with their contact details, photo, skills, documents and reporting line. A user without an employee
 * record (a contractor) sees the summary the user record holds.
 */
export function UserProfileViewerTool(_props: ToolProps) {
  const currentUser = useCurrentUser();
  if (currentUser.isError) {
    return <LoadFailed error={currentUser.error} onRetry={() => currentUser.refetch()} />;
  }
  if (!currentUser.data) return <Skeleton active avatar />;
  const employeeId = currentUser.data.employee_info?.id;
  if (!employeeId) return <CurrentUserSummary user={currentUser.data} />;
  return <OwnProfile user={currentUser.data} employeeId={employeeId} />;
}
