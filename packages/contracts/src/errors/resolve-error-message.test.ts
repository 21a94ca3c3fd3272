import { describe, expect, it } from 'vitest';
import type { ModuleMessages } from './module-messages';
import { type MessageLookup, resolveErrorMessage } from './resolve-error-message';

const MODULES: Record<string, ModuleMessages> = {
  leave: {
    codes: { invalid: 'Leave request is invalid', overlapping_dates: 'Those days are already on leave' },
    fields: {
      start_date: { invalid: 'Start date is invalid', leave_before_joining: 'Before your joining date' },
    },
  },
  timesheet: { fields: { hours: { invalid: 'Hours must be between 1 and 24' } } },
};

describe('resolveErrorMessage fallback order', () => {
  it.each<[string, MessageLookup, string]>([
    [
      'module + field + code',
      { module: 'leave', field: 'start_date', code: 'invalid' },
      'Start date is invalid',
    ],
    [
      'module + field + a code only the field knows',
      { module: 'leave', field: 'start_date', code: 'leave_before_joining' },
      'Before your joining date',
    ],
    [
      'module + code when the field has none',
      { module: 'leave', field: 'end_date', code: 'invalid' },
      'Leave request is invalid',
    ],
    [
      'module + code when the field code is missing',
      { module: 'leave', field: 'start_date', code: 'overlapping_dates' },
      'Those days are already on leave',
    ],
    ['module + code without a field', { module: 'leave', code: 'invalid' }, 'Leave request is invalid'],
    [
      'catalogue code when the module has none',
      { module: 'timesheet', code: 'required' },
      'This field is required',
    ],
    [
      'catalogue code when the module field has none',
      { module: 'timesheet', field: 'hours', code: 'blank' },
      'This field is required',
    ],
    [
      'catalogue code for an unknown module',
      { module: 'vendors', field: 'gst', code: 'integrity_error' },
      'Record already exist!',
    ],
    [
      'catalogue code with no module',
      { code: 'permission_denied' },
      'Sorry, you do not have permission to perform this action',
    ],
    ['a field without a module is ignored', { field: 'hours', code: 'required' }, 'This field is required'],
    [
      'default for an unknown code',
      { code: 'leave_policy_missing' },
      'There is some issue with your request',
    ],
    ['default for an empty code', { code: '' }, 'There is some issue with your request'],
    ['default for a prototype key', { code: 'toString' }, 'There is some issue with your request'],
    [
      'default through prototype module and field keys',
      { module: 'constructor', field: '__proto__', code: 'name' },
      'There is some issue with your request',
    ],
  ])('%s', (_name, lookup, expected) => {
    expect(resolveErrorMessage(lookup, MODULES)).toBe(expected);
  });
});
