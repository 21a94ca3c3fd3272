import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ConstantKey,
  constantKey,
  type DuplicateCodes,
  defineErrors,
  mergeErrors,
} from './define-errors';

const FIRST = defineErrors({
  first_code: { status: 400, message: 'First' },
  shared_code: { status: 409, message: 'Shared' },
});
const SECOND = defineErrors({ second_code: { status: 404, message: 'Second' } });
const CLASHING = defineErrors({ shared_code: { status: 400, message: 'Shared again' } });

describe('defineErrors', () => {
  it('keeps the definitions and their literal codes', () => {
    expect(FIRST.first_code).toEqual({ status: 400, message: 'First' });
    expectTypeOf<keyof typeof FIRST>().toEqualTypeOf<'first_code' | 'shared_code'>();
  });
});

describe('mergeErrors', () => {
  it('puts every module’s codes in one map', () => {
    const merged = mergeErrors({ first: FIRST, second: SECOND });
    expect(merged).toEqual({ ...FIRST, ...SECOND });
    expectTypeOf<keyof typeof merged>().toEqualTypeOf<'first_code' | 'shared_code' | 'second_code'>();
  });

  it('refuses a code defined by two modules, naming the code and both modules', () => {
    // @ts-expect-error shared_code is defined by two modules
    expect(() => mergeErrors({ first: FIRST, second: SECOND, clashing: CLASHING })).toThrow(
      'Error code "shared_code" is defined by both first and clashing',
    );
  });

  it('names the duplicated codes in the type check', () => {
    expectTypeOf<DuplicateCodes<{ first: typeof FIRST; second: typeof SECOND }>>().toEqualTypeOf<never>();
    expectTypeOf<
      DuplicateCodes<{ first: typeof FIRST; second: typeof SECOND; clashing: typeof CLASHING }>
    >().toEqualTypeOf<'shared_code'>();
  });
});

describe('constantKey', () => {
  it.each([
    ['required', 'REQUIRED'],
    ['min_16000', 'MIN_16000'],
    ['invalid_confirmPassword', 'INVALID_CONFIRM_PASSWORD'],
    [
      'actual_milestone_amount_is_required_for_project_activation',
      'ACTUAL_MILESTONE_AMOUNT_IS_REQUIRED_FOR_PROJECT_ACTIVATION',
    ],
  ])('%s → %s', (code, key) => {
    expect(constantKey(code)).toBe(key);
  });

  it('has the same key in its type', () => {
    expectTypeOf(constantKey('invalid_confirmPassword')).toEqualTypeOf<'INVALID_CONFIRM_PASSWORD'>();
    expectTypeOf<ConstantKey<'min_16000'>>().toEqualTypeOf<'MIN_16000'>();
  });
});
