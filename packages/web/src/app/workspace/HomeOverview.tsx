import { MyExitCard } from '../../modules/exits';
import { MyOnboardingTasksCard } from '../../modules/hiring';
import { LeaveApprovalsCard, LeaveBalanceSummaryCard } from '../../modules/leave';
import { RecentNotificationsCard } from '../../modules/notifications';
import { MyWeekCard, TimesheetApprovalsCard } from '../../modules/timesheets';

/**
 * The top of the home, for every role: what waits for the user's decision, their leave balance, this week's
 * timesheet, their exit when they are leaving, the onboarding tasks they own, and their latest notifications. Cards with nothing to say for the
 * role leave no gap: the grid reflows.
 */
export function HomeOverview() {
  return (
    <section
      aria-label="Overview"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
        gap: 16,
      }}
    >
      <LeaveApprovalsCard />
      <TimesheetApprovalsCard />
      <LeaveBalanceSummaryCard />
      <MyWeekCard />
      <MyExitCard />
      <MyOnboardingTasksCard />
      <RecentNotificationsCard />
    </section>
  );
}
