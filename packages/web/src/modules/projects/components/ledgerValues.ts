import type { Cost, CostCategory, Revenue, RevenueStatus, RevenueType } from '@atrium/contracts';
import type { Dayjs } from 'dayjs';
import { apiDate, toDay } from './teamDates';

// A revenue or cost entry's form values, and the request bodies made of them. The fields themselves (RevenueForm,
// CostForm) load apart: the Financial Form fetches them beside the project it waits for.

export interface RevenueValues {
  revenue_date: Dayjs;
  amount: number;
  revenue_type: RevenueType;
  milestone_id?: number | null;
  description?: string;
  receipt_date: Dayjs;
  expected_payment_date?: Dayjs | null;
  status: RevenueStatus;
}

export const REVENUE_FIELDS = [
  'revenue_date',
  'amount',
  'revenue_type',
  'milestone_id',
  'description',
  'receipt_date',
  'expected_payment_date',
  'status',
] as const;

export const revenueInitialValues = (revenue: Revenue | undefined) => ({
  revenue_date: toDay(revenue?.revenue_date),
  amount: revenue?.amount,
  revenue_type: revenue?.revenue_type,
  milestone_id: revenue?.milestone?.id ?? null,
  description: revenue?.description ?? '',
  receipt_date: toDay(revenue?.receipt_date),
  expected_payment_date: toDay(revenue?.expected_payment_date),
  status: revenue?.status ?? 'recorded',
});

export const revenueBody = (values: RevenueValues) => ({
  revenue_date: apiDate(values.revenue_date),
  amount: values.amount,
  revenue_type: values.revenue_type,
  milestone_id: values.milestone_id ?? null,
  description: values.description?.trim() || null,
  receipt_date: apiDate(values.receipt_date),
  expected_payment_date: values.expected_payment_date ? apiDate(values.expected_payment_date) : null,
  status: values.status,
});

export interface CostValues {
  date: Dayjs;
  category: CostCategory;
  amount: number;
  description?: string;
}

export const COST_FIELDS = ['date', 'category', 'amount', 'description'] as const;

export const costInitialValues = (cost: Cost | undefined) => ({
  date: toDay(cost?.date),
  category: cost?.category,
  amount: cost?.amount,
  description: cost?.description ?? '',
});

export const costBody = (values: CostValues) => ({
  date: apiDate(values.date),
  category: values.category,
  amount: values.amount,
  description: values.description?.trim() || null,
});
