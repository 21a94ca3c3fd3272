import { isApiError } from '../../../platform/apiClient';
import { messageForError } from '../../../platform/errorMessages';

/** A refused team change: the code's message, then each discrepancy the server names. */
export function teamFailure(error: unknown): string {
  const message = messageForError(error, 'projects');
  const detail = isApiError(error) ? error.body.detail : undefined;
  return detail ? `${message}: ${detail}` : message;
}
