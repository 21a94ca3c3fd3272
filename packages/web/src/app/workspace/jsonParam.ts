/** Anything with a zod-like `safeParse`. */
interface ParamSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A JSON query parameter (tools_data, data, notification_data): absent, malformed, or its value. */
export type JsonParam<T> = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'value'; value: T };

/** Unparseable JSON and JSON of the wrong shape are both malformed: the link is broken (spec 5). */
export function readJsonParam<T>(raw: string | null, schema: ParamSchema<T>): JsonParam<T> {
  if (raw === null || raw === '') return { kind: 'absent' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { kind: 'malformed' };
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? { kind: 'value', value: parsed.data } : { kind: 'malformed' };
}
