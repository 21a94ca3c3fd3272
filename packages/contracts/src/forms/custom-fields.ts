import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import type { Actor } from '../roles/actor';
import { isSalesHead } from '../roles/checks';
import { type AnswerProblem, checkFieldAnswer } from './form-answers';
import { canBuildForms } from './forms.rules';
import type { FormField } from './forms.schemas';

/**
 * Where an organisation's custom fields apply (spec 3, custom-field scopes): every project (the timesheet project
 * scope), or one stage of the sales process, filled for each opportunity passing it.
 */
export const CUSTOM_FIELD_SCOPES = ['timesheet_project', 'sales_opportunity_stage'] as const;
export type CustomFieldScope = (typeof CUSTOM_FIELD_SCOPES)[number];

/** A custom field's kind: each is checked as the form question of the same kind is (see `customFieldAsQuestion`). */
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'date', 'select'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];
export const CUSTOM_FIELD_KIND_LABELS: Readonly<Record<CustomFieldKind, string>> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Select',
};

export const MAX_CUSTOM_FIELD_OPTIONS = 20;
/** A value as stored: text of at most this many characters. */
export const CUSTOM_VALUE_MAX_LENGTH = TEXT_LIMITS.long;
/** A number value: up to 13 digits before the point and 2 after it (numeric(15,2)). */
const NUMBER_TEXT = /^-?\d{1,13}(\.\d+)?$/;
const NUMBER_DECIMALS = 2;

const LabelSchema = z.string().trim().min(1, 'required').max(TEXT_LIMITS.short);
const OptionsSchema = z
  .array(z.string().trim().min(1, 'required').max(TEXT_LIMITS.short))
  .max(MAX_CUSTOM_FIELD_OPTIONS, 'form_options_count')
  .refine((options) => new Set(options).size === options.length, 'form_options_repeat');

/** A new custom field of a scope: a select field lists its options. */
export const CustomFieldDefineSchema = z
  .strictObject({
    label: LabelSchema,
    kind: z.enum(CUSTOM_FIELD_KINDS),
    options: OptionsSchema.optional(),
    required: z.boolean().default(false),
  })
  .refine((field) => field.kind !== 'select' || (field.options?.length ?? 0) > 0, {
    path: ['options'],
    message: 'required',
  });
export type CustomFieldDefine = z.infer<typeof CustomFieldDefineSchema>;
export type CustomFieldDefineInput = z.input<typeof CustomFieldDefineSchema>;

/** A change to a custom field: its label, whether it is required, a select field's options. Its kind stays. */
export const CustomFieldEditSchema = z.strictObject({
  label: LabelSchema.optional(),
  options: OptionsSchema.min(1, 'required').optional(),
  required: z.boolean().optional(),
});
export type CustomFieldEdit = z.infer<typeof CustomFieldEditSchema>;

/** A custom field as defined: its scope (and for a stage's field, the stage), kind, options and place. */
export const CustomFieldDefinitionSchema = z.object({
  id: z.number().int(),
  scope: z.enum(CUSTOM_FIELD_SCOPES),
  stage_id: z.number().int().nullable(),
  label: z.string(),
  kind: z.enum(CUSTOM_FIELD_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number().int(),
});
export type CustomFieldDefinition = z.infer<typeof CustomFieldDefinitionSchema>;

/** A field with one record's value of it (null while not filled). */
export const CustomFieldValueSchema = CustomFieldDefinitionSchema.extend({ value: z.string().nullable() });
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;

/** A record's values as sent, by field id: an empty value (or null) clears one that is not required. */
export const CustomValuesUpdateSchema = z.strictObject({
  values: z.record(z.string().regex(/^\d{1,9}$/), z.string().trim().max(CUSTOM_VALUE_MAX_LENGTH).nullable()),
});
export type CustomValuesUpdate = z.infer<typeof CustomValuesUpdateSchema>;

/** Defining, changing and retiring custom fields: the form builders; a stage's fields also the sales head. */
export const canDefineCustomFields = (actor: Actor, scope: CustomFieldScope) =>
  canBuildForms(actor) || (scope === 'sales_opportunity_stage' && isSalesHead(actor));

/** What checking a value needs of its field. */
export type CustomFieldRule = Pick<CustomFieldDefinition, 'label' | 'kind' | 'options' | 'required'>;

/** The form question a custom field is checked as: text, a number of up to 2 decimals, a date or one option. */
export function customFieldAsQuestion(field: CustomFieldRule): FormField {
  const base = { key: 'value', label: field.label, help: '', required: field.required };
  switch (field.kind) {
    case 'text':
      return { ...base, kind: 'short_text', max_length: CUSTOM_VALUE_MAX_LENGTH };
    case 'number':
      return { ...base, kind: 'number', min: null, max: null, decimals: NUMBER_DECIMALS };
    case 'date':
      return { ...base, kind: 'date', min_date: null, max_date: null };
    case 'select':
      return { ...base, kind: 'single_select', options: field.options };
  }
}

export type CustomValueCheck = { value: string | null } | { problem: AnswerProblem };

/**
 * One value, as text, against its field: trimmed, empty is null (refused when required), otherwise checked by the
 * form question's rules. Codes are `required` or `invalid`; the message says what to enter.
 */
export function checkCustomValue(field: CustomFieldRule, raw: string | null | undefined): CustomValueCheck {
  const text = raw?.trim() ?? '';
  const question = customFieldAsQuestion(field);
  if (field.kind === 'number' && text && !NUMBER_TEXT.test(text))
    return { problem: { code: 'invalid', message: 'Enter a number' } };
  const checked = checkFieldAnswer(question, field.kind === 'number' && text ? Number(text) : text);
  if ('problem' in checked)
    return {
      problem: {
        code: checked.problem.code === 'required' ? 'required' : 'invalid',
        message: checked.problem.message,
      },
    };
  return { value: checked.value === null ? null : text };
}
