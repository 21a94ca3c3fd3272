import { describe, expect, it } from 'vitest';
import { CostCreateSchema, RevenueCreateSchema, RevenueUpdateSchema } from './financial-records.schemas';

const revenue = {
  revenue_date: '2026-03-01',
  amount: 1500.25,
  revenue_type: 'milestone-billing',
  receipt_date: '2026-03-05',
};
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('financial record payloads', () => {
  it('take a revenue entry with its receipt date', () => {
    expect(RevenueCreateSchema.safeParse(revenue).success).toBe(true);
  });

  it('refuse revenue without a receipt date under its own code, absent or null', () => {
    const { receipt_date: _, ...without } = revenue;
    expect(messages(RevenueCreateSchema.safeParse(without))).toEqual(['receipt_date:receipt_date_required']);
    expect(messages(RevenueCreateSchema.safeParse({ ...revenue, receipt_date: null }))).toEqual([
      'receipt_date:receipt_date_required',
    ]);
    expect(messages(RevenueUpdateSchema.safeParse({ receipt_date: null }))).toEqual([
      'receipt_date:receipt_date_required',
    ]);
    expect(messages(RevenueCreateSchema.safeParse({ ...revenue, receipt_date: '01-03-2026' }))).toEqual([
      'receipt_date:invalid',
    ]);
  });

  it('take amounts above zero with two decimals at most', () => {
    expect(messages(RevenueCreateSchema.safeParse({ ...revenue, amount: 0 }))).toEqual([
      'amount:invalid_amount',
    ]);
    expect(
      messages(CostCreateSchema.safeParse({ date: '2026-03-01', category: 'vendor', amount: 1.005 })),
    ).toEqual(['amount:invalid_amount']);
    expect(CostCreateSchema.safeParse({ date: '2026-03-01', category: 'vendor', amount: 1.05 }).success).toBe(
      true,
    );
  });
});
