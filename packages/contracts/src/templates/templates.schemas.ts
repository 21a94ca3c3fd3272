import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { TEMPLATE_KIND_IDS, TEMPLATE_MODULES, type TemplateModule } from './template-kinds';

export const TEMPLATE_BODY_MAX = 16_000;
export const TEMPLATE_SORTABLE = ['name', 'updated'] as const;

const moduleIds = Object.keys(TEMPLATE_MODULES) as [TemplateModule, ...TemplateModule[]];
export const TemplateModuleSchema = z.enum(moduleIds);
export const TemplateKindSchema = z.enum(TEMPLATE_KIND_IDS);
const OutputSchema = z.enum(['document', 'email']);

const name = z.string().trim().min(1, 'required').max(256);
const subject = z.string().trim().min(1, 'required').max(256);
const body = z.string().trim().min(1, 'required').max(TEMPLATE_BODY_MAX);
const note = z.string().trim().max(1000);

export const TemplateCreateSchema = z
  .object({
    kind: TemplateKindSchema,
    name,
    subject: subject.nullish(),
    body,
    note: note.optional(),
    is_default: z.boolean().optional(),
  })
  .strict();
export type TemplateCreate = z.infer<typeof TemplateCreateSchema>;

/** A change of the text (subject or body) is a new version; the name alone is not. */
export const TemplateUpdateSchema = z
  .object({ name: name.optional(), subject: subject.nullish(), body: body.optional(), note: note.optional() })
  .strict();
export type TemplateUpdate = z.infer<typeof TemplateUpdateSchema>;

export const TemplateSummarySchema = z.object({
  id: z.number().int(),
  kind: TemplateKindSchema,
  module: TemplateModuleSchema,
  output: OutputSchema,
  name: z.string(),
  is_default: z.boolean(),
  version: z.number().int(),
  updated: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;
export const TemplatePageSchema = pageSchema(TemplateSummarySchema);

export const TemplateSchema = TemplateSummarySchema.extend({
  subject: z.string().nullable(),
  body: z.string(),
  created: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateVersionSchema = z.object({
  version: z.number().int(),
  subject: z.string().nullable(),
  body: z.string(),
  note: z.string().nullable(),
  created: z.string(),
  created_by_name: z.string().nullable(),
});
export type TemplateVersion = z.infer<typeof TemplateVersionSchema>;
export const TemplateVersionPageSchema = pageSchema(TemplateVersionSchema);

export const TemplateListQuerySchema = listQuerySchema(TEMPLATE_SORTABLE).extend({
  module: TemplateModuleSchema.optional(),
  kind: TemplateKindSchema.optional(),
  search: z.string().trim().max(256).optional(),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;
export const TemplateVersionListQuerySchema = listQuerySchema(['version'] as const);
export type TemplateVersionListQuery = z.infer<typeof TemplateVersionListQuerySchema>;

export const TemplateIdParamsSchema = z.object({ id: IdParamSchema });
export const TemplateVersionParamsSchema = z.object({ id: IdParamSchema, version: IdParamSchema });

/** A module's kinds, each with how many templates the organisation keeps and which is its default. */
export const TemplateModuleSummarySchema = z.object({
  module: TemplateModuleSchema,
  title: z.string(),
  kinds: z.array(
    z.object({
      kind: TemplateKindSchema,
      title: z.string(),
      output: OutputSchema,
      templates: z.number().int(),
      default_name: z.string().nullable(),
    }),
  ),
});
export type TemplateModuleSummary = z.infer<typeof TemplateModuleSummarySchema>;
export const TemplateModuleListSchema = z.object({ results: z.array(TemplateModuleSummarySchema) });

export const TemplateVariablesQuerySchema = z.object({ kind: TemplateKindSchema.optional() });
export const TemplateVariablesSchema = z.object({
  results: z.array(
    z.object({
      kind: TemplateKindSchema,
      title: z.string(),
      output: OutputSchema,
      variables: z.array(z.object({ key: z.string(), label: z.string(), sample: z.string() })),
    }),
  ),
});
