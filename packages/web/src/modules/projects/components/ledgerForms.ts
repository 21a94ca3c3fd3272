import type { FormInstance } from 'antd';
import { isApiError } from '../../../platform/apiClient';
import { messageForError } from '../../../platform/errorMessages';

/**
 * A refused save of a ledger entry's form: each field's codes under the field, and what no field shows (or the
 * call's own code) as the form's failure. `messageOf` reads a code, the ledger's own refusals first.
 */
export function showLedgerFailure(
  // biome-ignore lint/suspicious/noExplicitAny: a form of any values; only its field names are used
  form: FormInstance<any>,
  fields: readonly string[],
  error: unknown,
  setFailure: (failure: string | null) => void,
  messageOf: (code: string, field?: string) => string,
) {
  if (!isApiError(error)) {
    setFailure(messageForError(error, 'projects'));
    return;
  }
  const placed: { name: string; errors: string[] }[] = [];
  let unplaced: string | null = null;
  for (const [name, codes] of Object.entries(error.body.codes ?? {})) {
    const errors = codes.map((code) => messageOf(code, name));
    if (fields.includes(name)) placed.push({ name, errors });
    else unplaced ??= errors[0] ?? null;
  }
  form.setFields(placed);
  setFailure(unplaced ?? (placed.length ? null : messageOf(error.code)));
}
