import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const AuditEventQuerySchema = listQuerySchema(['created'] as const).extend({
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  entity_type: z.string().max(64).optional(),
  entity_id: z.string().max(64).optional(),
  actor: IdParamSchema.optional(),
});
export type AuditEventQuery = z.infer<typeof AuditEventQuerySchema>;

/** One change, as the audit log viewer shows it (grouped by day on screen). */
export const AuditEventSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  audit_message: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventPageSchema = pageSchema(AuditEventSchema);
