import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

/** What a form is for: the modules that ask for one. One form per purpose is active in an organisation. */
export const FORM_PURPOSES = ['exit_interview', 'service_request_type', 'onboarding_step'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];
export const FormPurposeSchema = z.enum(FORM_PURPOSES);
export const FORM_PURPOSE_LABELS: Readonly<Record<FormPurpose, string>> = {
  exit_interview: 'Exit interview',
  service_request_type: 'Service request type',
  onboarding_step: 'Onboarding step',
};

/** A version is drafted, then active (published), then retired when another takes its place or it is retired. */
export const FORM_VERSION_STATUSES = ['draft', 'active', 'retired'] as const;
export type FormVersionStatus = (typeof FORM_VERSION_STATUSES)[number];
export const FormVersionStatusSchema = z.enum(FORM_VERSION_STATUSES);

export const FORM_FIELD_KINDS = [
  'short_text',
  'long_text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'file',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];
export const FORM_FIELD_KIND_LABELS: Readonly<Record<FormFieldKind, string>> = {
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  single_select: 'Single select',
  multi_select: 'Multi select',
  file: 'File',
};

/** The spec's text length caps (section 5). */
export const FORM_TEXT_CAPS = [
  TEXT_LIMITS.short,
  TEXT_LIMITS.medium,
  TEXT_LIMITS.long,
  TEXT_LIMITS.extraLong,
] as const;
export type FormTextCap = (typeof FORM_TEXT_CAPS)[number];

/** The spec's named input patterns a text question may ask for (their expressions live in form-patterns.ts). */
export const FORM_TEXT_PATTERNS = [
  'email',
  'phone',
  'zip',
  'pan',
  'aadhaar',
  'gst',
  'url',
  'website',
  'digits',
  'positive_digits',
  'min_three_letters',
] as const;
export type FormTextPattern = (typeof FORM_TEXT_PATTERNS)[number];

/** How many files a file question takes at most; together they stay under 10 MB. */
export const FORM_FILE_COUNTS = [1, 3, 5, 10] as const;
export const FORM_FILE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'jpg',
  'jpeg',
  'png',
] as const;
export type FormFileType = (typeof FORM_FILE_TYPES)[number];

export const MAX_FORM_FIELDS = 50;
export const MAX_SELECT_OPTIONS = 50;
export const MAX_NUMBER_DECIMALS = 4;
/** A question's key: lower-case letters, digits and underscores, starting with a letter. */
export const FORM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

const isoDate = z.iso.date({ error: 'invalid' });

const FieldBaseSchema = z.object({
  key: z.string().regex(FORM_FIELD_KEY_PATTERN, 'form_field_key_invalid'),
  label: z.string().trim().min(1, 'required').max(TEXT_LIMITS.medium),
  help: z.string().trim().max(TEXT_LIMITS.long).default(''),
  required: z.boolean().default(false),
});

const textField = <Kind extends 'short_text' | 'long_text'>(kind: Kind) =>
  FieldBaseSchema.extend({
    kind: z.literal(kind),
    max_length: z.literal(FORM_TEXT_CAPS),
    /** A named input pattern the answer must match; none when absent. */
    pattern: z.enum(FORM_TEXT_PATTERNS).optional(),
  }).strict();

const NumberFieldSchema = FieldBaseSchema.extend({
  kind: z.literal('number'),
  min: z.number().finite().nullable().default(null),
  max: z.number().finite().nullable().default(null),
  decimals: z.number().int().min(0).max(MAX_NUMBER_DECIMALS).default(0),
})
  .strict()
  .refine((field) => field.min === null || field.max === null || field.min <= field.max, {
    path: ['max'],
    message: 'form_min_above_max',
  });

const DateFieldSchema = FieldBaseSchema.extend({
  kind: z.literal('date'),
  min_date: isoDate.nullable().default(null),
  max_date: isoDate.nullable().default(null),
})
  .strict()
  .refine((field) => field.min_date === null || field.max_date === null || field.min_date <= field.max_date, {
    path: ['max_date'],
    message: 'form_min_above_max',
  });

const selectField = <Kind extends 'single_select' | 'multi_select'>(kind: Kind) =>
  FieldBaseSchema.extend({
    kind: z.literal(kind),
    options: z
      .array(z.string().trim().min(1, 'required').max(TEXT_LIMITS.medium))
      .min(1, 'form_options_count')
      .max(MAX_SELECT_OPTIONS, 'form_options_count')
      .refine((options) => new Set(options).size === options.length, 'form_options_repeat'),
  }).strict();

const FileFieldSchema = FieldBaseSchema.extend({
  kind: z.literal('file'),
  max_files: z.literal(FORM_FILE_COUNTS),
  allowed_types: z
    .array(z.enum(FORM_FILE_TYPES))
    .min(1, 'required')
    .refine((types) => new Set(types).size === types.length, 'invalid'),
}).strict();

/** One question of a form: its label, key, help, whether it must be answered, and its kind's validation. */
export const FormFieldSchema = z.discriminatedUnion('kind', [
  textField('short_text'),
  textField('long_text'),
  NumberFieldSchema,
  DateFieldSchema,
  selectField('single_select'),
  selectField('multi_select'),
  FileFieldSchema,
]);
export type FormField = z.infer<typeof FormFieldSchema>;
export type FormFieldInput = z.input<typeof FormFieldSchema>;

const FieldsSchema = z
  .array(FormFieldSchema)
  .max(MAX_FORM_FIELDS, 'form_too_many_fields')
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key))
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'form_field_key_taken' });
      seen.add(field.key);
    });
  });

const FormNameSchema = z.string().trim().min(1, 'required').max(TEXT_LIMITS.medium);

/** A new form: its first version is a draft. */
export const FormCreateSchema = z
  .object({ name: FormNameSchema, purpose: FormPurposeSchema, fields: FieldsSchema.default([]) })
  .strict();
export type FormCreate = z.infer<typeof FormCreateSchema>;
export type FormCreateInput = z.input<typeof FormCreateSchema>;

/** A form's draft as saved: an active form's edit becomes a new draft version. */
export const FormDraftSchema = z.object({ name: FormNameSchema, fields: FieldsSchema }).strict();
export type FormDraft = z.infer<typeof FormDraftSchema>;
export type FormDraftInput = z.input<typeof FormDraftSchema>;

/** One version of a form, as it was built: the questions answers are checked against. */
export const FormVersionSchema = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  purpose: FormPurposeSchema,
  status: FormVersionStatusSchema,
  fields: z.array(FormFieldSchema),
  created: z.string(),
  published_at: z.string().nullable(),
  retired_at: z.string().nullable(),
});
export type FormVersion = z.infer<typeof FormVersionSchema>;
export const FormVersionPageSchema = pageSchema(
  FormVersionSchema.omit({ fields: true }).extend({
    field_count: z.number().int(),
  }),
);
export type FormVersionSummary = z.infer<typeof FormVersionPageSchema>['results'][number];

/** A form in the Form Builder's list: its newest version, and which one (if any) is active. */
export const FormRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  purpose: FormPurposeSchema,
  latest_version: z.number().int(),
  latest_status: FormVersionStatusSchema,
  active_version: z.number().int().nullable(),
  field_count: z.number().int(),
  updated: z.string(),
});
export type FormRow = z.infer<typeof FormRowSchema>;
export const FormPageSchema = pageSchema(FormRowSchema);

/** A form with the version the builder edits: its draft, else its newest version. */
export const FormDetailSchema = z.object({
  id: z.number().int(),
  purpose: FormPurposeSchema,
  created: z.string(),
  active_version_id: z.number().int().nullable(),
  current: FormVersionSchema,
});
export type FormDetail = z.infer<typeof FormDetailSchema>;

export const FORMS_SORTABLE = ['name', 'updated'] as const;
export const FormsListQuerySchema = listQuerySchema(FORMS_SORTABLE).extend({
  purpose: FormPurposeSchema.optional(),
  search: z.string().trim().max(TEXT_LIMITS.medium).optional(),
});
export type FormsListQuery = z.infer<typeof FormsListQuerySchema>;
export const FormVersionsQuerySchema = listQuerySchema(['version'] as const);
export type FormVersionsQuery = z.infer<typeof FormVersionsQuerySchema>;

export const FormsIdParamsSchema = z.object({ id: IdParamSchema });
export const FormVersionParamsSchema = z.object({ id: IdParamSchema, version: IdParamSchema });

/**
 * A file of a file question: its name, size in bytes and type (its extension), and the stored upload it is
 * (`file_id`, from the upload route of the record's form), which whoever may read the answer downloads.
 */
export const FileAnswerSchema = z
  .object({
    name: z.string().min(1).max(TEXT_LIMITS.medium),
    size: z.number().int().min(0),
    type: z.string().max(16),
    file_id: z.number().int().positive().optional(),
  })
  .strict();
export type FileAnswer = z.infer<typeof FileAnswerSchema>;
/** The file question an upload is for (its key), so the file is checked against its allowed types. */
export const FormFileUploadQuerySchema = z.object({ field: z.string().min(1).max(64) });

/** One answer as stored: text, a number, a date, a choice, choices or files. A question left empty has none. */
export const FieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.array(FileAnswerSchema),
]);
export type FieldValue = z.infer<typeof FieldValueSchema>;
export const FormValuesSchema = z.record(z.string(), FieldValueSchema);
export type FormValues = z.infer<typeof FormValuesSchema>;

/** Answers to a form version as sent: the version they were given on and a value per question key. */
export const FormAnswerSubmitSchema = z
  .object({ form_version_id: IdSchema, answers: z.record(z.string().max(64), z.unknown()) })
  .strict();
export type FormAnswerSubmit = z.infer<typeof FormAnswerSubmitSchema>;

/** Answers as stored, against the version they were given on, for one record of a purpose. */
export const FormAnswerSchema = z.object({
  id: z.number().int(),
  form_version_id: z.number().int(),
  purpose: FormPurposeSchema,
  record_id: z.number().int(),
  answers: FormValuesSchema,
  answered_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  answered_at: z.string(),
});
export type FormAnswer = z.infer<typeof FormAnswerSchema>;

/** A record's form: the version to fill in (or the one answered), its answer, and whether the caller may answer. */
export const RecordFormSchema = z.object({
  form: FormVersionSchema.nullable(),
  answer: FormAnswerSchema.nullable(),
  may_answer: z.boolean(),
});
export type RecordForm = z.infer<typeof RecordFormSchema>;
