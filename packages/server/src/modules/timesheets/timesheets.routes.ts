import {
  ApprovalPageSchema,
  ApprovalProjectQuerySchema,
  ApprovalProjectsSchema,
  ApprovalQuerySchema,
  approvesEveryTimesheet,
  approvesTimesheets,
  canReadWidgetData,
  DecisionResultSchema,
  DecisionSchema,
  FreezeSchema,
  keepsTimesheet,
  MonthChangeSchema,
  MonthQuerySchema,
  MonthScopesSchema,
  MonthSummarySchema,
  MyWeekSchema,
  PendingTimesheetPageSchema,
  PendingTimesheetQuerySchema,
  pendingTimesheetWeeks,
  TimesheetIdParamsSchema,
  TimesheetSettingsSchema,
  TimesheetSettingsUpdateSchema,
  TimesheetSummarySchema,
  UnfreezeSchema,
  WeekQuerySchema,
  WeekSaveSchema,
  WeekSubmitSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { requireActor } from '../../platform/tenancy/org-scope';
import { findApprovals, findTimesheetsSeenBy } from './approval-lines.queries';
import { findApprovalProjects } from './approval-scope.queries';
import { freezeMonth, monthScopes, monthSummary, unfreezeMonth } from './bulk.service';
import { mondayOf } from './engine/week';
import { keeperOf } from './keeper';
import { findLineDeciders } from './line-deciders.queries';
import { findPendingTimesheets } from './pending-timesheets.queries';
import { loadWeek, toMyWeek } from './timesheet.queries';
import { decide, saveWeek, submitWeek } from './timesheet.service';
import { loadTimesheetSettings, saveTimesheetSettings } from './timesheet-settings';
import { approvalScope, decidesLine } from './timesheets.policy';

const tags = ['timesheets'];
const keeper = { permission: keepsTimesheet };
const approver = { permission: approvesTimesheets };
const timesheetManager = { permission: approvesEveryTimesheet };
/** Those who keep or approve timesheets open one sheet (their own, or one they approve). */
const sheetReader = {
  permission: (actor: RequestActor) => keepsTimesheet(actor) || approvesTimesheets(actor),
};
/** Those who see the Pending Timesheets tile see its drilldown. */
const pendingReader = { permission: (actor: RequestActor) => canReadWidgetData(actor, 'pending_timesheets') };

async function myWeek(tx: Tx, actor: RequestActor, organizationId: number, day: string) {
  return toMyWeek(await loadWeek(tx, organizationId, keeperOf(actor), mondayOf(day)));
}

/** Timesheets (spec 4, 5): the person's week, its submission, and approvers' decisions. */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheets/my-week/',
    {
      config: keeper,
      schema: {
        tags,
        summary: 'The week of the signed-in person (this week unless told)',
        querystring: WeekQuerySchema,
        response: { 200: MyWeekSchema },
      },
    },
    (request) =>
      request.inScope(({ tx, clock }) =>
        myWeek(tx, requireActor(request), request.org.id, request.query.week ?? clock.today()),
      ),
  );

  app.put(
    '/timesheets/my-week/',
    {
      config: keeper,
      schema: {
        tags,
        summary: 'Save the week as drafts, within the rules of spec 5',
        body: WeekSaveSchema,
        response: { 200: MyWeekSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const actor = requireActor(request);
        await saveWeek(scope, keeperOf(actor), request.body);
        return myWeek(scope.tx, actor, request.org.id, request.body.week_start);
      }),
  );

  app.post(
    '/timesheets/my-week/submit/',
    {
      config: keeper,
      schema: {
        tags,
        summary: 'Submit the week for approval; its approvers are told',
        body: WeekSubmitSchema,
        response: { 200: MyWeekSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const actor = requireActor(request);
        await submitWeek(scope, keeperOf(actor), request.body.week_start);
        return myWeek(scope.tx, actor, request.org.id, request.body.week_start);
      }),
  );

  app.get(
    '/timesheets/approvals/',
    {
      config: approver,
      schema: {
        tags,
        summary: 'Time to decide: a row per person, week and project the approver decides',
        querystring: ApprovalQuerySchema,
        response: { 200: ApprovalPageSchema },
      },
    },
    (request) =>
      request.inOrg((tx) =>
        findApprovals(tx, request.org.id, approvalScope(requireActor(request)), request.query),
      ),
  );

  app.get(
    '/timesheets/approvals/projects/',
    {
      config: approver,
      schema: {
        tags,
        summary: "The projects the approver's lines can be filtered by: theirs with time logged, searched",
        querystring: ApprovalProjectQuerySchema,
        response: { 200: ApprovalProjectsSchema },
      },
    },
    (request) =>
      request.inOrg((tx) =>
        findApprovalProjects(tx, request.org.id, approvalScope(requireActor(request)), request.query.search),
      ),
  );

  app.post(
    '/timesheets/approvals/decide/',
    {
      config: approver,
      schema: {
        tags,
        summary: 'Approve, reject or reopen (with a reason), or skip, one line or many',
        body: DecisionSchema,
        response: { 200: DecisionResultSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const actor = requireActor(request);
        // The approver decides every one of the lines: the policy's `decidesLine`, from one statement.
        return decide(scope, request.body, async (lines) =>
          (await findLineDeciders(scope.tx, request.org.id, lines)).every((line) =>
            decidesLine(approvalScope(actor), line),
          ),
        );
      }),
  );

  app.get(
    '/timesheets/pending/',
    {
      config: pendingReader,
      schema: {
        tags,
        summary:
          'The Pending Timesheets drilldown: weeks not submitted, or lines waiting for approval, of the last four weeks',
        querystring: PendingTimesheetQuerySchema,
        response: { 200: PendingTimesheetPageSchema },
      },
    },
    (request) =>
      request.inScope(({ tx, clock }) =>
        findPendingTimesheets(
          tx,
          request.org.id,
          approvalScope(requireActor(request)),
          pendingTimesheetWeeks(clock.localMidnight()),
          request.query,
        ),
      ),
  );

  app.get(
    '/timesheets/:id/',
    {
      config: sheetReader,
      schema: {
        tags,
        summary:
          "One timesheet's week and person, for its owner and those who approve its time (a search result or a notification opens it)",
        params: TimesheetIdParamsSchema,
        response: { 200: TimesheetSummarySchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const [sheet] = await findTimesheetsSeenBy(tx, requireActor(request), { id: request.params.id });
        if (!sheet) throw new AppError('not_found');
        return sheet;
      }),
  );

  app.get(
    '/timesheets/bulk/month/',
    {
      config: timesheetManager,
      schema: {
        tags,
        summary: "A month's time by status (the timesheet manager's)",
        querystring: MonthQuerySchema,
        response: { 200: MonthSummarySchema },
      },
    },
    (request) => request.inOrg((tx) => monthSummary(tx, request.org.id, request.query)),
  );

  app.get(
    '/timesheets/settings/',
    {
      config: sheetReader,
      schema: {
        tags,
        summary:
          "The organisation's timesheet rules: whether time above an allocation's share is flagged or refused",
        response: { 200: TimesheetSettingsSchema },
      },
    },
    (request) => request.inOrg((tx) => loadTimesheetSettings(tx, request.org.id)),
  );

  app.put(
    '/timesheets/settings/',
    {
      config: timesheetManager,
      schema: {
        tags,
        summary: "Change the organisation's timesheet rules (the timesheet manager's)",
        body: TimesheetSettingsUpdateSchema,
        response: { 200: TimesheetSettingsSchema },
      },
    },
    (request) => request.inScope((scope) => saveTimesheetSettings(scope, request.body)),
  );

  app.get(
    '/timesheets/bulk/scopes/',
    {
      config: timesheetManager,
      schema: {
        tags,
        summary: 'What a month can be closed for: the projects and the departments',
        response: { 200: MonthScopesSchema },
      },
    },
    (request) => request.inOrg((tx) => monthScopes(tx, request.org.id)),
  );

  app.post(
    '/timesheets/bulk/freeze/',
    {
      config: timesheetManager,
      schema: {
        tags,
        summary:
          "Freeze a month's approved time (final), for the organisation, a project or a department; or bill a project's frozen time by an invoice",
        body: FreezeSchema,
        response: { 200: MonthChangeSchema },
      },
    },
    (request) => request.inScope(async (scope) => ({ changed: await freezeMonth(scope, request.body) })),
  );

  app.post(
    '/timesheets/bulk/unfreeze/',
    {
      config: timesheetManager,
      schema: {
        tags,
        summary:
          "Take a month's frozen time back to approved, with a reason, for the organisation, a project or a department; time an invoice references stays as it is",
        body: UnfreezeSchema,
        response: { 200: MonthChangeSchema },
      },
    },
    (request) => request.inScope(async (scope) => ({ changed: await unfreezeMonth(scope, request.body) })),
  );
};
