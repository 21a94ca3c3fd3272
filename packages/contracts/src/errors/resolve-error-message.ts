import { CODE_MESSAGES } from './code-messages';
import { DEFAULT_MESSAGES } from './default-messages';
import { type CodeMessageMap, MODULE_MESSAGES, type ModuleMessages } from './module-messages';

export interface MessageLookup {
  code: string;
  module?: string;
  field?: string;
}

function ownEntry<T>(map: Readonly<Record<string, T>> | undefined, key: string | undefined): T | undefined {
  return map && key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}

export function resolveErrorMessage(
  lookup: MessageLookup,
  modules: Readonly<Record<string, ModuleMessages>> = MODULE_MESSAGES,
): string {
  return resolveMessageIn(lookup, CODE_MESSAGES, modules);
}

/**
 * The same lookup in a given table of code texts, so a client can start with the platform's (PLATFORM_ERRORS) and
 * add every module's when it needs them: the whole catalogue is not loaded with the sign-in page.
 */
export function resolveMessageIn(
  { code, module, field }: MessageLookup,
  codeMessages: CodeMessageMap,
  modules: Readonly<Record<string, ModuleMessages>> = MODULE_MESSAGES,
): string {
  const moduleMessages = ownEntry(modules, module);
  const fieldMessages = ownEntry(moduleMessages?.fields, field);
  return (
    ownEntry(fieldMessages, code) ??
    ownEntry(moduleMessages?.codes, code) ??
    ownEntry(codeMessages, code) ??
    DEFAULT_MESSAGES.error
  );
}
