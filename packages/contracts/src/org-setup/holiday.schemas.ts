import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const HolidaySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  is_optional: z.boolean(),
  /** The locations that observe it; empty for every location. */
  location_ids: z.array(z.number().int()),
});
export type Holiday = z.infer<typeof HolidaySchema>;
export const HolidayPageSchema = pageSchema(HolidaySchema);

export const HolidayCreateSchema = z.strictObject({
  date: z.iso.date('invalid'),
  name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short),
  is_optional: z.boolean().optional(),
  location_ids: z.array(IdSchema).max(500).optional(),
});
export type HolidayCreate = z.infer<typeof HolidayCreateSchema>;
export const HolidayUpdateSchema = HolidayCreateSchema.partial();
export type HolidayUpdate = z.infer<typeof HolidayUpdateSchema>;

/** Holidays of one calendar year (all years when none is given), by date unless sorted otherwise. */
export const HolidayQuerySchema = listQuerySchema(['date', 'name']).extend({
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  search: z.string().trim().max(100).optional(),
});
export type HolidayQuery = z.infer<typeof HolidayQuerySchema>;
