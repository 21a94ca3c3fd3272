import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { DOCUMENT_EXTENSIONS } from '../people/employee-record.schemas';

/** What a document of an opportunity is about: the opportunity itself, one of its stages, or a checklist task. */
export const OPPORTUNITY_DOCUMENT_CONTEXTS = [
  'opportunity',
  'project:opportunity-stage-content',
  'checklist:task',
] as const;
export type OpportunityDocumentContext = (typeof OPPORTUNITY_DOCUMENT_CONTEXTS)[number];

/** Spec 3 "Document": a stage's content is shown as stage, a checklist task as stage checklist item. */
export const OPPORTUNITY_DOCUMENT_CONTEXT_TEXTS: Record<OpportunityDocumentContext, string> = {
  opportunity: 'Opportunity',
  'project:opportunity-stage-content': 'Stage',
  'checklist:task': 'Stage checklist item',
};

export const OPPORTUNITY_DOCUMENT_EXTENSIONS = DOCUMENT_EXTENSIONS;
export const DocumentTitleSchema = z.string().trim().min(1, 'required').max(256, 'invalid');

export const OpportunityDocumentQuerySchema = listQuerySchema(['created', 'title']).extend({
  context_type: z.enum(OPPORTUNITY_DOCUMENT_CONTEXTS).optional(),
});
export type OpportunityDocumentQuery = z.infer<typeof OpportunityDocumentQuerySchema>;

/** The text fields sent before an uploaded document's file. */
export const OpportunityDocumentUploadSchema = z
  .object({
    title: DocumentTitleSchema,
    context_type: z.enum(OPPORTUNITY_DOCUMENT_CONTEXTS).default('opportunity'),
    stage_id: z.coerce.number().pipe(IdSchema).optional(),
    task_id: z.coerce.number().pipe(IdSchema).optional(),
  })
  .superRefine((input, context) => {
    if (input.context_type === 'project:opportunity-stage-content' && !input.stage_id)
      context.addIssue({ code: 'custom', path: ['stage_id'], message: 'required' });
    if (input.context_type === 'checklist:task' && !input.task_id)
      context.addIssue({ code: 'custom', path: ['task_id'], message: 'required' });
  });
export type OpportunityDocumentUpload = z.infer<typeof OpportunityDocumentUploadSchema>;

export const OpportunityDocumentRenameSchema = z.strictObject({ title: DocumentTitleSchema });
export const OpportunityDocumentParamsSchema = z.object({ id: IdParamSchema, documentId: IdParamSchema });

/** Spec 2.10 document row; `can_change` says whether the caller may rename and delete it. */
export const OpportunityDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  extension: z.string(),
  size_bytes: z.number().int(),
  created: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  context_type: z.enum(OPPORTUNITY_DOCUMENT_CONTEXTS),
  stage_title: z.string().nullable(),
  task_title: z.string().nullable(),
  can_change: z.boolean(),
});
export type OpportunityDocument = z.infer<typeof OpportunityDocumentSchema>;
export const OpportunityDocumentPageSchema = pageSchema(OpportunityDocumentSchema);
