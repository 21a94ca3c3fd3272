import { formatApiDate } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { isApiError } from '../../../platform/apiClient';
import { messageForError } from '../../../platform/errorMessages';

export const toDay = (value: string | null | undefined) => (value ? dayjs(value) : null);
export const apiDate = (value: Dayjs) => formatApiDate(value.toDate());

/** A refused team change: the code's message, then each discrepancy the server names. */
export function teamFailure(error: unknown): string {
  const message = messageForError(error, 'projects');
  const detail = isApiError(error) ? error.body.detail : undefined;
  return detail ? `${message}: ${detail}` : message;
}
