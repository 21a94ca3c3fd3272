import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE_KEY } from '../constants/limits';

export const DECIMAL_12_2_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;
export const DECIMAL_13_2_PATTERN = /^\d{1,13}(?:\.\d{1,2})?$/;
export const EXPERIENCE_PATTERN = /^\d{1,2}(?:\.\d)?$/;
export const PERCENTAGE_PATTERN = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;
export const WHOLE_NUMBER_BELOW_100_PATTERN = /^\d{1,2}$/;

export const ZIP_PATTERN = /^\d{6}$/;
/** Ten digits, or '+' and 7 to 15 digits, or nothing. */
export const PHONE_PATTERN = /^(?:\d{10}|\+\d{7,15})?$/;
export const PAN_PATTERN = /^[A-Za-z0-9]{1,10}$/;
export const AADHAAR_PATTERN = /^\d{1,12}$/;
/** GSTIN: state code, PAN-shaped 5 letters + 4 digits + 1 letter, entity number (1-9 or A-Z), 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[A-Z\d]$/;

export const EMAIL_PATTERN = z.regexes.email;
const DOMAIN = String.raw`(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+[A-Za-z]{2,}`;
const HOST_AND_PATH = String.raw`${DOMAIN}(?::\d{1,5})?(?:[/?#]\S*)?`;
/** A domain name, with or without http(s)://. */
export const WEBSITE_PATTERN = new RegExp(`^(?:https?://)?${HOST_AND_PATH}$`);
export const URL_PATTERN = new RegExp(`^https?://${HOST_AND_PATH}$`);
export const MEETING_URL_PATTERN = new RegExp(`^https://${HOST_AND_PATH}$`);

/** Months, weeks, days, then after 'T' hours and minutes, in that order, whole numbers only. */
export const ISO_DURATION_PATTERN =
  /^P(?!$)(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?)?$/;
/** '1M 2w 3d 4h 5m': any of the parts, in that order; M is months and m minutes. */
export const DURATION_INPUT_PATTERN =
  /^\s*(?=\d)(?:(\d+)M\s*)?(?:(\d+)w\s*)?(?:(\d+)d\s*)?(?:(\d+)h\s*)?(?:(\d+)m\s*)?$/;

export const DIGITS_PATTERN = /^\d+$/;
export const POSITIVE_DIGITS_PATTERN = /^0*[1-9]\d*$/;
export const MIN_THREE_LETTERS_PATTERN = /^(?:\P{L}*\p{L}){3}/u;

export const ZipCodeSchema = z.string().regex(ZIP_PATTERN, 'invalid_zip');
export const PhoneSchema = z.string().regex(PHONE_PATTERN);
export const PanSchema = z.string().regex(PAN_PATTERN);
export const AadhaarSchema = z.string().regex(AADHAAR_PATTERN);
export const GstinSchema = z.string().regex(GSTIN_PATTERN);
export const EmailSchema = z.email();
export const WebsiteSchema = z.string().regex(WEBSITE_PATTERN);
export const UrlSchema = z.string().regex(URL_PATTERN);
export const MeetingUrlSchema = z.string().regex(MEETING_URL_PATTERN);
export const IsoDurationSchema = z.string().regex(ISO_DURATION_PATTERN);
export const DurationInputSchema = z.string().regex(DURATION_INPUT_PATTERN);
export const CommentSchema = z.string().max(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG_MESSAGE_KEY });
/** A reason or a note as it is stored: trimmed, at most the spec's 16,000 characters (min_16000 beyond). */
export const CommentTextSchema = z
  .string()
  .trim()
  .max(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG_MESSAGE_KEY });
