import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles/role-ids';
import {
  ContractCreateSchema,
  ContractListQuerySchema,
  ContractorCreateSchema,
  ContractorUpdateSchema,
  ContractUpdateSchema,
  isContractEditable,
  VendorCreateSchema,
  VendorListQuerySchema,
} from './contractor.schemas';
import { canReadContractor, isContractorManager } from './contractor-permissions';

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const contract = {
  vendor_id: 1,
  contractor_id: 2,
  title: 'Platform build',
  rate: 1500.5,
  rate_unit: 'hour',
  currency: 'INR',
  start_date: '2026-04-01',
  end_date: '2026-09-30',
};

describe('vendor schemas', () => {
  it('accepts a 15-character GSTIN and a PAN, upper-casing both', () => {
    expect(
      VendorCreateSchema.parse({ name: 'Northwind', gst: '27aapfu0939f1zv', pan: 'aapfu0939f' }),
    ).toEqual({
      name: 'Northwind',
      gst: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
    });
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['no Z in the 14th place', '27AAPFU0939F1XV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['letters for the state code', 'MHAAPFU0939F1ZV'],
  ])('refuses a GSTIN that is %s with invalid_gst', (_case, gst) => {
    expect(codesOf(VendorCreateSchema.safeParse({ name: 'N', gst }))).toEqual({ gst: 'invalid_gst' });
  });

  it('refuses a PAN over 10 characters or with symbols with invalid_pan', () => {
    expect(codesOf(VendorCreateSchema.safeParse({ name: 'N', pan: 'AAPFU0939FX' }))).toEqual({
      pan: 'invalid_pan',
    });
    expect(codesOf(VendorCreateSchema.safeParse({ name: 'N', pan: 'AAP-U0939' }))).toEqual({
      pan: 'invalid_pan',
    });
  });

  it('reads empty optional fields as null and requires a name', () => {
    expect(VendorCreateSchema.parse({ name: 'N', gst: '', pan: '', email: '' })).toEqual({
      name: 'N',
      gst: null,
      pan: null,
      email: null,
    });
    expect(codesOf(VendorCreateSchema.safeParse({ name: ' ' }))).toEqual({ name: 'required' });
  });

  it('refuses unknown fields and unknown statuses in list filters', () => {
    expect(VendorCreateSchema.safeParse({ name: 'N', secret: 1 }).success).toBe(false);
    expect(VendorListQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
    expect(VendorListQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
  });
});

describe('contractor schemas', () => {
  it('needs a name, an email and a code', () => {
    expect(
      codesOf(ContractorCreateSchema.safeParse({ first_name: '', last_name: '', email: 'x', code: '' })),
    ).toEqual({ first_name: 'required', email: 'invalid_email', code: 'required' });
  });

  it('changes a mobile under the same phone rule as at creation; empty clears it', () => {
    expect(ContractorUpdateSchema.parse({ mobile: ' 9876543210 ' })).toEqual({ mobile: '9876543210' });
    expect(ContractorUpdateSchema.parse({ mobile: '+919876543210' })).toEqual({ mobile: '+919876543210' });
    expect(ContractorUpdateSchema.parse({ mobile: '' })).toEqual({ mobile: null });
    expect(ContractorUpdateSchema.parse({})).toEqual({});
    for (const mobile of ['98765', '+12', '98765 43210']) {
      expect(codesOf(ContractorUpdateSchema.safeParse({ mobile }))).toEqual({ mobile: 'invalid_phone' });
      expect(
        codesOf(
          ContractorCreateSchema.safeParse({
            first_name: 'A',
            last_name: '',
            email: 'a@b.co',
            code: 'C',
            mobile,
          }),
        ),
      ).toEqual({ mobile: 'invalid_phone' });
    }
  });
});

describe('contract schemas', () => {
  it('accepts a contract in INR, USD or EUR only', () => {
    expect(ContractCreateSchema.safeParse(contract).success).toBe(true);
    expect(ContractCreateSchema.safeParse({ ...contract, currency: 'USD' }).success).toBe(true);
    expect(ContractCreateSchema.safeParse({ ...contract, currency: 'GBP' }).success).toBe(false);
  });

  it('needs the end after the start', () => {
    expect(codesOf(ContractCreateSchema.safeParse({ ...contract, end_date: '2026-03-31' }))).toEqual({
      end_date: 'contract_end_before_start',
    });
    expect(codesOf(ContractCreateSchema.safeParse({ ...contract, end_date: '2026-04-01' }))).toEqual({
      end_date: 'contract_end_before_start',
    });
    expect(
      codesOf(ContractUpdateSchema.safeParse({ start_date: '2026-05-01', end_date: '2026-04-01' })),
    ).toEqual({
      end_date: 'contract_end_before_start',
    });
  });

  it('takes a positive rate with at most two decimals', () => {
    expect(ContractCreateSchema.safeParse({ ...contract, rate: 0 }).success).toBe(false);
    expect(ContractCreateSchema.safeParse({ ...contract, rate: 10.123 }).success).toBe(false);
    expect(ContractCreateSchema.safeParse({ ...contract, rate: 0.07 }).success).toBe(true);
  });

  it('does not move a contract to another contractor', () => {
    expect(ContractUpdateSchema.safeParse({ contractor_id: 3 }).success).toBe(false);
  });

  it('filters lists by vendor, contractor and status', () => {
    expect(ContractListQuerySchema.parse({ vendor: '1', contractor: '2', status: 'ongoing' })).toMatchObject({
      vendor: 1,
      contractor: 2,
      status: 'ongoing',
    });
  });

  it('lets only drafts be edited', () => {
    expect(['draft', 'ongoing', 'terminated', 'completed'].map(isContractEditable)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('contractor permissions', () => {
  const actor = (roles: string[], user_id = 5) =>
    ({ roles, departments: [], sub_department_ids: [], is_timesheet_approver: false, user_id }) as Parameters<
      typeof isContractorManager
    >[0];

  it('gives contractor managers and the CEO every record, a contractor only their own', () => {
    expect(isContractorManager(actor([ROLES.CONTRACTOR_MANAGER]))).toBe(true);
    expect(isContractorManager(actor([ROLES.CEO]))).toBe(true);
    expect(isContractorManager(actor([ROLES.EMPLOYEE]))).toBe(false);
    expect(canReadContractor(actor([ROLES.CONTRACTOR], 9), 9)).toBe(true);
    expect(canReadContractor(actor([ROLES.CONTRACTOR], 9), 10)).toBe(false);
  });
});
