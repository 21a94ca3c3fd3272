import { CODE_MESSAGES, DEFAULT_MESSAGES } from './code-messages';
import { isErrorCode } from './error-codes';
import { MODULE_MESSAGES, type ModuleMessages } from './module-messages';

export interface MessageLookup {
  code: string;
  module?: string;
  field?: string;
}

function ownEntry<T>(map: Readonly<Record<string, T>> | undefined, key: string | undefined): T | undefined {
  return map && key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}

export function resolveErrorMessage(
  { code, module, field }: MessageLookup,
  modules: Readonly<Record<string, ModuleMessages>> = MODULE_MESSAGES,
): string {
  const moduleMessages = ownEntry(modules, module);
  const fieldMessages = ownEntry(moduleMessages?.fields, field);
  return (
    ownEntry(fieldMessages, code) ??
    ownEntry(moduleMessages?.codes, code) ??
    (isErrorCode(code) ? CODE_MESSAGES[code] : DEFAULT_MESSAGES.error)
  );
}
