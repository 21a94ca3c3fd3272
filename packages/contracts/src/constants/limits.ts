export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_LIST_LIMIT = 50;
export const DEFAULT_LIST_OFFSET = 0;
/** Also the offset step when paging through all notifications. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MEMBER_LIMIT = 50;

export const UNIVERSAL_SEARCH_LIMIT = 5;
export const RECENT_SEARCHES_MAX = 3;

export const TEXT_LIMITS = { short: 64, medium: 256, long: 1000, extraLong: 16000 } as const;
export const COMMENT_MAX_LENGTH = TEXT_LIMITS.extraLong;
/** The message key a comment over the limit shows (the key's name is the spec's, 'min' included). */
export const COMMENT_TOO_LONG_MESSAGE_KEY = 'min_16000';
