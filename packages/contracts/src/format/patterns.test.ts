import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AADHAAR_PATTERN,
  AadhaarSchema,
  CommentSchema,
  CommentTextSchema,
  DECIMAL_12_2_PATTERN,
  DECIMAL_13_2_PATTERN,
  DIGITS_PATTERN,
  DURATION_INPUT_PATTERN,
  DurationInputSchema,
  EMAIL_PATTERN,
  EmailSchema,
  EXPERIENCE_PATTERN,
  GSTIN_PATTERN,
  GstinSchema,
  ISO_DURATION_PATTERN,
  IsoDurationSchema,
  MEETING_URL_PATTERN,
  MeetingUrlSchema,
  MIN_THREE_LETTERS_PATTERN,
  PAN_PATTERN,
  PanSchema,
  PERCENTAGE_PATTERN,
  PHONE_PATTERN,
  PhoneSchema,
  POSITIVE_DIGITS_PATTERN,
  URL_PATTERN,
  UrlSchema,
  WEBSITE_PATTERN,
  WebsiteSchema,
  WHOLE_NUMBER_BELOW_100_PATTERN,
  ZIP_PATTERN,
  ZipCodeSchema,
} from './patterns';

interface PatternCase {
  pattern: RegExp;
  schema?: z.ZodType;
  accepted: string[];
  rejected: string[];
}

const PATTERN_CASES: Record<string, PatternCase> = {
  'decimal 12.2': {
    pattern: DECIMAL_12_2_PATTERN,
    accepted: ['0', '7', '123456789012', '123456789012.5', '123456789012.99', '0.01'],
    rejected: ['1234567890123', '1.234', '1.', '.5', '-1', '1,000', '1e3', ''],
  },
  'decimal 13.2': {
    pattern: DECIMAL_13_2_PATTERN,
    accepted: ['1234567890123', '1234567890123.45', '0.5'],
    rejected: ['12345678901234', '1.234', '-1', ''],
  },
  experience: {
    pattern: EXPERIENCE_PATTERN,
    accepted: ['0', '5', '12', '12.5', '3.0'],
    rejected: ['123', '12.55', '1.', '-1', ''],
  },
  percentage: {
    pattern: PERCENTAGE_PATTERN,
    accepted: ['0', '5', '99.99', '50.5', '100', '100.0', '100.00'],
    rejected: ['100.01', '101', '150', '1000', '12.345', '-5', ''],
  },
  'whole number below 100': {
    pattern: WHOLE_NUMBER_BELOW_100_PATTERN,
    accepted: ['0', '7', '99'],
    rejected: ['100', '1.5', '-1', ''],
  },
  zip: {
    pattern: ZIP_PATTERN,
    schema: ZipCodeSchema,
    accepted: ['560001', '000000'],
    rejected: ['56000', '5600011', '56000a', ' 560001', ''],
  },
  phone: {
    pattern: PHONE_PATTERN,
    schema: PhoneSchema,
    accepted: ['9876543210', '', '+1234567', '+919876543210', '+123456789012345'],
    rejected: ['987654321', '98765432101', '+123456', '+1234567890123456', '+91 98765 43210', '91-98765'],
  },
  PAN: {
    pattern: PAN_PATTERN,
    schema: PanSchema,
    accepted: ['ABCDE1234F', 'abcde1234f', 'A1'],
    rejected: ['ABCDE1234FG', 'ABCDE-1234', ''],
  },
  Aadhaar: {
    pattern: AADHAAR_PATTERN,
    schema: AadhaarSchema,
    accepted: ['123456789012', '1234'],
    rejected: ['1234567890123', '1234 5678 9012', 'X23456789012', ''],
  },
  GSTIN: {
    pattern: GSTIN_PATTERN,
    schema: GstinSchema,
    accepted: ['27AAPFU0939F1ZV', '29ABCDE1234F2Z5', '07AAACB2230MZZB'],
    rejected: [
      '27aapfu0939f1zv',
      '27AAPFU0939F1AV',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      'A7AAPFU0939F1ZV',
      '',
    ],
  },
  email: {
    pattern: EMAIL_PATTERN,
    schema: EmailSchema,
    accepted: ['asha@example.com', 'asha.rao+hr@mail.example.co.in', "o'neil@example.org"],
    rejected: ['asha', 'asha@', '@example.com', 'asha@example', 'asha @example.com', 'asha@example.c', ''],
  },
  website: {
    pattern: WEBSITE_PATTERN,
    schema: WebsiteSchema,
    accepted: ['example.com', 'www.example.co.in', 'http://example.com', 'https://sub.example.io/a?b=c#d'],
    rejected: ['example', 'localhost', 'http://', 'ftp://example.com', 'exa mple.com', '-example.com', ''],
  },
  URL: {
    pattern: URL_PATTERN,
    schema: UrlSchema,
    accepted: ['https://example.com', 'http://example.com:8080/path', 'https://a.example.org/x?y=1'],
    rejected: ['example.com', 'www.example.com', 'mailto:asha@example.com', 'https://example', ''],
  },
  'meeting URL': {
    pattern: MEETING_URL_PATTERN,
    schema: MeetingUrlSchema,
    accepted: [
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
      'https://meet.google.com/abc-defg-hij',
    ],
    rejected: ['http://meet.google.com/abc-defg-hij', 'meet.google.com/abc', 'https://', ''],
  },
  'ISO duration': {
    pattern: ISO_DURATION_PATTERN,
    schema: IsoDurationSchema,
    accepted: ['P1M2W3DT4H5M', 'PT90M', 'P3D', 'P2W', 'PT4H', 'P1MT5M', 'PT0M'],
    rejected: ['P', 'PT', 'P1MT', '1M', 'P1Y', 'PT1S', 'PT1.5H', 'P2W1M', 'PT5M4H', 'p1d', 'P1D ', ''],
  },
  'duration input': {
    pattern: DURATION_INPUT_PATTERN,
    schema: DurationInputSchema,
    accepted: ['1M 2w 3d 4h 5m', '5m', '4h', '2w 3d', ' 1h 30m ', '1h30m', '0m'],
    rejected: ['', ' ', '12', '2w 1M', '1W', '1y', '1.5h', '1h 1h', 'h', '-1d'],
  },
  digits: {
    pattern: DIGITS_PATTERN,
    accepted: ['0', '0042', '1234567890'],
    rejected: ['', '1.0', '-1', '1 2', 'a1'],
  },
  'digits greater than zero': {
    pattern: POSITIVE_DIGITS_PATTERN,
    accepted: ['1', '42', '007', '1000'],
    rejected: ['0', '000', '', '-1', '1.5'],
  },
  'at least three letters': {
    pattern: MIN_THREE_LETTERS_PATTERN,
    accepted: ['abc', 'Ann Lee', 'a1b2c3', '  Zoë', 'R&D Lab'],
    rejected: ['ab', 'a1b2', '123', '', '  x y  '],
  },
};

const rows = Object.entries(PATTERN_CASES).flatMap(([name, { accepted, rejected }]) => [
  ...accepted.map((sample): [string, string, boolean] => [name, sample, true]),
  ...rejected.map((sample): [string, string, boolean] => [name, sample, false]),
]);

describe('input patterns', () => {
  it.each(rows)('%s: %j → %s', (name, sample, accepted) => {
    const { pattern, schema } = PATTERN_CASES[name] as PatternCase;
    expect(pattern.test(sample)).toBe(accepted);
    if (schema) expect(schema.safeParse(sample).success).toBe(accepted);
  });
});

describe('CommentSchema', () => {
  it.each<[number, boolean]>([
    [0, true],
    [16000, true],
    [16001, false],
  ])('accepts %d characters: %s', (length, accepted) => {
    expect(CommentSchema.safeParse('x'.repeat(length)).success).toBe(accepted);
  });

  it('reports an over-long comment with the min_16000 key', () => {
    expect(CommentSchema.safeParse('x'.repeat(16001)).error?.issues[0]?.message).toBe('min_16000');
  });

  it('keeps a reason or note trimmed, counting what is kept against the same limit', () => {
    expect(CommentTextSchema.parse(`  ${'x'.repeat(16000)}  `)).toHaveLength(16000);
    expect(CommentTextSchema.safeParse('x'.repeat(16001)).error?.issues[0]?.message).toBe('min_16000');
  });
});
