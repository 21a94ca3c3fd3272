import { MAX_ATTACHMENT_BYTES, PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { messageForCode } from '../../platform/errorMessages';

export const WORKBOOK_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const IMPORT_FILE_MESSAGES = {
  notWorkbook: 'Sorry, this file type is not supported. Please choose an Excel workbook (.xlsx).',
  empty: 'This file is empty. Please choose a workbook with rows to import.',
} as const;

/** Why a chosen file cannot be imported, checked before any byte is sent; null when it may be. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return IMPORT_FILE_MESSAGES.notWorkbook;
  if (file.size > MAX_ATTACHMENT_BYTES)
    return messageForCode({ code: PLATFORM_ERROR_CODES.PAYLOAD_TOO_LARGE });
  if (file.size === 0) return IMPORT_FILE_MESSAGES.empty;
  return null;
}
