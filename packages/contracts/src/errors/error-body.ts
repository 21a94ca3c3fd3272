import { z } from 'zod';

export const ErrorBodySchema = z.object({
  code: z.string(),
  detail: z.string().optional(),
  codes: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
