export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BANNER_AUTO_CLOSE_MS = 3_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;

export const SEARCH_DEBOUNCE_MS = 500;
export const HEADER_SEARCH_DEBOUNCE_MS = 300;
export const WINDOW_RESIZE_DEBOUNCE_MS = 100;
export const POPOVER_HOVER_DELAY_MS = 100;

/** GET requests are retried on network errors, up to this many attempts. */
export const GET_RETRY_ATTEMPTS = 3;
export const SOCKET_MAX_RETRIES = 20;
export const SOCKET_RETRY_DELAY_MS = 500;
