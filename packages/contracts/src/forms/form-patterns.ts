import {
  AADHAAR_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  GSTIN_PATTERN,
  MIN_THREE_LETTERS_PATTERN,
  PAN_PATTERN,
  PHONE_PATTERN,
  POSITIVE_DIGITS_PATTERN,
  URL_PATTERN,
  WEBSITE_PATTERN,
  ZIP_PATTERN,
} from '../format/patterns';
import type { FormTextPattern } from './forms.schemas';

/** Each named input pattern of the spec (section 5): its name in the builder, its expression, its message. */
export const FORM_PATTERN_RULES: Readonly<
  Record<FormTextPattern, { label: string; pattern: RegExp; message: string }>
> = {
  email: { label: 'Email', pattern: EMAIL_PATTERN, message: 'Enter a valid email address' },
  phone: {
    label: 'Phone',
    pattern: PHONE_PATTERN,
    message: 'Enter 10 digits, or + and 7 to 15 digits',
  },
  zip: { label: 'ZIP code (6 digits)', pattern: ZIP_PATTERN, message: 'Enter exactly 6 digits' },
  pan: { label: 'PAN', pattern: PAN_PATTERN, message: 'Enter up to 10 letters and digits' },
  aadhaar: { label: 'Aadhaar', pattern: AADHAAR_PATTERN, message: 'Enter up to 12 digits' },
  gst: { label: 'GSTIN', pattern: GSTIN_PATTERN, message: 'Enter a valid 15-character GSTIN' },
  url: { label: 'URL', pattern: URL_PATTERN, message: 'Enter a link starting with http:// or https://' },
  website: { label: 'Website', pattern: WEBSITE_PATTERN, message: 'Enter a valid website' },
  digits: { label: 'Digits only', pattern: DIGITS_PATTERN, message: 'Enter digits only' },
  positive_digits: {
    label: 'Digits greater than zero',
    pattern: POSITIVE_DIGITS_PATTERN,
    message: 'Enter a whole number greater than zero',
  },
  min_three_letters: {
    label: 'At least three letters',
    pattern: MIN_THREE_LETTERS_PATTERN,
    message: 'Enter at least three letters',
  },
};
