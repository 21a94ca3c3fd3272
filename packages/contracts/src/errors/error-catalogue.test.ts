import { describe, expect, expectTypeOf, it } from 'vitest';
import { CODE_MESSAGES } from './code-messages';
import { constantKey } from './define-errors';
import { ERROR_DEFINITIONS, ERRORS_BY_MODULE } from './error-catalogue';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { CODE_STATUSES } from './error-status';

const ALL_CODES = Object.values(ERROR_CODES);

describe('the error catalogue', () => {
  it.each(ALL_CODES)('%s has an error status and a message', (code) => {
    const status = CODE_STATUSES[code];
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(typeof CODE_MESSAGES[code]).toBe('string');
    expect(CODE_MESSAGES[code].trim()).not.toBe('');
  });

  it('has a status and a message for the codes and nothing else', () => {
    expect(Object.keys(CODE_STATUSES).sort()).toEqual([...ALL_CODES].sort());
    expect(Object.keys(CODE_MESSAGES).sort()).toEqual([...ALL_CODES].sort());
    expect(Object.keys(ERROR_DEFINITIONS).sort()).toEqual([...ALL_CODES].sort());
  });

  it('defines no code in two modules', () => {
    const owners = new Map<string, string[]>();
    for (const [moduleName, definitions] of Object.entries(ERRORS_BY_MODULE)) {
      for (const code of Object.keys(definitions))
        owners.set(code, [...(owners.get(code) ?? []), moduleName]);
    }
    const definedTwice = [...owners].filter(([, modules]) => modules.length > 1);
    expect(definedTwice).toEqual([]);
  });

  it('holds every module’s codes with the module’s status and message', () => {
    for (const definitions of Object.values(ERRORS_BY_MODULE)) {
      for (const [code, { status, message }] of Object.entries(definitions)) {
        expect(CODE_STATUSES[code as ErrorCode]).toBe(status);
        expect(CODE_MESSAGES[code as ErrorCode]).toBe(message);
      }
    }
  });

  it.each([
    ['contract_overlap', 'contractors'],
    ['exit_clearance_pending', 'exits'],
    ['leave_year_already_open', 'leave'],
    ['reporting_manager_cycle', 'people'],
    ['headquarter_required', 'org-setup'],
    ['group_discripancy', 'projects'],
    ['permission_denied', 'platform'],
  ] as const)('%s is owned by %s', (code, moduleName) => {
    expect(Object.keys(ERRORS_BY_MODULE[moduleName])).toContain(code);
  });
});

describe('ERROR_CODES', () => {
  it('keys each code by its upper snake case name, one key per code', () => {
    expect(ERROR_CODES.INVALID_CONFIRM_PASSWORD).toBe('invalid_confirmPassword');
    expect(ERROR_CODES.MIN_16000).toBe('min_16000');
    expect(ERROR_CODES.CONTRACT_OVERLAP).toBe('contract_overlap');
    expect(new Set(Object.keys(ERROR_CODES)).size).toBe(Object.keys(ERROR_DEFINITIONS).length);
    for (const [key, code] of Object.entries(ERROR_CODES)) expect(key).toBe(constantKey(code));
  });

  it('keeps each code’s literal type', () => {
    expectTypeOf(ERROR_CODES.INVALID_CONFIRM_PASSWORD).toEqualTypeOf<'invalid_confirmPassword'>();
    expectTypeOf(ERROR_CODES.LEAVE_ALREADY_STARTED).toEqualTypeOf<'leave_already_started'>();
    expectTypeOf<ErrorCode>().toEqualTypeOf<(typeof ERROR_CODES)[keyof typeof ERROR_CODES]>();
  });
});
