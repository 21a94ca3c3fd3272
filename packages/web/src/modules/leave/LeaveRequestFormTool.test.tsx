import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../test/fieldError';
import { LeaveRequestFormTool } from './LeaveRequestFormTool';
import { API, BALANCES, CASUAL, openLeaveTool, PERMISSION, PREVIEW, REQUEST } from './leaveTestData';

const routes = {
  [`GET ${API}/balances/`]: () => ({ body: BALANCES }),
  [`POST ${API}/leave-requests/preview/`]: () => ({ body: PREVIEW }),
};

function pickDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

async function chooseType(title: string) {
  fireEvent.mouseDown(await screen.findByLabelText('Leave type'));
  fireEvent.click(await screen.findByTitle(title));
}

async function fillCasualLeave() {
  await chooseType('Casual Leave (1.5 days available)');
  pickDate('Start date', '08-May-2026');
  pickDate('End date', '11-May-2026');
}

describe('Leave Request', () => {
  it('asks no balance of leave without pay', async () => {
    openLeaveTool(LeaveRequestFormTool, 'Leave Request', routes);
    await chooseType('Leave Without Pay (no balance needed)');
    pickDate('Start date', '08-May-2026');
    pickDate('End date', '11-May-2026');
    const preview = screen.getByRole('region', { name: 'Leave preview' });
    expect(await within(preview).findByText('No balance needed')).toBeTruthy();
    expect(within(preview).queryByText(/Left after this leave/)).toBeNull();
  });

  it('counts the days before submitting, marking weekends the sandwich rule counts', async () => {
    const { callsTo } = openLeaveTool(LeaveRequestFormTool, 'Leave Request', routes);
    await fillCasualLeave();
    const preview = screen.getByRole('region', { name: 'Leave preview' });
    expect(await within(preview).findByText('4 days')).toBeTruthy();
    expect(within(preview).getByText('Available: 1.5 days')).toBeTruthy();
    expect(within(preview).getByText('Left after this leave: -2.5 days')).toBeTruthy();
    const days = within(preview).getByRole('table', { name: 'Day by day' });
    const saturday = within(days).getByText('09-May-2026 Sat').closest('tr') as HTMLElement;
    expect(within(saturday).getByText('Weekend')).toBeTruthy();
    expect(within(saturday).getByText('Sandwiched: counted')).toBeTruthy();
    expect(within(days).getAllByText('Sandwiched: counted')).toHaveLength(2);
    const friday = within(days).getByText('08-May-2026 Fri').closest('tr') as HTMLElement;
    expect(within(friday).getByText('1 day')).toBeTruthy();
    expect(within(friday).queryByText('Weekend')).toBeNull();
    expect(within(preview).getByText('Sorry, you do not have sufficient balance')).toBeTruthy();
    expect(callsTo('POST', '/leave-requests/preview/').at(-1)?.body).toEqual({
      leave_type_id: CASUAL.id,
      start_date: '2026-05-08',
      end_date: '2026-05-11',
      start_half: false,
      end_half: false,
      hours: null,
      attachment_key: null,
    });
    expect(callsTo('POST', '/leave-requests/')).toHaveLength(0);
  });

  it('shows the server’s refusal on the field it concerns', async () => {
    openLeaveTool(LeaveRequestFormTool, 'Leave Request', {
      ...routes,
      [`POST ${API}/leave-requests/`]: () => ({
        status: 400,
        body: { code: 'overlapping_dates', codes: { start_date: ['overlapping_dates'] } },
      }),
    });
    await fillCasualLeave();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Family wedding' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply leave' }));
    await expectFieldError('Start date', 'You have already applied leave for this period');
  });

  it('requires a reason, then applies and opens the new request', async () => {
    const { callsTo, router } = openLeaveTool(LeaveRequestFormTool, 'Leave Request', {
      ...routes,
      [`POST ${API}/leave-requests/`]: () => ({ status: 201, body: REQUEST }),
    });
    await fillCasualLeave();
    fireEvent.click(screen.getByLabelText('Half day on the last day'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply leave' }));
    await expectFieldError('Reason', 'This field is required');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Family wedding ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply leave' }));
    await waitFor(() => expect(callsTo('POST', '/leave-requests/')).toHaveLength(1));
    expect(callsTo('POST', '/leave-requests/')[0]?.body).toMatchObject({
      leave_type_id: CASUAL.id,
      start_date: '2026-05-08',
      end_date: '2026-05-11',
      end_half: true,
      reason: 'Family wedding',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave-request-details'));
    expect(await screen.findByText('Leave applied: LR-41')).toBeTruthy();
  });

  it('asks for hours instead of half days for an hourly type', async () => {
    const { callsTo } = openLeaveTool(LeaveRequestFormTool, 'Leave Request', routes);
    await chooseType('Permission hours (14 hours available)');
    await waitFor(() => expect(screen.queryByLabelText('End date')).toBeNull());
    expect(screen.queryByLabelText('Half day on the first day')).toBeNull();
    pickDate('Date', '08-May-2026');
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '2' } });
    await waitFor(() =>
      expect(callsTo('POST', '/leave-requests/preview/').at(-1)?.body).toMatchObject({
        leave_type_id: PERMISSION.id,
        start_date: '2026-05-08',
        end_date: '2026-05-08',
        hours: 2,
      }),
    );
  });

  it('says so when no leave year is open', async () => {
    openLeaveTool(LeaveRequestFormTool, 'Leave Request', {
      [`GET ${API}/balances/`]: () => ({ body: { year: null, results: [] } }),
    });
    expect(
      await screen.findByText('No leave year is open yet. Ask your leave administrator to open one.'),
    ).toBeTruthy();
  });
});
