import type { ErrorBody } from './error-body';
import { PLATFORM_ERROR_CODES } from './platform-errors';
import { resolveErrorMessage } from './resolve-error-message';

export interface ErrorRequest {
  method: string;
  hasAction: boolean;
}

export function isFirstFieldCodeRequest({ method, hasAction }: ErrorRequest): boolean {
  return hasAction || ['GET', 'DELETE'].includes(method.toUpperCase());
}

export function firstFieldCode(body: ErrorBody): string {
  if (body.code !== PLATFORM_ERROR_CODES.INVALID) return body.code;
  const [firstCodes] = Object.values(body.codes ?? {});
  return firstCodes?.[0] ?? body.code;
}

export function fieldErrors(body: ErrorBody, module?: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(body.codes ?? {}).map(([field, codes]) => [
      field,
      codes.map((code) => resolveErrorMessage({ code, module, field })),
    ]),
  );
}
