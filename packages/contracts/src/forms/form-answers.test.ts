import { describe, expect, it } from 'vitest';
import { checkFieldAnswer, checkFormAnswers, displayAnswer } from './form-answers';
import { type FormField, type FormFieldInput, FormFieldSchema } from './forms.schemas';

const field = (input: FormFieldInput): FormField => FormFieldSchema.parse(input);

const short = field({ key: 'name', label: 'Name', kind: 'short_text', max_length: 64, required: true });
const email = field({ key: 'email', label: 'Email', kind: 'short_text', max_length: 256, pattern: 'email' });
const zip = field({ key: 'zip', label: 'ZIP', kind: 'short_text', max_length: 64, pattern: 'zip' });
const phone = field({ key: 'phone', label: 'Phone', kind: 'short_text', max_length: 64, pattern: 'phone' });
const pan = field({ key: 'pan', label: 'PAN', kind: 'short_text', max_length: 64, pattern: 'pan' });
const gst = field({ key: 'gst', label: 'GST', kind: 'short_text', max_length: 64, pattern: 'gst' });
const url = field({ key: 'url', label: 'URL', kind: 'short_text', max_length: 256, pattern: 'url' });
const digits = field({ key: 'digits', label: 'D', kind: 'short_text', max_length: 64, pattern: 'digits' });
const letters = field({
  key: 'l',
  label: 'L',
  kind: 'short_text',
  max_length: 64,
  pattern: 'min_three_letters',
});
const long = field({ key: 'comments', label: 'Comments', kind: 'long_text', max_length: 1000 });
const rating = field({ key: 'rating', label: 'Rating', kind: 'number', min: 1, max: 5, required: true });
const amount = field({ key: 'amount', label: 'Amount', kind: 'number', decimals: 2 });
const day = field({ key: 'day', label: 'Day', kind: 'date', min_date: '2026-01-01', max_date: '2026-12-31' });
const reason = field({
  key: 'reason',
  label: 'Reason',
  kind: 'single_select',
  options: ['Pay', 'Growth', 'Relocation'],
  required: true,
});
const liked = field({ key: 'liked', label: 'Liked', kind: 'multi_select', options: ['Team', 'Work', 'Pay'] });
const files = field({
  key: 'files',
  label: 'Files',
  kind: 'file',
  max_files: 3,
  allowed_types: ['pdf', 'png'],
});

const MB = 1024 * 1024;

describe('one answer against its question', () => {
  it.each<[string, FormField, unknown, string | null, unknown?]>([
    // required and empty
    ['a required text left out', short, undefined, 'This field is required'],
    ['a required text of spaces', short, '   ', 'This field is required'],
    ['a required number left null', rating, null, 'This field is required'],
    ['a required choice left empty', reason, '', 'This field is required'],
    ['an optional text left empty: null', long, '', null, null],
    ['an optional choice list left empty: null', liked, [], null, null],
    // text: type, cap, trimming, patterns
    ['a text trimmed', short, '  Asha  ', null, 'Asha'],
    ['a number for a text', short, 42, 'Enter text'],
    ['a text at its cap', short, 'a'.repeat(64), null, 'a'.repeat(64)],
    ['a text over its cap', short, 'a'.repeat(65), 'Enter at most 64 characters'],
    ['a long text over 1000', long, 'a'.repeat(1001), 'Enter at most 1000 characters'],
    ['a valid email', email, 'asha@acme.example', null, 'asha@acme.example'],
    ['an invalid email', email, 'asha@', 'Enter a valid email address'],
    ['a six-digit ZIP', zip, '560001', null, '560001'],
    ['a five-digit ZIP', zip, '56001', 'Enter exactly 6 digits'],
    ['a ten-digit phone', phone, '9876543210', null, '9876543210'],
    ['an international phone', phone, '+441234567', null, '+441234567'],
    ['a nine-digit phone', phone, '987654321', 'Enter 10 digits, or + and 7 to 15 digits'],
    ['a PAN', pan, 'ABCDE1234F', null, 'ABCDE1234F'],
    ['a PAN too long', pan, 'ABCDE1234FG', 'Enter up to 10 letters and digits'],
    ['a GSTIN', gst, '29ABCDE1234F1Z5', null, '29ABCDE1234F1Z5'],
    ['a malformed GSTIN', gst, '29ABCDE1234F1X5', 'Enter a valid 15-character GSTIN'],
    ['a URL', url, 'https://acme.example/path', null, 'https://acme.example/path'],
    ['a URL without scheme', url, 'acme.example', 'Enter a link starting with http:// or https://'],
    ['digits only', digits, '0042', null, '0042'],
    ['digits with a letter', digits, '42a', 'Enter digits only'],
    ['three letters', letters, 'a1b2c', null, 'a1b2c'],
    ['two letters', letters, 'ab12', 'Enter at least three letters'],
    // number: type, decimals, range
    ['a rating in range', rating, 4, null, 4],
    ['a rating as text', rating, '4', 'Enter a number'],
    ['a rating below the minimum', rating, 0, 'Enter 1 or more'],
    ['a rating above the maximum', rating, 6, 'Enter 5 or less'],
    ['a fraction where whole numbers are asked', rating, 3.5, 'Enter a whole number'],
    ['two decimals where two are allowed', amount, 12.25, null, 12.25],
    ['three decimals where two are allowed', amount, 12.255, 'Enter at most 2 decimal places'],
    ['not a finite number', amount, Number.POSITIVE_INFINITY, 'Enter a number'],
    // date
    ['a date in range', day, '2026-06-30', null, '2026-06-30'],
    ['a date that does not exist', day, '2026-02-30', 'Enter a date as YYYY-MM-DD'],
    ['a date in another format', day, '30/06/2026', 'Enter a date as YYYY-MM-DD'],
    ['a date before the first', day, '2025-12-31', 'Pick a date on or after 2026-01-01'],
    ['a date after the last', day, '2027-01-01', 'Pick a date on or before 2026-12-31'],
    // selects
    ['one of the options', reason, 'Growth', null, 'Growth'],
    ['an answer not among the options', reason, 'Boredom', 'Choose one of the options'],
    ['several options, kept in the form’s order', liked, ['Pay', 'Team'], null, ['Team', 'Pay']],
    ['a choice not among the options', liked, ['Team', 'Free lunch'], 'Choose only from the options'],
    ['an option twice', liked, ['Team', 'Team'], 'Choose each option only once'],
    ['a single choice for a list', liked, 'Team', 'Choose from the options'],
    // files
    [
      'files within the limits',
      files,
      [
        { name: 'a.pdf', size: 2 * MB, type: 'pdf' },
        { name: 'b.PNG', size: MB, type: 'png' },
      ],
      null,
      [
        { name: 'a.pdf', size: 2 * MB, type: 'pdf' },
        { name: 'b.PNG', size: MB, type: 'png' },
      ],
    ],
    [
      'more files than allowed',
      files,
      [1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, size: 10, type: 'pdf' })),
      'Attach at most 3 files',
    ],
    [
      'a file of a type not allowed',
      files,
      [{ name: 'a.exe', size: 10, type: 'exe' }],
      'Attach only PDF, PNG files',
    ],
    [
      'files of 10 MB together',
      files,
      [
        { name: 'a.pdf', size: 5 * MB, type: 'pdf' },
        { name: 'b.pdf', size: 5 * MB, type: 'pdf' },
      ],
      'Files together must be under 10 MB',
    ],
    ['not files at all', files, ['a.pdf'], 'Attach files'],
  ])('%s', (_what, question, value, message, stored) => {
    const checked = checkFieldAnswer(question, value);
    if (message === null) expect(checked).toEqual({ value: stored });
    else expect(checked).toMatchObject({ problem: { message } });
  });
});

describe('a form’s answers', () => {
  const fields = [short, rating, reason, long];

  it('stores every question’s answer and leaves the empty ones out', () => {
    expect(checkFormAnswers(fields, { name: ' Asha ', rating: 5, reason: 'Pay', comments: ' ' })).toEqual({
      ok: true,
      values: { name: 'Asha', rating: 5, reason: 'Pay' },
    });
  });

  it('names each refused answer by its key', () => {
    expect(checkFormAnswers(fields, { rating: 9, reason: 'Boredom' })).toEqual({
      ok: false,
      problems: {
        name: { code: 'required', message: 'This field is required' },
        rating: { code: 'too_large', message: 'Enter 5 or less' },
        reason: { code: 'not_an_option', message: 'Choose one of the options' },
      },
    });
  });

  it('refuses an answer to a question the version does not ask', () => {
    expect(checkFormAnswers([long], { salary: '1' })).toEqual({
      ok: false,
      problems: { salary: { code: 'unknown_field', message: 'This question is not on the form' } },
    });
  });
});

describe('an answer as read', () => {
  it.each([
    [null, '—'],
    ['', '—'],
    ['Growth', 'Growth'],
    [4, '4'],
    [['Team', 'Pay'], 'Team, Pay'],
    [[{ name: 'a.pdf', size: 1, type: 'pdf' }], 'a.pdf'],
  ])('%j reads %s', (value, text) => {
    expect(displayAnswer(value)).toBe(text);
  });
});
