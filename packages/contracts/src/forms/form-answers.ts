import { MAX_ATTACHMENT_BYTES } from '../constants/limits';
import { FORM_PATTERN_RULES } from './form-patterns';
import type { FieldValue, FileAnswer, FormField, FormValues } from './forms.schemas';

/** Why one answer is refused: a code for clients and the message the person filling the form reads. */
export interface AnswerProblem {
  code: string;
  message: string;
}

/** The answers as they are stored (trimmed, empty ones left out), or the problem with each refused answer by key. */
export type AnswersCheck =
  | { ok: true; values: FormValues }
  | { ok: false; problems: Readonly<Record<string, AnswerProblem>> };

type FieldCheck = { value: FieldValue | null } | { problem: AnswerProblem };

const problem = (code: string, message: string): FieldCheck => ({ problem: { code, message } });
const REQUIRED = problem('required', 'This field is required');

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const decimalsOf = (value: number) => {
  const [, fraction = ''] = String(value).split('.');
  return /e/i.test(String(value)) ? Number.POSITIVE_INFINITY : fraction.length;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDate(value: string) {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileAnswer).name === 'string' &&
  Number.isInteger((value as FileAnswer).size) &&
  (value as FileAnswer).size >= 0 &&
  ((value as FileAnswer).file_id === undefined || Number.isInteger((value as FileAnswer).file_id));

/** One answer (known not to be empty) against its question's kind and validation. */
function checkFilled(field: FormField, value: unknown): FieldCheck {
  switch (field.kind) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return problem('invalid', 'Enter text');
      const text = value.trim();
      if (text.length > field.max_length)
        return problem('too_long', `Enter at most ${field.max_length} characters`);
      if (field.pattern) {
        const rule = FORM_PATTERN_RULES[field.pattern];
        if (!rule.pattern.test(text)) return problem(`invalid_${field.pattern}`, rule.message);
      }
      return { value: text };
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return problem('invalid', 'Enter a number');
      if (decimalsOf(value) > field.decimals)
        return field.decimals === 0
          ? problem('too_many_decimals', 'Enter a whole number')
          : problem('too_many_decimals', `Enter at most ${plural(field.decimals, 'decimal place')}`);
      if (field.min !== null && value < field.min) return problem('too_small', `Enter ${field.min} or more`);
      if (field.max !== null && value > field.max) return problem('too_large', `Enter ${field.max} or less`);
      return { value };
    }
    case 'date': {
      if (typeof value !== 'string' || !isRealDate(value))
        return problem('invalid', 'Enter a date as YYYY-MM-DD');
      if (field.min_date !== null && value < field.min_date)
        return problem('too_early', `Pick a date on or after ${field.min_date}`);
      if (field.max_date !== null && value > field.max_date)
        return problem('too_late', `Pick a date on or before ${field.max_date}`);
      return { value };
    }
    case 'single_select':
      if (typeof value !== 'string' || !field.options.includes(value))
        return problem('not_an_option', 'Choose one of the options');
      return { value };
    case 'multi_select': {
      if (!Array.isArray(value) || value.some((choice) => typeof choice !== 'string'))
        return problem('not_an_option', 'Choose from the options');
      const choices = value as string[];
      if (choices.some((choice) => !field.options.includes(choice)))
        return problem('not_an_option', 'Choose only from the options');
      if (new Set(choices).size !== choices.length)
        return problem('repeated_option', 'Choose each option only once');
      return { value: field.options.filter((option) => choices.includes(option)) };
    }
    case 'file': {
      if (!Array.isArray(value) || !value.every(isFileAnswer)) return problem('invalid', 'Attach files');
      const files = value.map(({ name, size, file_id }) => ({
        name,
        size,
        type: extensionOf(name),
        ...(file_id === undefined ? {} : { file_id }),
      }));
      if (files.length > field.max_files)
        return problem('too_many_files', `Attach at most ${plural(field.max_files, 'file')}`);
      const allowed: readonly string[] = field.allowed_types;
      if (files.some((file) => !allowed.includes(file.type)))
        return problem(
          'file_type_not_allowed',
          `Attach only ${field.allowed_types.map((type) => type.toUpperCase()).join(', ')} files`,
        );
      if (files.reduce((total, file) => total + file.size, 0) >= MAX_ATTACHMENT_BYTES)
        return problem('files_too_large', 'Files together must be under 10 MB');
      return { value: files };
    }
  }
}

/** One question's answer: required, type, caps, pattern, range, options and file limits; empty is null. */
export function checkFieldAnswer(field: FormField, value: unknown): FieldCheck {
  if (isEmpty(value)) return field.required ? REQUIRED : { value: null };
  return checkFilled(field, value);
}

/**
 * Answers to a form version, checked question by question. A key the version does not ask is refused too, so
 * answers keep to the questions they were given on.
 */
export function checkFormAnswers(fields: readonly FormField[], answers: Readonly<Record<string, unknown>>) {
  const values: FormValues = {};
  const problems: Record<string, AnswerProblem> = {};
  for (const field of fields) {
    const checked = checkFieldAnswer(
      field,
      Object.hasOwn(answers, field.key) ? answers[field.key] : undefined,
    );
    if ('problem' in checked) problems[field.key] = checked.problem;
    else if (checked.value !== null) values[field.key] = checked.value;
  }
  for (const key of Object.keys(answers))
    if (!fields.some((field) => field.key === key))
      problems[key] = { code: 'unknown_field', message: 'This question is not on the form' };
  return (Object.keys(problems).length
    ? { ok: false, problems }
    : { ok: true, values }) satisfies AnswersCheck as AnswersCheck;
}

/** An answer as a person reads it: choices joined, files by name, empty as a dash. */
export function displayAnswer(value: FieldValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length ? value.map((item) => (typeof item === 'string' ? item : item.name)).join(', ') : '—';
  return String(value);
}
