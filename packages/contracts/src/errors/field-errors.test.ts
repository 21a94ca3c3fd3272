import { describe, expect, it } from 'vitest';
import type { ErrorBody } from './error-body';
import { type ErrorRequest, fieldErrors, firstFieldCode, isFirstFieldCodeRequest } from './field-errors';

describe('firstFieldCode', () => {
  it.each<[string, ErrorBody, string]>([
    [
      'promotes the first code of the first field',
      { code: 'invalid', codes: { email: ['required', 'x'], name: ['blank'] } },
      'required',
    ],
    ['keeps invalid without a codes map', { code: 'invalid' }, 'invalid'],
    ['keeps invalid with an empty codes map', { code: 'invalid', codes: {} }, 'invalid'],
    [
      'keeps invalid when the first field lists nothing',
      { code: 'invalid', codes: { email: [], name: ['blank'] } },
      'invalid',
    ],
    [
      'keeps any other code',
      { code: 'permission_denied', codes: { email: ['required'] } },
      'permission_denied',
    ],
  ])('%s', (_name, body, expected) => {
    expect(firstFieldCode(body)).toBe(expected);
  });
});

describe('isFirstFieldCodeRequest', () => {
  it.each<[ErrorRequest, boolean]>([
    [{ method: 'GET', hasAction: false }, true],
    [{ method: 'get', hasAction: false }, true],
    [{ method: 'DELETE', hasAction: false }, true],
    [{ method: 'POST', hasAction: true }, true],
    [{ method: 'PATCH', hasAction: true }, true],
    [{ method: 'POST', hasAction: false }, false],
    [{ method: 'PUT', hasAction: false }, false],
    [{ method: 'PATCH', hasAction: false }, false],
  ])('%j → %s', (request, expected) => {
    expect(isFirstFieldCodeRequest(request)).toBe(expected);
  });
});

describe('fieldErrors', () => {
  it.each<[string, ErrorBody, string | undefined, Record<string, string[]>]>([
    ['no codes map', { code: 'permission_denied' }, undefined, {}],
    [
      'catalogue messages per field',
      { code: 'invalid', codes: { name: ['required', 'blank'], budget: ['integrity_error'] } },
      undefined,
      { name: ['This field is required', 'This field is required'], budget: ['Record already exist!'] },
    ],
    [
      'module and field overrides',
      {
        code: 'invalid',
        codes: { email: ['invalid'], confirmPassword: ['invalid'], password: ['required'] },
      },
      'account',
      {
        email: ['Please enter valid email address.'],
        confirmPassword: ['New Password and Confirm Password do not match'],
        password: ['This field is required'],
      },
    ],
    [
      'the default for unknown codes',
      { code: 'invalid', codes: { gst: ['gst_format'] } },
      undefined,
      { gst: ['There is some issue with your request'] },
    ],
  ])('%s', (_name, body, module, expected) => {
    expect(fieldErrors(body, module)).toEqual(expected);
  });
});
