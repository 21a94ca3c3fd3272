import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const FORMS_SORTABLE = ['name', 'created'] as const;

export const FormsRecordCreateSchema = z
  .object({ name: z.string().trim().min(1, 'required').max(256) })
  .strict();
export type FormsRecordCreate = z.infer<typeof FormsRecordCreateSchema>;

export const FormsRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.number().int().nullable(),
  created: z.string(),
});
export type FormsRecord = z.infer<typeof FormsRecordSchema>;
export const FormsRecordPageSchema = pageSchema(FormsRecordSchema);

/** A page of records, newest first unless `order_by` says otherwise. */
export const FormsListQuerySchema = listQuerySchema(FORMS_SORTABLE);
export type FormsListQuery = z.infer<typeof FormsListQuerySchema>;

export const FormsIdParamsSchema = z.object({ id: IdParamSchema });
