import { describe, expect, it } from 'vitest';
import {
  DepartmentQuerySchema,
  EmploymentTypeCreateSchema,
  GradeCreateSchema,
  GradeUpdateSchema,
  LocationCreateSchema,
  NamedRecordInputSchema,
} from './org-setup.schemas';

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('org setup schemas', () => {
  it('requires a name of at most 64 characters', () => {
    expect(codesOf(NamedRecordInputSchema.safeParse({ name: '  ' }))).toEqual([['name', 'required']]);
    expect(NamedRecordInputSchema.safeParse({ name: 'x'.repeat(65) }).success).toBe(false);
    expect(NamedRecordInputSchema.parse({ name: ' Engineer ' })).toEqual({ name: 'Engineer' });
  });

  it('refuses unknown fields', () => {
    expect(NamedRecordInputSchema.safeParse({ name: 'A', extra: 1 }).success).toBe(false);
  });

  it('refuses a grade whose minimum CTC exceeds its maximum, on min_ctc', () => {
    const grade = { name: 'G1', level: 1, min_ctc: 900000, max_ctc: 500000 };
    expect(codesOf(GradeCreateSchema.safeParse(grade))).toEqual([['min_ctc', 'min_exceeds_max']]);
    expect(GradeCreateSchema.safeParse({ ...grade, max_ctc: 900000 }).success).toBe(true);
    expect(GradeCreateSchema.safeParse({ name: 'G1', level: 1, min_ctc: 900000 }).success).toBe(true);
    expect(codesOf(GradeUpdateSchema.safeParse({ min_ctc: 2, max_ctc: 1 }))).toEqual([
      ['min_ctc', 'min_exceeds_max'],
    ]);
  });

  it('takes CTC as money: not negative, at most two decimals and 13 integer digits', () => {
    const grade = (min_ctc: number) => GradeCreateSchema.safeParse({ name: 'G', level: 1, min_ctc });
    expect(grade(1234.56).success).toBe(true);
    expect(grade(-1).success).toBe(false);
    expect(grade(1.234).success).toBe(false);
    expect(grade(12345678901234).success).toBe(false);
  });

  it('keeps notice periods within a year', () => {
    expect(EmploymentTypeCreateSchema.safeParse({ name: 'contract', notice_period_days: 366 }).success).toBe(
      false,
    );
    expect(EmploymentTypeCreateSchema.safeParse({ name: 'contract', notice_period_days: 7 }).success).toBe(
      true,
    );
  });

  it('takes a location with optional place names', () => {
    expect(LocationCreateSchema.parse({ name: 'Pune', city: 'Pune', is_headquarters: true })).toEqual({
      name: 'Pune',
      city: 'Pune',
      is_headquarters: true,
    });
  });

  it('takes a 6-digit ZIP code, clears it when empty, and refuses any other with invalid_zip', () => {
    expect(LocationCreateSchema.parse({ name: 'Pune', zip_code: ' 411001 ' }).zip_code).toBe('411001');
    expect(LocationCreateSchema.parse({ name: 'Pune', zip_code: '' }).zip_code).toBeNull();
    expect(LocationCreateSchema.parse({ name: 'Pune', zip_code: null }).zip_code).toBeNull();
    for (const zip_code of ['41100', '4110011', '41100a']) {
      expect(codesOf(LocationCreateSchema.safeParse({ name: 'Pune', zip_code }))).toEqual([
        ['zip_code', 'invalid_zip'],
      ]);
    }
  });

  it('pages lists with the usual defaults and a search', () => {
    expect(DepartmentQuerySchema.parse({ search: 'eng', head: '4' })).toEqual({
      limit: 50,
      offset: 0,
      search: 'eng',
      head: 4,
    });
    expect(DepartmentQuerySchema.safeParse({ order_by: '-salary' }).success).toBe(false);
  });
});
