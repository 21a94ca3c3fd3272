import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import type { EmployeeDetail } from '@atrium/contracts';
import { Button, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
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
import { BankAccountsTab } from './components/BankAccountsTab';
import { DocumentsTab } from './components/DocumentsTab';
import { EmployeePicker } from './components/EmployeePicker';
import { IdentityTab } from './components/IdentityTab';
import { OverviewTab } from './components/OverviewTab';
import { fullName, ProfileHeader } from './components/ProfileHeader';
import { SkillsTab } from './components/SkillsTab';
import { WorkChangeDialog } from './components/WorkChangeDialog';
import { WorkHistoryTab } from './components/WorkHistoryTab';
import { employeeFormPath, employeeIdOption } from './employeeLinks';
import { useEmployeeDetail, useSetEmployeeActive } from './employees.api';

/** Edit, change work details, activate or deactivate (after confirmation), and the record's history. */
function ManagerActions({ employee }: { employee: EmployeeDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const currentUser = useCurrentUser();
  const setActive = useSetEmployeeActive(employee.id);
  const [confirm, confirmation] = useConfirmation();
  const [isChangingWork, setChangingWork] = useState(false);
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
          <Button icon={<SwapOutlined />} onClick={() => setChangingWork(true)}>
            Change work details
          </Button>
          <Button danger={!nextActive} onClick={askToToggle}>
            {nextActive ? 'Activate' : 'Deactivate'}
          </Button>
          <WorkChangeDialog
            employee={employee}
            open={isChangingWork}
            onClose={() => setChangingWork(false)}
          />
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
        { key: 'work-history', label: 'Work history', children: <WorkHistoryTab employeeId={employee.id} /> },
        { key: 'identity', label: 'Identity', children: <IdentityTab employee={employee} /> },
        {
          key: 'bank-accounts',
          label: 'Bank accounts',
          children: <BankAccountsTab employeeId={employee.id} canManage={employee.can_manage} />,
        },
        { key: 'skills', label: 'Skills', children: <SkillsTab employee={employee} /> },
        {
          key: 'documents',
          label: 'Documents',
          children: <DocumentsTab employeeId={employee.id} canManage={employee.can_manage} />,
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
