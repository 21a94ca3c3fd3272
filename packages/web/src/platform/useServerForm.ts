import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { formFieldErrors, messageForError } from './errorMessages';

/**
 * A form's answer to a refused save: each field error the server sent goes under its field, and `failure`
 * holds what no field can show (an error for a field the form does not have, or the whole call's message).
 * `setFailure` shows a message of the form's own above it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a form of any values; only its field names are used
export function useServerForm(form: FormInstance<any>, module: string, fields: readonly string[]) {
  const [failure, setFailure] = useState<string | null>(null);
  const showServerError = useCallback(
    (error: unknown) => {
      const { fields: placed, unplaced } = formFieldErrors(error, module, fields);
      form.setFields(placed);
      setFailure(unplaced ?? (placed.length ? null : messageForError(error, module)));
    },
    [form, module, fields],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  return { failure, setFailure, clearFailure, showServerError };
}
