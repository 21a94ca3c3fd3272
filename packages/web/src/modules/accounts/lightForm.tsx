import { PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { theme } from 'antd';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { messageForCode } from '../../platform/errorMessages';

/**
 * The sign-in page's forms are built from these rather than Ant Design's Form, whose engine (fields, rules,
 * async validation) would add about 30 KB of gzipped JavaScript to the route every visitor loads first.
 * They validate with the same contract schemas and show the same catalogue messages.
 */

/** A contract field schema; its issue messages are catalogue codes ('required', 'invalid_email', ...). */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

interface FieldRule {
  schema: FieldSchema;
  module: string;
}

type Values<F extends string> = Record<F, string>;
type Errors<F extends string> = Partial<Record<F, string>>;

function check(value: string, { schema, module }: FieldRule, field: string): string | undefined {
  if (value === '') return messageForCode({ code: PLATFORM_ERROR_CODES.REQUIRED, module, field });
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return messageForCode({
    code: result.error.issues[0]?.message ?? PLATFORM_ERROR_CODES.INVALID,
    module,
    field,
  });
}

/**
 * Values and errors of a small form. A field is checked on submit, and again on every change once it shows an
 * error; `setErrors` places the server's field errors.
 */
export function useLightForm<F extends string>(formName: string, rules: Readonly<Record<F, FieldRule>>) {
  const names = Object.keys(rules) as F[];
  const [values, setValues] = useState<Values<F>>(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Values<F>,
  );
  const [errors, setErrors] = useState<Errors<F>>({});

  const idOf = (name: F) => `${formName}_${name}`;
  const field = (name: F) => ({
    id: idOf(name),
    value: values[name],
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idOf(name)}_error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: check(value, rules[name], name) }));
    },
  });

  /** A submit handler that calls `onValid` only when every field passes. */
  const onSubmit = (onValid: (values: Values<F>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found: Errors<F> = {};
    for (const name of names) found[name] = check(values[name], rules[name], name);
    setErrors(found);
    if (names.every((name) => !found[name])) onValid(values);
  };

  /** The props of the field's LightField. */
  const label = (name: F) => ({ id: idOf(name), error: errors[name] });

  return { field, label, onSubmit, setErrors };
}

interface LightFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A label above its input and the error below it, laid out like a vertical Form.Item. */
export function LightField({ id, label, error, children }: LightFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'inline-block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_error`} style={{ color: token.colorError, lineHeight: token.lineHeight }}>
          {error}
        </div>
      )}
    </div>
  );
}
