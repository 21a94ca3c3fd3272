import { describe, expect, expectTypeOf, it } from 'vitest';
import { rowParser } from './column-reader';

describe('a row read by its kind’s columns', () => {
  const milestone = rowParser('fixed_bid_milestones');

  it('holds each cell as its column’s type, required ones never null', () => {
    const parsed = milestone({
      project: ' PR-0001 ',
      name: 'Design',
      planned_date: new Date(Date.UTC(2025, 2, 31)),
      planned_amount: '1200.29',
      actual_date: null,
      actual_amount: 0.29,
    });
    expect(parsed).toEqual({
      row: {
        project: 'PR-0001',
        name: 'Design',
        planned_date: '2025-03-31',
        planned_amount: 1200.29,
        actual_date: null,
        actual_amount: 0.29,
      },
    });
    if ('row' in parsed) {
      expectTypeOf(parsed.row.planned_date).toEqualTypeOf<string>();
      expectTypeOf(parsed.row.planned_amount).toEqualTypeOf<number>();
      expectTypeOf(parsed.row.actual_amount).toEqualTypeOf<number | null>();
    }
  });

  it('collects every field’s problem at once', () => {
    expect(
      milestone({
        project: 'x'.repeat(65),
        name: null,
        planned_date: '2025-02-30',
        planned_amount: '10.555',
        actual_date: null,
        actual_amount: -1,
      }),
    ).toEqual({
      errors: {
        project: ['Use at most 64 characters.'],
        name: ['This field is required.'],
        planned_date: ['Enter a date as YYYY-MM-DD.'],
        planned_amount: ['Use at most 2 decimals.'],
        actual_amount: ['Enter a number from 0 to 9999999999999.99.'],
      },
    });
  });

  it('falls back on empty optional cells and takes words in any case', () => {
    const allocation = rowParser('project_allocations');
    const cells = { project: 'Atlas', code: 'e-1', start_date: '2025-01-01', end_date: '2025-01-31' };
    expect(allocation(cells)).toEqual({
      row: { ...cells, allocation_percent: 100, status: 'assigned', resource_group: null },
    });
    expect(allocation({ ...cells, status: 'Billable' })).toMatchObject({ row: { status: 'billable' } });
    expect(allocation({ ...cells, status: 'paid', allocation_percent: 'half' })).toEqual({
      errors: {
        allocation_percent: ['Enter a number.'],
        status: ['Use one of: billable, non-billable, buffer, assigned, trainee.'],
      },
    });
  });

  it('upper-cases codes before matching them, and reads hours as minutes', () => {
    const bank = rowParser('employee_bank_details');
    const account = { code: 'e-1', bank_name: 'HDFC', account_holder: 'Asha', account_number: 12345678 };
    expect(bank({ ...account, ifsc: 'hdfc0001234' })).toMatchObject({
      row: { ifsc: 'HDFC0001234', account_number: '12345678', is_primary: false },
    });
    expect(bank({ ...account, ifsc: 'hdfc1234' })).toEqual({
      errors: { ifsc: ['Enter an IFSC like HDFC0001234.'] },
    });
    const leave = rowParser('past_timesheet_leave');
    expect(leave({ code: 'e-1', work_date: '2025-01-06', hours: '4h 30m' })).toMatchObject({
      row: { hours: 270 },
    });
    expect(leave({ code: 'e-1', work_date: '2025-01-06', hours: null })).toMatchObject({
      row: { hours: 480 },
    });
  });

  it('adds the rules between fields a kind checks', () => {
    const project = rowParser('projects', {
      check: (cells, fail) => {
        if (cells.start_date && cells.end_date && cells.end_date < cells.start_date)
          fail('end_date', 'Ends too soon.');
      },
      shape: (row) => ({ name: row.name, lead: row.delivery_lead_email }),
    });
    const cells = {
      name: 'Atlas',
      client: 'Acme',
      billing_type: 'fixed-bid',
      start_date: '2025-02-01',
      end_date: '2025-03-01',
      project_owner_email: 'o@acme.test',
      delivery_lead_email: 'Lead@Acme.test',
    };
    expect(project(cells)).toEqual({ row: { name: 'Atlas', lead: 'lead@acme.test' } });
    expect(project({ ...cells, end_date: '2025-01-01', billing_type: null })).toEqual({
      errors: { billing_type: ['This field is required.'], end_date: ['Ends too soon.'] },
    });
  });
});
