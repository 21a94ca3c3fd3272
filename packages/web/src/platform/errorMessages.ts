import { DEFAULT_MESSAGES, type MessageLookup, resolveMessageIn } from '@atrium/contracts';
import { isApiError } from './apiClient';
import { currentCodeMessages } from './codeMessages';

export function messageForCode(lookup: MessageLookup): string {
  return resolveMessageIn(lookup, currentCodeMessages());
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
