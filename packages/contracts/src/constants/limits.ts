export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_LIST_LIMIT = 50;
export const DEFAULT_LIST_OFFSET = 0;
/** Also the offset step when paging through all notifications. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Rows one upload may hold below its header; a larger file fails with file_error_code `too_many_rows`. */
export const MAX_UPLOAD_ROWS = 100_000;
/** What an uploaded workbook may inflate to (a small zip can hold gigabytes of repeated cells). */
export const MAX_UPLOAD_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Repeated values an upload's error report lists, and rows listed for each. */
export const MAX_REPORTED_DUPLICATES = 100;
export const MAX_REPORTED_DUPLICATE_ROWS = 50;
/** Rows an upload's error report gives messages for, the first by row number; the result counts every skipped row. */
export const MAX_REPORTED_ROW_ERRORS = 1000;
export const MEMBER_LIMIT = 50;

export const UNIVERSAL_SEARCH_LIMIT = 5;
export const RECENT_SEARCHES_MAX = 3;

export const TEXT_LIMITS = { short: 64, medium: 256, long: 1000, extraLong: 16000 } as const;
export const COMMENT_MAX_LENGTH = TEXT_LIMITS.extraLong;
/** The message key a comment over the limit shows (the key's name is the spec's, 'min' included). */
export const COMMENT_TOO_LONG_MESSAGE_KEY = 'min_16000';
