import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented, Skeleton, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { TeamLeaveGrid } from './components/TeamLeaveGrid';
import { useTeamLeaves } from './leave.api';
import { idOption } from './leaveOptions';

// A request's drawer, with its details and actions, is fetched when one is first opened.
const LeaveRequestDrawer = lazy(() =>
  import('./components/LeaveRequestDrawer').then((m) => ({ default: m.LeaveRequestDrawer })),
);

type View = 'week' | 'month';

const iso = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The days shown: Monday to Sunday around the anchor, or its calendar month. */
function rangeOf(view: View, anchor: Dayjs): Dayjs[] {
  const first = view === 'week' ? anchor.subtract((anchor.day() + 6) % 7, 'day') : anchor.startOf('month');
  const count = view === 'week' ? 7 : anchor.daysInMonth();
  return Array.from({ length: count }, (_, index) => first.add(index, 'day'));
}

function anchorOf(value: string | undefined): Dayjs {
  const parsed = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
  return parsed?.isValid() ? parsed.startOf('day') : dayjs().startOf('day');
}

/**
 * 'team-leaves' (Team Leaves): who in the team is away, a week or a month at a time, with how many are away
 * today and this week. The view and the date shown are the tool's options; a leave opens its request, and the
 * same range opens as a list in the Leaves Drilldown.
 */
export function TeamLeavesTool({ options, onOptionsChange }: ToolProps) {
  const view: View = textOption(options, 'view') === 'month' ? 'month' : 'week';
  const anchor = anchorOf(textOption(options, 'date'));
  const days = rangeOf(view, anchor);
  const from = iso(days[0] ?? anchor);
  const to = iso(days.at(-1) ?? anchor);
  const team = useTeamLeaves(from, to);
  useFailedLoadAsPageState(team.error);
  const openId = idOption(options, 'request');
  const hasDrawer = useOpenedOnce(openId !== undefined);
  const change = (changes: Record<string, string | number | undefined>) =>
    onOptionsChange(withOptions(options, changes));
  const move = (step: 1 | -1) => change({ date: iso(anchor.add(step, view)) });
  const today = iso(dayjs());
  const listLink = toolLink('leaves-drilldown', { from, to });
  const navigate = useNavigate();
  const period = view === 'week' ? `${displayDate(from)} – ${displayDate(to)}` : anchor.format('MMMM YYYY');

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} wrap align="center">
          <Segmented
            aria-label="Calendar view"
            value={view}
            options={[
              { label: 'Week', value: 'week' },
              { label: 'Month', value: 'month' },
            ]}
            onChange={(value) => change({ view: value === 'week' ? undefined : value })}
          />
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={`Previous ${view}`}
            onClick={() => move(-1)}
          />
          <Button onClick={() => change({ date: undefined })}>Today</Button>
          <Button icon={<RightOutlined aria-hidden />} aria-label={`Next ${view}`} onClick={() => move(1)} />
          <Typography.Text strong aria-live="polite">
            {period}
          </Typography.Text>
          <Button
            type="link"
            href={listLink}
            onClick={(event) => {
              event.preventDefault();
              navigate(listLink);
            }}
          >
            Show as a list
          </Button>
        </Flex>
        {team.data && (
          <Flex gap={32} wrap>
            <Statistic title="Team size" value={team.data.team_size} />
            <Statistic title="Away today" value={team.data.away_today} />
            <Statistic title="Away this week" value={team.data.away_this_week} />
          </Flex>
        )}
      </Flex>
      {team.data?.truncated && (
        <Alert
          type="warning"
          showIcon
          title="More leaves fall in this range than can be shown at once."
          description={
            view === 'month' ? 'Switch to the week view to see them all.' : 'Some leaves are left out.'
          }
        />
      )}
      {team.isError && !team.data ? (
        <LoadFailed variant="inline" error={team.error} onRetry={() => team.refetch()} />
      ) : !team.data ? (
        <Skeleton active />
      ) : team.data.results.length === 0 ? (
        <EmptyState description={`No one in your team is on leave this ${view}.`} />
      ) : (
        <TeamLeaveGrid
          days={days}
          leaves={team.data.results}
          today={today}
          onOpen={(id) => change({ request: id })}
        />
      )}
      {hasDrawer && (
        <Suspense fallback={null}>
          <LeaveRequestDrawer requestId={openId} onClose={() => change({ request: undefined })} />
        </Suspense>
      )}
    </Flex>
  );
}
