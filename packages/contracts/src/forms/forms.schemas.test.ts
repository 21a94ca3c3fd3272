import { describe, expect, it } from 'vitest';
import { FormCreateSchema, FormFieldSchema } from './forms.schemas';

const text = { key: 'comments', label: 'Comments', kind: 'long_text', max_length: 1000 };

const codesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('a form question as built', () => {
  it('fills in what a question leaves out', () => {
    expect(FormFieldSchema.parse(text)).toEqual({ ...text, help: '', required: false });
  });

  it.each<[string, unknown, string]>([
    ['a key with capitals', { ...text, key: 'Comments' }, 'form_field_key_invalid'],
    ['a blank label', { ...text, label: ' ' }, 'required'],
    ['a cap the spec does not name', { ...text, max_length: 500 }, 'invalid'],
    ['an unknown pattern', { ...text, pattern: 'postcode' }, 'invalid'],
    [
      'a minimum above the maximum',
      { key: 'n', label: 'N', kind: 'number', min: 5, max: 1 },
      'form_min_above_max',
    ],
    [
      'a first date after the last',
      { key: 'd', label: 'D', kind: 'date', min_date: '2026-02-01', max_date: '2026-01-01' },
      'form_min_above_max',
    ],
    [
      'a select without options',
      { key: 's', label: 'S', kind: 'single_select', options: [] },
      'form_options_count',
    ],
    [
      'fifty-one options',
      { key: 's', label: 'S', kind: 'multi_select', options: Array.from({ length: 51 }, (_, i) => `o${i}`) },
      'form_options_count',
    ],
    [
      'an option twice',
      { key: 's', label: 'S', kind: 'single_select', options: ['Yes', 'Yes'] },
      'form_options_repeat',
    ],
    [
      'a file count the spec does not name',
      { key: 'f', label: 'F', kind: 'file', max_files: 2, allowed_types: ['pdf'] },
      'invalid',
    ],
    [
      'a file question without types',
      { key: 'f', label: 'F', kind: 'file', max_files: 3, allowed_types: [] },
      'required',
    ],
  ])('refuses %s', (_what, field, code) => {
    const result = FormFieldSchema.safeParse(field);
    expect(result.success).toBe(false);
    expect(
      codesOf(result).some((message) => message === code || (code === 'invalid' && message !== '')),
    ).toBe(true);
  });

  it('refuses two questions with one key in a form', () => {
    const result = FormCreateSchema.safeParse({
      name: 'Exit',
      purpose: 'exit_interview',
      fields: [text, text],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['fields', 1, 'key'],
      message: 'form_field_key_taken',
    });
  });

  it('refuses a purpose no module asks for', () => {
    expect(FormCreateSchema.safeParse({ name: 'Exit', purpose: 'appraisal' }).success).toBe(false);
  });
});
