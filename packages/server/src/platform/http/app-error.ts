import { statusForCode } from '@atrium/contracts';

/** A failure a client is meant to see: a stable code, the HTTP status it implies, optional per-field codes. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly codes: Record<string, string[]> | undefined;
  readonly detail: string | undefined;

  constructor(
    code: string,
    options: { status?: number; codes?: Record<string, string[]>; detail?: string } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusForCode(code);
    this.codes = options.codes;
    this.detail = options.detail;
  }
}

export const invalid = (codes: Record<string, string[]>) => new AppError('invalid', { status: 400, codes });
