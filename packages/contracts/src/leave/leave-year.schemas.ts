import { z } from 'zod';

/** A leave year starts on 1 January (calendar year) or 1 April (April to March). */
export const LeaveYearOpenSchema = z.strictObject({
  start_date: z.iso
    .date('invalid')
    .refine((date) => date.endsWith('-01-01') || date.endsWith('-04-01'), 'invalid_leave_year_start'),
  /** 0 = Sunday … 6 = Saturday. */
  weekend_days: z
    .array(z.number().int().min(0).max(6))
    .max(6)
    .refine((days) => new Set(days).size === days.length, 'invalid')
    .default([0, 6]),
});
export type LeaveYearOpen = z.input<typeof LeaveYearOpenSchema>;

/** What closing the year will do per leave type, summed over employees. */
export const YearEndPreviewSchema = z.object({
  year: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
  next_start_date: z.string(),
  results: z.array(
    z.object({
      leave_type: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
      employees: z.number().int(),
      closing_balance: z.number(),
      carried: z.number(),
      encashed: z.number(),
      lapsed: z.number(),
    }),
  ),
});
export type YearEndPreview = z.infer<typeof YearEndPreviewSchema>;
