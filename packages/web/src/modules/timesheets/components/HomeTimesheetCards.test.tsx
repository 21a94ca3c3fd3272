import type { MyWeek } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../../test/fakeApi';
import { ORG } from '../../../test/fixtures';
import { renderInApp } from '../../../test/renderInApp';
import { MyWeekCard, TimesheetApprovalsCard } from './HomeTimesheetCards';

const API = `/api/${ORG.id}/timesheets`;
const DAYS = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const WEEK: MyWeek = {
  code: 'TS-0007',
  week_start: '2026-11-23',
  status: 'submitted',
  can_edit: false,
  over_allocation: 'flag',
  days: DAYS.map((date) => ({ date, holiday: null, leave: null })),
  rows: [
    {
      project: { id: 4, code: 'PR-0004', name: 'Stark Mobile Banking' },
      task: null,
      is_billable: true,
      allocation: null,
      minutes: [480, 450, 0, 0, 0, 0, 0],
      note: null,
      status: 'submitted',
      reason: null,
      locked: [false, false, false, false, false, false, false],
    },
  ],
};

function open(waiting: number) {
  window.localStorage.setItem('atrium.access', 'token-1');
  installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/my-week/`]: () => ({ body: WEEK }),
    [`GET ${API}/approvals/`]: () => ({
      body: { count: waiting, results: [], totals: { minutes: 0, billable_minutes: 0 } },
    }),
  });
  return renderInApp(
    <>
      <TimesheetApprovalsCard />
      <MyWeekCard />
    </>,
  );
}

describe('the home’s timesheet cards', () => {
  it('show this week’s time and status, and the lines waiting for the approver', async () => {
    open(3);
    expect(await screen.findByText('15h 30m')).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(await screen.findByText('Timesheets to approve')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the timesheets to approve' })).toBeTruthy();
  });

  it('leave out the approvals when nothing waits', async () => {
    open(0);
    expect(await screen.findByText('My timesheet this week')).toBeTruthy();
    expect(screen.queryByText('Timesheets to approve')).toBeNull();
  });
});
