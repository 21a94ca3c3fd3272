import { PLATFORM_ERROR_CODES } from '@atrium/contracts';
import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { messageForCode } from './errorMessages';

/** A contract field schema; its issue messages are catalogue codes ('required', 'invalid_email', ...). */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

interface FieldLookup {
  module?: string;
  field: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function requiredRule({ module, field }: FieldLookup): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value))
        throw new Error(messageForCode({ code: PLATFORM_ERROR_CODES.REQUIRED, module, field }));
    },
  };
}

/**
 * An Ant Design rule that validates with the same contract schema the server uses and shows the
 * catalogue's message for the code it fails with. Empty values fail with 'required' first, unless optional.
 */
export function contractRule(
  schema: FieldSchema,
  { module, field }: FieldLookup,
  { optional = false }: { optional?: boolean } = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) {
        if (optional) return;
        throw new Error(messageForCode({ code: PLATFORM_ERROR_CODES.REQUIRED, module, field }));
      }
      const result = schema.safeParse(value);
      if (!result.success) {
        const code = result.error.issues[0]?.message ?? PLATFORM_ERROR_CODES.INVALID;
        throw new Error(messageForCode({ code, module, field }));
      }
    },
  };
}

/** The field must equal `otherField` (a confirmation); fails with 'invalid_confirmPassword' (spec 5). */
export function matchesFieldRule(otherField: string, { module, field }: FieldLookup): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!isEmpty(value) && value !== getFieldValue(otherField)) {
        throw new Error(
          messageForCode({ code: PLATFORM_ERROR_CODES.INVALID_CONFIRM_PASSWORD, module, field }),
        );
      }
    },
  });
}

/** Refuses a value `isRefused` answers true for with `message`, leaving what was typed in the field. */
export function refuseRule<T>(isRefused: (value: T) => boolean, message: string): RuleObject {
  return {
    validator: async (_rule, value: T) => {
      if (!isEmpty(value) && isRefused(value)) throw new Error(message);
    },
  };
}

interface NumberRange {
  min?: number;
  max?: number;
  isWhole?: boolean;
  message: string;
}

/**
 * A number within its range, refused with the range's message otherwise. An input's own `min` and `max` would
 * change what was typed (150 into 100) without a word; this says why and keeps it.
 */
export function betweenRule({ min = -Infinity, max = Infinity, isWhole = false, message }: NumberRange) {
  return refuseRule(
    (value: number) => value < min || value > max || (isWhole && !Number.isInteger(value)),
    message,
  );
}
