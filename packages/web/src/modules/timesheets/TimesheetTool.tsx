import { approvesTimesheets, keepsTimesheet } from '@atrium/contracts';
import { Tabs } from 'antd';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { ApprovalsPanel } from './components/Approvals';
import { MyWeekPanel } from './components/MyWeek';
import { useApprovals } from './timesheets.api';

/**
 * 'timesheet' (Timesheets): my week of time, and for approvers the time that waits for them. It opens on what
 * waits, when something does; options `week` and `search` open the approvals on one week and person.
 */
export function TimesheetTool({ options, onOptionsChange }: ToolProps) {
  const keeps = useCan(keepsTimesheet);
  const approves = useCan(approvesTimesheets);
  const waiting = useApprovals({ status: 'submitted', limit: 1, offset: 0 }, approves);
  const pending = waiting.data?.count ?? 0;
  const chosen = textOption(options, 'tab');
  const available = [...(keeps ? ['mine'] : []), ...(approves ? ['approvals'] : [])];
  const tab =
    chosen && available.includes(chosen)
      ? chosen
      : approves && (pending > 0 || !keeps)
        ? 'approvals'
        : 'mine';
  const items = [
    ...(keeps
      ? [
          {
            key: 'mine',
            label: 'My timesheet',
            children: (
              <MyWeekPanel
                day={textOption(options, 'week')}
                onDay={(week) => onOptionsChange({ ...options, tab: 'mine', week })}
              />
            ),
          },
        ]
      : []),
    ...(approves
      ? [
          {
            key: 'approvals',
            label: pending ? `To approve (${pending})` : 'To approve',
            children: (
              <ApprovalsPanel
                key={`${textOption(options, 'week') ?? ''}:${textOption(options, 'search') ?? ''}`}
                week={textOption(options, 'week')}
                search={textOption(options, 'search')}
              />
            ),
          },
        ]
      : []),
  ];
  return <Tabs activeKey={tab} onChange={(key) => onOptionsChange({ ...options, tab: key })} items={items} />;
}
