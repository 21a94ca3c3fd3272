import type { FormRule } from 'antd';
import { messageForCode } from './errorMessages';

interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An optional field: empty passes, anything else must satisfy the contract schema (its code's message). */
export function optionalRule(schema: FieldSchema, module: string, field: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new Error(
          messageForCode({ code: result.error.issues[0]?.message ?? 'invalid', module, field }),
        );
      }
    },
  };
}

/** Form values with blank text as null, so a cleared optional field is cleared on the server too. */
export function blanksAsNull<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  ) as T;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A record id from the tool's options (they come from the URL): a whole number, else absent. */
export const idOption = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
