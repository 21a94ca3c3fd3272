import { OVER_ALLOCATION_POLICIES, type OverAllocationPolicy } from '@atrium/contracts';
import { Alert, Card, Flex, Radio, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { toolLink } from '../../platform/tools/toolLink';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { useSaveTimesheetSettings, useTimesheetSettings } from './timesheets.api';

const POLICY_TEXTS: Record<OverAllocationPolicy, string> = {
  flag: 'Flag it in the week',
  refuse: 'Refuse to save it',
};

/**
 * The timesheet manager's rules and uploads: what happens to time above a person's allocation to a project, and
 * where past timesheets are uploaded.
 */
export function TimesheetRulesPanel() {
  const settings = useTimesheetSettings();
  const save = useSaveTimesheetSettings();
  const notify = useNotify();
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError)
    return <LoadFailed variant="inline" error={settings.error} onRetry={() => settings.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Time above an allocation">
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            A person's share of a project on a day is their allocation's per cent of an 8-hour day. When
            someone logs more:
          </Typography.Text>
          <Radio.Group
            aria-label="Time above an allocation"
            value={settings.data.over_allocation}
            disabled={save.isPending}
            options={OVER_ALLOCATION_POLICIES.map((policy) => ({
              label: POLICY_TEXTS[policy],
              value: policy,
            }))}
            onChange={(event) =>
              save.mutate(
                { over_allocation: event.target.value },
                { onSuccess: () => notify('success', 'Timesheet rules saved') },
              )
            }
          />
          {save.error && <Alert type="error" showIcon title={messageForError(save.error, 'timesheets')} />}
        </Flex>
      </Card>
      <Card size="small" title="Past timesheets">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Time and leave recorded before Atrium are uploaded as approved time, week by week, under the same
          rules as My timesheet.{' '}
          <Link to={toolLink('generic-importer', { kind: 'past_timesheets' })}>Upload past timesheets</Link>
          {' · '}
          <Link to={toolLink('generic-importer', { kind: 'past_timesheet_leave' })}>Upload past leave</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
