import {
  FORM_FIELD_KEY_PATTERN,
  FormDraftSchema,
  type FormField,
  type FormFieldInput,
  type FormFieldKind,
} from '@atrium/contracts';
import { messageForCode } from '../../../platform/errorMessages';

/** A question as the builder edits it: every kind's settings may be present; `toQuestion` keeps its kind's. */
export interface EditedQuestion {
  kind: FormFieldKind;
  key: string;
  label: string;
  help?: string;
  required?: boolean;
  max_length?: number;
  pattern?: string | null;
  min?: number | null;
  max?: number | null;
  decimals?: number;
  min_date?: string | null;
  max_date?: string | null;
  options?: string[];
  max_files?: number;
  allowed_types?: string[];
}

export interface EditedForm {
  name: string;
  fields: EditedQuestion[];
}

/** What a new question of each kind starts with. */
export function newQuestion(kind: FormFieldKind, index: number): EditedQuestion {
  return { ...kindDefaults(kind), kind, key: `question_${index}`, label: '', help: '', required: false };
}

export function kindDefaults(kind: FormFieldKind): Partial<EditedQuestion> {
  switch (kind) {
    case 'short_text':
      return { max_length: 256, pattern: null };
    case 'long_text':
      return { max_length: 1000, pattern: null };
    case 'number':
      return { min: null, max: null, decimals: 0 };
    case 'date':
      return { min_date: null, max_date: null };
    case 'single_select':
    case 'multi_select':
      return { options: ['Option 1', 'Option 2'] };
    case 'file':
      return { max_files: 1, allowed_types: ['pdf'] };
  }
}

/** A key made from a label: "Would you rejoin?" becomes would_you_rejoin. */
export function keyFromLabel(label: string): string {
  const key = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 64);
  return FORM_FIELD_KEY_PATTERN.test(key) ? key : '';
}

const orNull = <T>(value: T | undefined | null) => (value === undefined || value === '' ? null : value);

/** The question as the contract takes it: its kind's settings only, options trimmed and blank lines dropped. */
export function toQuestion(edited: EditedQuestion): FormFieldInput {
  const base = {
    key: edited.key?.trim() ?? '',
    label: edited.label ?? '',
    help: edited.help ?? '',
    required: edited.required ?? false,
  };
  switch (edited.kind) {
    case 'short_text':
    case 'long_text':
      return {
        ...base,
        kind: edited.kind,
        max_length: (edited.max_length ?? 256) as 256,
        ...(edited.pattern ? { pattern: edited.pattern as 'email' } : {}),
      };
    case 'number':
      return {
        ...base,
        kind: 'number',
        min: orNull(edited.min),
        max: orNull(edited.max),
        decimals: edited.decimals ?? 0,
      };
    case 'date':
      return { ...base, kind: 'date', min_date: orNull(edited.min_date), max_date: orNull(edited.max_date) };
    case 'single_select':
    case 'multi_select':
      return {
        ...base,
        kind: edited.kind,
        options: (edited.options ?? []).map((option) => option.trim()).filter(Boolean),
      };
    case 'file':
      return {
        ...base,
        kind: 'file',
        max_files: (edited.max_files ?? 1) as 1,
        allowed_types: (edited.allowed_types ?? []) as ['pdf'],
      };
  }
}

export const toEdited = (field: FormField): EditedQuestion => ({ ...field }) as EditedQuestion;

/** The form checked as the server will check it: the draft to send, or each problem by its field's path. */
export function checkDraft(edited: EditedForm) {
  const draft = { name: edited.name ?? '', fields: (edited.fields ?? []).map(toQuestion) };
  const result = FormDraftSchema.safeParse(draft);
  if (result.success) return { draft, problems: [] };
  return {
    draft,
    problems: result.error.issues.map((issue) => ({
      name: issue.path as (string | number)[],
      message: messageForCode({
        code: /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : 'invalid',
        module: 'forms',
      }),
    })),
  };
}
