import { type CodeMessageMap, PLATFORM_ERRORS } from '@atrium/contracts';

/**
 * The texts codes are read with: the platform's from the start, which is all the sign-in, password and error
 * pages are answered with; the signed-in shell loads every module's beside itself (loadCodeMessages), so no
 * page's first open carries the whole catalogue.
 */
let codeMessages: CodeMessageMap = Object.fromEntries(
  Object.entries(PLATFORM_ERRORS).map(([code, { message }]) => [code, message]),
);

let loading: Promise<void> = Promise.resolve();

export function currentCodeMessages(): CodeMessageMap {
  return codeMessages;
}

/** Adds texts for more codes. */
export function addCodeMessages(messages: CodeMessageMap): void {
  codeMessages = { ...codeMessages, ...messages };
}

/** Loads more texts in the background; a failed call waits for them (codeMessagesLoaded) before it is read. */
export function loadCodeMessages(load: () => Promise<CodeMessageMap>): void {
  // Should the chunk not load, the platform's texts and the generic message still answer.
  loading = load().then(addCodeMessages, () => undefined);
}

export function codeMessagesLoaded(): Promise<void> {
  return loading;
}
