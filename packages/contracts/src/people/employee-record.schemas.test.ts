import { describe, expect, it } from 'vitest';
import {
  ageOn,
  BankDetailInputSchema,
  EmployeeCreateSchema,
  EmployeeSkillsInputSchema,
  OwnProfileUpdateSchema,
  WorkChangeSchema,
} from './employee-record.schemas';

const minus = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const valid = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@acme.example',
  code: 'E100',
  employment_type: 'full-time',
  date_of_joining: '2026-01-05',
};

const fieldCodes = (input: unknown) => {
  const result = EmployeeCreateSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('employee record schemas', () => {
  it('counts whole years of age', () => {
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts a minimal employee and refuses one younger than 18', () => {
    expect(EmployeeCreateSchema.safeParse(valid).success).toBe(true);
    expect(EmployeeCreateSchema.safeParse({ ...valid, dob: minus(18) }).success).toBe(true);
    expect(fieldCodes({ ...valid, dob: minus(18, 1) })).toEqual({ dob: 'age_below_18' });
  });

  it.each([
    ['mobile', '98765', 'invalid_phone'],
    ['landline', '+12', 'invalid_phone'],
    ['pan', 'ABCDE1234FG', 'invalid_pan'],
    ['pan', 'ABC-1', 'invalid_pan'],
    ['aadhaar', '1234567890123', 'invalid_aadhaar'],
    ['aadhaar', '12ab', 'invalid_aadhaar'],
    ['email', 'not-an-email', 'invalid_email'],
    ['first_name', '', 'required'],
  ])('refuses %s %j with %s', (field, value, code) => {
    expect(fieldCodes({ ...valid, [field]: value })).toEqual({ [field]: code });
  });

  it.each([
    ['mobile', '9876543210'],
    ['mobile', '+4420712345'],
    ['landline', ''],
    ['pan', 'abcde1234f'],
    ['aadhaar', '123412341234'],
  ])('accepts %s %j', (field, value) => {
    expect(EmployeeCreateSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it('refuses unknown fields, and lets an employee change only their own contact details', () => {
    expect(EmployeeCreateSchema.safeParse({ ...valid, salary: 1 }).success).toBe(false);
    expect(OwnProfileUpdateSchema.safeParse({ mobile: '9876543210' }).success).toBe(true);
    expect(OwnProfileUpdateSchema.safeParse({ code: 'E1' }).success).toBe(false);
    expect(OwnProfileUpdateSchema.safeParse({ first_name: 'X' }).success).toBe(false);
  });

  it('takes only manual statuses in a work change', () => {
    expect(WorkChangeSchema.safeParse({ effective_date: '2026-01-01', status: 'suspension' }).success).toBe(
      true,
    );
    expect(WorkChangeSchema.safeParse({ effective_date: '2026-01-01', status: 'exited' }).success).toBe(
      false,
    );
  });

  it('checks bank account numbers and IFSC, and skills listed once', () => {
    const bank = {
      bank_name: 'HDFC',
      account_holder: 'Asha Rao',
      account_number: '50100123456',
      ifsc: 'hdfc0001234',
    };
    expect(BankDetailInputSchema.parse(bank).ifsc).toBe('HDFC0001234');
    expect(BankDetailInputSchema.safeParse({ ...bank, ifsc: 'HDFC1234' }).success).toBe(false);
    expect(BankDetailInputSchema.safeParse({ ...bank, account_number: '12ab' }).success).toBe(false);
    const skill = { skill_id: 1, level: 'E' };
    expect(EmployeeSkillsInputSchema.safeParse({ skills: [skill] }).success).toBe(true);
    expect(EmployeeSkillsInputSchema.safeParse({ skills: [skill, skill] }).success).toBe(false);
    expect(EmployeeSkillsInputSchema.safeParse({ skills: [{ skill_id: 1, level: 'X' }] }).success).toBe(
      false,
    );
  });
});
