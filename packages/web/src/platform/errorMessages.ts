import {
  type CodeMessageMap,
  DEFAULT_MESSAGES,
  type MessageLookup,
  PLATFORM_ERRORS,
  resolveMessageIn,
} from '@atrium/contracts';
import { isApiError } from './apiClient';

/**
 * Codes the contracts' NewPasswordSchema produces that the catalogue has no text for yet. Used only while
 * the catalogue answers with its generic fallback, so a text added to the contracts wins.
 */
const CODES_AWAITING_CATALOGUE: Readonly<Record<string, string>> = {
  password_too_short: 'Password must be at least 8 characters long',
  password_too_long: 'Password must be at most 128 characters long',
};

/**
 * The texts codes are read with: the platform's from the start, which is all the sign-in, password and error
 * pages are answered with; the signed-in shell adds every module's (addCodeMessages) when it loads, so the first
 * page of a visit does not carry the whole catalogue.
 */
let codeMessages: CodeMessageMap = Object.fromEntries(
  Object.entries(PLATFORM_ERRORS).map(([code, { message }]) => [code, message]),
);

/** Adds texts for more codes (the signed-in shell adds the whole catalogue, CODE_MESSAGES). */
export function addCodeMessages(messages: CodeMessageMap): void {
  codeMessages = { ...codeMessages, ...messages };
}

export function messageForCode(lookup: MessageLookup): string {
  const message = resolveMessageIn(lookup, codeMessages);
  if (message !== DEFAULT_MESSAGES.error) return message;
  return Object.hasOwn(CODES_AWAITING_CATALOGUE, lookup.code)
    ? (CODES_AWAITING_CATALOGUE[lookup.code] ?? message)
    : message;
}

/** The message for a failed call (or anything thrown), by the error's code and the module asking. */
export function messageForError(error: unknown, module?: string): string {
  return isApiError(error) ? messageForCode({ code: error.code, module }) : DEFAULT_MESSAGES.error;
}

export interface FormFieldErrors<F extends string> {
  /** For Ant Design's `form.setFields`. */
  fields: { name: F; errors: string[] }[];
  /** The first message for a field the form does not have, so it is not lost. */
  unplaced: string | null;
}

/** Field errors of an 'invalid' answer, split between the form's own fields and the rest. */
export function formFieldErrors<F extends string>(
  error: unknown,
  module: string,
  formFields: readonly F[],
): FormFieldErrors<F> {
  const result: FormFieldErrors<F> = { fields: [], unplaced: null };
  if (!isApiError(error)) return result;
  for (const [name, codes] of Object.entries(error.body.codes ?? {})) {
    const errors = codes.map((code) => messageForCode({ code, module, field: name }));
    const formField = formFields.find((field) => field === name);
    if (formField) result.fields.push({ name: formField, errors });
    else result.unplaced ??= errors[0] ?? null;
  }
  return result;
}
