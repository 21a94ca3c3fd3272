import { isLeaveAdmin } from '@atrium/contracts';
import { Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { usePageState } from '../../ui/PageStateContext';
import { LeaveYearsTab } from './components/LeaveYearsTab';

// The settings open on the leave years; the other tabs, with their forms, load when first opened.
const LeaveTypesTab = lazy(() =>
  import('./components/LeaveTypesTab').then((m) => ({ default: m.LeaveTypesTab })),
);
const LeavePoliciesTab = lazy(() =>
  import('./components/LeavePoliciesTab').then((m) => ({ default: m.LeavePoliciesTab })),
);
const AdjustmentsTab = lazy(() =>
  import('./components/AdjustmentsTab').then((m) => ({ default: m.AdjustmentsTab })),
);

const whenLoaded = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;

const TABS = [
  { key: 'years', label: 'Leave years', children: <LeaveYearsTab /> },
  { key: 'types', label: 'Leave types', children: whenLoaded(<LeaveTypesTab />) },
  { key: 'policies', label: 'Policies', children: whenLoaded(<LeavePoliciesTab />) },
  { key: 'adjustments', label: 'Adjustments', children: whenLoaded(<AdjustmentsTab />) },
];

/**
 * 'lms-settings' (Leave Management Admin): leave years, leave types with all their rules, the policies that
 * hand them out, and manual balance adjustments; lms admins only (the server refuses everyone else too). The
 * open tab is the tool's option.
 */
export function LmsSettingsTool({ options, onOptionsChange }: ToolProps) {
  const currentUser = useCurrentUser();
  const { dispatch } = usePageState();
  const isAdmin = currentUser.data ? isLeaveAdmin(actorOf(currentUser.data)) : undefined;
  useEffect(() => {
    if (isAdmin === false) dispatch({ type: 'set-access-denied', value: true });
  }, [isAdmin, dispatch]);
  if (!isAdmin) return <Skeleton active />;

  const active = TABS.find((tab) => tab.key === textOption(options, 'tab'))?.key ?? 'years';
  return (
    <Tabs
      activeKey={active}
      items={TABS}
      destroyOnHidden
      onChange={(key) => onOptionsChange(withOptions(options, { tab: key === 'years' ? undefined : key }))}
    />
  );
}
