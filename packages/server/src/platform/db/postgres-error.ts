/** The SQLSTATE of a database error, whether the driver's error arrives as it is or wrapped by Drizzle as `cause`. */
export function postgresCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return cause ? postgresCode(cause) : undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
