import {
  ATTRITION_CHART_MONTHS,
  type AttritionExitQuery,
  type AttritionRangeQuery,
  canUseSales,
  createLocalDate,
  type DashboardWidgetId,
  type DateRange,
  formatApiDate,
  JOINERS_EXITS_WEEKS,
  MAX_ATTRITION_MONTHS,
  parseApiDate,
  pendingTimesheetWeeks,
  pendingTimesheetWeeksBetween,
  resolveDatePreset,
  seesEveryOpportunity,
} from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { invalid } from '../../platform/http/app-error';
import { countCandidatesJoining, countOnboarding, countUpcomingInterviews } from '../hiring';
import { findTeamLeaves, teamLeaderOf } from '../leave';
import { loadLeakageLossWidget, loadNetMarginWidget } from '../projects';
import { countAllocationSplit } from '../resources';
import { countNotifiedOpportunities, loadClientAchievements, loadTargetAchievements } from '../sales';
import { approvalScope, countPendingTimesheets, projectTime } from '../timesheets';
import {
  COUNTED_STATUSES,
  countAttritionPerMonth,
  countByExperience,
  countEmployees,
  countHeadedStaff,
  countJoinersAndExitsPerWeek,
  countPendingExitSettlements,
  findAttritionExitPage,
} from './dashboard.queries';

/** Pyramid levels by years of experience (the organisation's own levels come with the pyramid settings). */
const PYRAMID_STARTS = [0, 2, 5, 8, 12, 20] as const;

/** One widget's data, for an actor allowed to read it (the route's permission). */
export async function loadWidgetData(
  tx: Tx,
  actor: RequestActor,
  widget: DashboardWidgetId,
  range: AttritionRangeQuery,
  today: Date,
) {
  const organizationId = actor.organization_id;
  const day = formatApiDate(today);
  switch (widget) {
    case 'active_employees':
      return { count: await countEmployees(tx, organizationId, COUNTED_STATUSES, day) };
    case 'employees_on_notice':
      return { count: await countEmployees(tx, organizationId, ['in-notice'], day) };
    case 'people_in_notice':
      return { in_notice_resource_count: await countEmployees(tx, organizationId, ['in-notice'], day) };
    case 'department_head_count':
      return {
        department_head_count: await countHeadedStaff(tx, organizationId, actor.user_id, 'department', day),
      };
    case 'sub_department_head_count':
      return {
        sub_department_head_count: await countHeadedStaff(
          tx,
          organizationId,
          actor.user_id,
          'sub_department',
          day,
        ),
      };
    case 'employees_pyramid': {
      const counts = await countByExperience(tx, organizationId, PYRAMID_STARTS, day);
      return {
        results: PYRAMID_STARTS.map((start, index) => ({
          id: index + 1,
          bracket: { start_year: start, multiplying_factor: 1 },
          employee_count: counts.get(index + 1) ?? 0,
        })),
      };
    }
    case 'team_leaves':
      return { effective_leave_count: await countTeamOnLeave(tx, actor, today) };
    case 'joiners_exits': {
      const monday = (resolveDatePreset('current_week', today) as DateRange).start_date;
      const weeks = await countJoinersAndExitsPerWeek(tx, organizationId, monday, JOINERS_EXITS_WEEKS);
      return {
        joiners: weeks.map((week) => ({ joining_date: week.week_start, number_of_joinees: week.joiners })),
        exits: weeks.map((week) => ({ last_working_day: week.week_start, employee_exits_count: week.exits })),
      };
    }
    case 'attrition_rate': {
      const { start_date, end_date } = attritionRange(range, today);
      const months = await countAttritionPerMonth(tx, organizationId, start_date, end_date);
      return {
        results: months.map(({ year, month, exit_count, opening, closing }) => {
          const total = (opening + closing) / 2;
          return {
            month,
            year,
            exit_count,
            total_count: total,
            attrition_rate: total === 0 ? 0 : Math.round((exit_count / total) * 10_000) / 100,
          };
        }),
      };
    }
    case 'exit_clearance': {
      const pending = await countPendingExitSettlements(tx, organizationId);
      return { exit_clearance_pending_count: pending.clearance, exit_final_pending_count: pending.final };
    }
    case 'pending_timesheets':
      return countPendingTimesheets(tx, organizationId, approvalScope(actor), pendingWeeks(range, today));
    case 'net_margin':
      return loadNetMarginWidget(tx, projectTime, organizationId, actor, day, range);
    case 'revenue_leakage':
    case 'revenue_loss':
      return loadLeakageLossWidget(tx, projectTime, organizationId, actor, day, range);
    case 'upcoming_interviews': {
      // The tile is disabled (spec 2.7) but answers: the interviews in [start_date, end_date], a week by default.
      const from = range.start_date ? (parseApiDate(range.start_date) as Date) : today;
      const to = range.end_date
        ? new Date((parseApiDate(range.end_date) as Date).getTime() + 86_400_000)
        : new Date(today.getTime() + 7 * 86_400_000);
      return { interview_count: await countUpcomingInterviews(tx, organizationId, from, to) };
    }
    case 'candidates_joining':
      return { candidates_joining_count: await countCandidatesJoining(tx, organizationId, day) };
    case 'onboarding':
      return [await countOnboarding(tx, organizationId, day)];
    case 'resource_allocation':
      return countAllocationSplit(tx, organizationId, range.date ?? day);
    case 'target_achievements':
      return loadTargetAchievements(tx, organizationId, actor, day);
    case 'client_achievements':
      return loadClientAchievements(tx, organizationId, day);
    case 'notified_opportunities': {
      // A sales executive counts their own, as their opportunity list shows; the other roles every one.
      const isOwnOnly = canUseSales(actor) && !seesEveryOpportunity(actor);
      const listed = isOwnOnly ? actor.user_id : null;
      return { notified_opportunities_count: await countNotifiedOpportunities(tx, organizationId, listed) };
    }
  }
}

/**
 * How many of the actor's team (as the leave module's team leaves define it) are effectively on leave on
 * `today`'s date: approved, or approved with a cancellation asked, covering it; pending leave does not count.
 * The day is the organisation's, as on the team leaves screens.
 */
async function countTeamOnLeave(tx: Tx, actor: RequestActor, today: Date) {
  const day = formatApiDate(today);
  const team = await findTeamLeaves(
    tx,
    actor.organization_id,
    teamLeaderOf(actor),
    { from: day, to: day },
    day,
  );
  return team.away_today;
}

/** The first or last day of the month `shift` months from `date`'s (a calendar day the schema checked). */
function monthEdge(date: string, shift: number, edge: 'first' | 'last'): string {
  const day = parseApiDate(date) as Date;
  const month = day.getMonth() + shift;
  return formatApiDate(
    edge === 'first'
      ? createLocalDate(day.getFullYear(), month, 1)
      : createLocalDate(day.getFullYear(), month + 1, 0),
  );
}

/**
 * The months the attrition rate covers: by default the last 6 whole months; a missing end runs 6 months from
 * the start, a missing start 6 months back to the end; at most MAX_ATTRITION_MONTHS.
 */
/** The weeks the Pending Timesheets tile counts: those the call's dates meet, or the four before this one. */
function pendingWeeks(range: AttritionRangeQuery, today: Date): string[] {
  if (!range.start_date && !range.end_date) return pendingTimesheetWeeks(today);
  const start = range.start_date ?? (range.end_date as string);
  const weeks = pendingTimesheetWeeksBetween(start, range.end_date ?? start);
  if (!weeks) throw invalid({ end_date: ['invalid'] });
  return weeks;
}

function attritionRange(range: AttritionRangeQuery, today: Date): DateRange {
  if (!range.start_date && !range.end_date) return resolveDatePreset('last_six_months', today) as DateRange;
  const start_date =
    range.start_date ?? monthEdge(range.end_date as string, 1 - ATTRITION_CHART_MONTHS, 'first');
  const end_date = range.end_date ?? monthEdge(start_date, ATTRITION_CHART_MONTHS - 1, 'last');
  if (end_date < start_date) throw invalid({ end_date: ['invalid'] });
  if (monthEdge(start_date, MAX_ATTRITION_MONTHS, 'first') <= end_date)
    throw invalid({ start_date: ['invalid'] });
  return { start_date, end_date };
}

/** The attrition drill-down: the exits completed in one month, for those who see the attrition rate. */
export function listAttritionExits(tx: Tx, actor: RequestActor, query: AttritionExitQuery) {
  const month = {
    first: formatApiDate(createLocalDate(query.year, query.month - 1, 1)),
    last: formatApiDate(createLocalDate(query.year, query.month, 0)),
  };
  return findAttritionExitPage(tx, actor.organization_id, query, month);
}
