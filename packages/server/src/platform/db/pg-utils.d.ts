/** The part of `pg`'s internal helpers used here (the package ships no types for them). */
declare module 'pg/lib/utils' {
  /** A parameter's value as `pg` sends it: text, or null. */
  export function prepareValue(value: unknown): string | null;
}
