import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../lists';

/** Why someone is in the pool: on the bench, partly allocated, or released soon. */
export const POOL_STATES = ['bench', 'partial', 'releasing'] as const;
export type PoolState = (typeof POOL_STATES)[number];
export const POOL_STATE_TEXTS: Record<PoolState, string> = {
  bench: 'On bench',
  partial: 'Partly allocated',
  releasing: 'Releasing soon',
};

/** Releases within 7, 15 or 30 days. */
export const RELEASE_WINDOWS = [7, 15, 30] as const;

/** Why a person on the bench is not allocated. */
export const BENCH_REASONS = ['new-joiner', 'never-allocated', 'project-ended'] as const;
export type BenchReason = (typeof BENCH_REASONS)[number];
export const BENCH_REASON_TEXTS: Record<BenchReason, string> = {
  'new-joiner': 'New joiner',
  'never-allocated': 'Never allocated',
  'project-ended': 'Project ended',
};

export const PoolMemberSchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  /** The share of their time allocated today. */
  allocated_percent: z.number(),
  state: z.enum(POOL_STATES),
  /** Days since their last allocation ended (or since they joined); 0 while allocated. */
  bench_days: z.number().int(),
  last_project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  /** The first day they are free of a current allocation, when within 30 days. */
  release_date: z.string().nullable(),
  skills: z.array(z.string()),
  reason: z.enum(BENCH_REASONS).nullable(),
  /** The requests (`RR-…`) they are held for, tentatively (soft bookings). */
  soft_bookings: z.array(z.string()),
});
export type PoolMember = z.infer<typeof PoolMemberSchema>;
export const PoolPageSchema = pageSchema(PoolMemberSchema);

export const POOL_SORTABLE = ['name', 'bench_days', 'allocated_percent', 'release_date'] as const;
export const PoolQuerySchema = listQuerySchema(POOL_SORTABLE).extend({
  /** Name, code or a skill. */
  search: z.string().trim().max(100).optional(),
  state: z.enum(POOL_STATES).optional(),
  /** Releasing within this many days. */
  release_within: z.coerce
    .number()
    .int()
    .refine((days) => (RELEASE_WINDOWS as readonly number[]).includes(days), 'invalid')
    .optional(),
  skill_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  location_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type PoolQuery = z.infer<typeof PoolQuerySchema>;
