import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, BALANCES, CASUAL, LEDGER, openLeaveTool } from './leaveTestData';
import { MyLeavesTool } from './MyLeavesTool';

const routes = {
  [`GET ${API}/balances/`]: () => ({ body: BALANCES }),
  [`GET ${API}/balances/ledger/`]: () => ({ body: { results: LEDGER } }),
};

describe('Leave Profile', () => {
  it('shows a card per leave type with entitled, accrued, taken, pending and available', async () => {
    openLeaveTool(MyLeavesTool, 'Leave Profile', routes);
    const casual = await screen.findByRole('group', { name: 'Casual Leave balance' });
    expect(within(casual).getByText('1.5 days')).toBeTruthy();
    expect(within(casual).getByText('12 days')).toBeTruthy();
    expect(within(casual).getByText('3 days')).toBeTruthy();
    expect(within(casual).getByText('1 day')).toBeTruthy();
    expect(within(casual).getByText('0.5 days')).toBeTruthy();
    const hours = screen.getByRole('group', { name: 'Permission hours balance' });
    expect(within(hours).getAllByText('14 hours')).toHaveLength(1);
    const withoutPay = screen.getByRole('group', { name: 'Leave Without Pay balance' });
    expect(within(withoutPay).getByText('Taken this year')).toBeTruthy();
    expect(within(withoutPay).getByText('No balance needed')).toBeTruthy();
    expect(within(withoutPay).queryByText('Available')).toBeNull();
    expect(screen.getByText('Leave year 01-Apr-2026 – 31-Mar-2027')).toBeTruthy();
  });

  it('explains a balance with its ledger: kind, signed quantity, date, reason, request and who', async () => {
    const { lastQuery } = openLeaveTool(MyLeavesTool, 'Leave Profile', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger of Casual Leave' }));
    const ledger = await screen.findByRole('table', { name: 'Casual Leave ledger' });
    const accrual = (await within(ledger).findByText('Monthly accrual')).closest('tr') as HTMLElement;
    expect(within(accrual).getByText('+1 day')).toBeTruthy();
    expect(within(accrual).getByText('01-Apr-2026')).toBeTruthy();
    expect(within(accrual).getByText('System, 01-Apr-2026')).toBeTruthy();
    const taken = within(ledger).getByText('Leave taken').closest('tr') as HTMLElement;
    expect(within(taken).getByText('-1 day')).toBeTruthy();
    expect(within(taken).getByText('17-Apr-2026')).toBeTruthy();
    expect(within(taken).getByText('Family visit')).toBeTruthy();
    expect(within(taken).getByText('LR-7')).toBeTruthy();
    expect(within(taken).getByText('Ravi Kumar, 10-Apr-2026')).toBeTruthy();
    expect(within(taken).getByText('0 days')).toBeTruthy();
    expect(lastQuery('/balances/ledger/')).toEqual({ leave_type_id: String(CASUAL.id) });
  });

  it('applies for leave of the type whose ledger is open', async () => {
    const { router } = openLeaveTool(MyLeavesTool, 'Leave Profile', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger of Casual Leave' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply leave' }));
    expect(router.state.location.pathname).toBe('/leave-request-form');
    expect(new URLSearchParams(router.state.location.search).get('tools_data')).toBe(
      JSON.stringify({ 'leave-request-form': { leave_type_id: CASUAL.id } }),
    );
  });

  it.each([
    [{ year: null, results: [] }, 'No leave year is open yet. Your leave administrator opens one.'],
    [
      { year: BALANCES.year, results: [] },
      'No leave type applies to you yet. Your leave administrator sets them up.',
    ],
  ])('says what is missing when there is nothing to show (%#)', async (body, text) => {
    openLeaveTool(MyLeavesTool, 'Leave Profile', { [`GET ${API}/balances/`]: () => ({ body }) });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
