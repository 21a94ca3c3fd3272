import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from './error-body';

describe('ErrorBodySchema', () => {
  it.each([
    { code: 'permission_denied' },
    { code: 'invalid', detail: 'Bad input', codes: { email: ['required'], name: ['blank', 'invalid'] } },
    { code: 'invalid', codes: {} },
  ])('accepts %j', (body) => {
    expect(ErrorBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    {},
    { code: 42 },
    { code: 'invalid', detail: 3 },
    { code: 'invalid', codes: { email: 'required' } },
    { code: 'invalid', codes: { email: [1] } },
    { code: 'invalid', codes: ['required'] },
  ])('rejects %j', (body) => {
    expect(ErrorBodySchema.safeParse(body).success).toBe(false);
  });
});
