import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors/error-codes';
import { EXPENSE_ERRORS, isExpenseErrorCode } from './expenses.errors';

describe('expense and receipt refusals', () => {
  it('are 400s with their own codes, none of them a code of the app-wide catalogue', () => {
    for (const [code, definition] of Object.entries(EXPENSE_ERRORS)) {
      expect(definition.status).toBe(400);
      expect(definition.message.length).toBeGreaterThan(10);
      expect(isErrorCode(code)).toBe(false);
    }
  });

  it('are told from other codes', () => {
    expect(isExpenseErrorCode('attachment_limit')).toBe(true);
    expect(isExpenseErrorCode('milestone_outside_project')).toBe(false);
    expect(isExpenseErrorCode('toString')).toBe(false);
  });
});
