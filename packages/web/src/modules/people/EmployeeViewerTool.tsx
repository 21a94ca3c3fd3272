import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import type { EmployeeDetail } from '@atrium/contracts';
import { Button, Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/currentUser';
import { messageForError } from '../../platform/errorMessages';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { RecordHistory } from '../audit';
import { EmployeePicker } from './components/EmployeePicker';
import { OverviewTab } from './components/OverviewTab';
import { fullName, ProfileHeader } from './components/ProfileHeader';
import { employeeFormPath, employeeIdOption } from './employeeLinks';
import { useEmployeeDetail, useSetEmployeeActive } from './employees.api';

// The profile opens on its overview: the other tabs, with their tables, forms and uploads, and the work change
// dialog load when first opened.
const WorkHistoryTab = lazy(() =>
  import('./components/WorkHistoryTab').then((m) => ({ default: m.WorkHistoryTab })),
);
const IdentityTab = lazy(() => import('./components/IdentityTab').then((m) => ({ default: m.IdentityTab })));
const BankAccountsTab = lazy(() =>
  import('./components/BankAccountsTab').then((m) => ({ default: m.BankAccountsTab })),
);
const SkillsTab = lazy(() => import('./components/SkillsTab').then((m) => ({ default: m.SkillsTab })));
const DocumentsTab = lazy(() =>
  import('./components/DocumentsTab').then((m) => ({ default: m.DocumentsTab })),
);
const WorkChangeDialog = lazy(() =>
  import('./components/WorkChangeDialog').then((m) => ({ default: m.WorkChangeDialog })),
);

const whenLoaded = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;

/** Edit, change work details, activate or deactivate (after confirmation), and the record's history. */
function ManagerActions({ employee }: { employee: EmployeeDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const currentUser = useCurrentUser();
  const setActive = useSetEmployeeActive(employee.id);
  const [confirm, confirmation] = useConfirmation();
  const [isChangingWork, setChangingWork] = useState(false);
  const [hasChangedWork, setHasChangedWork] = useState(false);
  const name = fullName(employee);
  const nextActive = !employee.is_active;

  const askToToggle = () =>
    confirm({
      title: nextActive ? 'Activate user' : 'Deactivate user',
      content: nextActive
        ? `${name} will be able to sign in again.`
        : `${name} will no longer be able to sign in, and their open sessions end.`,
      confirmText: nextActive ? 'Activate' : 'Deactivate',
      isDanger: !nextActive,
      onConfirm: () =>
        setActive.mutateAsync(nextActive).then(
          () => notify('success', nextActive ? 'User activated' : 'User deactivated'),
          (error: unknown) => notify('error', messageForError(error, 'people')),
        ),
    });

  return (
    <>
      {employee.can_manage && (
        <>
          <Button icon={<EditOutlined />} onClick={() => navigate(employeeFormPath(employee.id))}>
            Edit
          </Button>
          <Button
            icon={<SwapOutlined />}
            onClick={() => {
              setChangingWork(true);
              setHasChangedWork(true);
            }}
          >
            Change work details
          </Button>
          <Button danger={!nextActive} onClick={askToToggle}>
            {nextActive ? 'Activate' : 'Deactivate'}
          </Button>
          {hasChangedWork && (
            <Suspense fallback={null}>
              <WorkChangeDialog
                employee={employee}
                open={isChangingWork}
                onClose={() => setChangingWork(false)}
              />
            </Suspense>
          )}
        </>
      )}
      {currentUser.data && (
        <RecordHistory viewer={currentUser.data} entityType="employee" entityId={employee.id} title={name} />
      )}
      {confirmation}
    </>
  );
}

/** The profile in tabs: overview, work history, identity, bank accounts, skills and documents. */
function ProfileTabs({ employee }: { employee: EmployeeDetail }) {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'overview', label: 'Overview', children: <OverviewTab employee={employee} /> },
        {
          key: 'work-history',
          label: 'Work history',
          children: whenLoaded(<WorkHistoryTab employeeId={employee.id} />),
        },
        { key: 'identity', label: 'Identity', children: whenLoaded(<IdentityTab employee={employee} />) },
        {
          key: 'bank-accounts',
          label: 'Bank accounts',
          children: whenLoaded(<BankAccountsTab employeeId={employee.id} canManage={employee.can_manage} />),
        },
        { key: 'skills', label: 'Skills', children: whenLoaded(<SkillsTab employee={employee} />) },
        {
          key: 'documents',
          label: 'Documents',
          children: whenLoaded(<DocumentsTab employeeId={employee.id} canManage={employee.can_manage} />),
        },
      ]}
    />
  );
}

/**
 * 'employee-viewer' and 'details-viewer' (Profile Viewer): the employee in the `id` option, for employee
 * managers, the CEO and the employee; anyone else is refused by the server and sees access denied.
 */
export function EmployeeViewerTool({ options, onOptionsChange }: ToolProps) {
  const id = employeeIdOption(options);
  const detail = useEmployeeDetail(id);
  useFailedLoadAsPageState(detail.error);

  if (id === null)
    return (
      <EmptyState
        description="Choose an employee to see their profile."
        action={
          <div style={{ width: 320, maxWidth: '100%', marginInline: 'auto' }}>
            <label htmlFor="employee-viewer-pick" className="ant-form-item-label">
              Employee
            </label>
            <EmployeePicker
              id="employee-viewer-pick"
              onChange={(picked) => picked && onOptionsChange({ ...options, id: picked })}
            />
          </div>
        }
      />
    );
  if (detail.isError)
    return <LoadFailed variant="inline" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Skeleton active avatar />;
  return (
    <>
      <ProfileHeader employee={detail.data} actions={<ManagerActions employee={detail.data} />} />
      <ProfileTabs employee={detail.data} />
    </>
  );
}
