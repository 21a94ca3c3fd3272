import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import {
  CustomFieldDefineSchema,
  type CustomFieldRule,
  type CustomFieldScope,
  canDefineCustomFields,
  checkCustomValue,
} from './custom-fields';

const rule = (kind: CustomFieldRule['kind'], over: Partial<CustomFieldRule> = {}): CustomFieldRule => ({
  label: 'Field',
  kind,
  options: kind === 'select' ? ['Gold', 'Silver'] : [],
  required: false,
  ...over,
});

describe('a custom value, checked as the form question of its kind', () => {
  it.each<[string, CustomFieldRule, string | null | undefined, unknown]>([
    ['text as given, trimmed', rule('text'), '  PO-1 ', { value: 'PO-1' }],
    ['text up to 1000 characters', rule('text'), 'x'.repeat(1000), { value: 'x'.repeat(1000) }],
    ['text over 1000 characters', rule('text'), 'x'.repeat(1001), 'invalid'],
    ['empty when not required', rule('text'), '  ', { value: null }],
    ['null when not required', rule('date'), null, { value: null }],
    ['empty when required', rule('text', { required: true }), '', 'required'],
    ['missing when required', rule('select', { required: true }), undefined, 'required'],
    ['a whole number', rule('number'), '125000', { value: '125000' }],
    ['a number of 2 decimals', rule('number'), '-12.5', { value: '-12.5' }],
    ['a number of 3 decimals', rule('number'), '12.345', 'invalid'],
    ['a number of 14 digits', rule('number'), '12345678901234', 'invalid'],
    ['a number in exponent form', rule('number'), '1e5', 'invalid'],
    ['words for a number', rule('number'), 'a lot', 'invalid'],
    ['a real date', rule('date'), '2030-02-28', { value: '2030-02-28' }],
    ['a date that is not', rule('date'), '2030-02-30', 'invalid'],
    ['a date in another form', rule('date'), '28/02/2030', 'invalid'],
    ['one of the options', rule('select'), 'Gold', { value: 'Gold' }],
    ['an option in another case', rule('select'), 'gold', 'invalid'],
  ])('%s', (_case, field, raw, expected) => {
    const checked = checkCustomValue(field, raw);
    if (typeof expected === 'string') expect(checked).toMatchObject({ problem: { code: expected } });
    else expect(checked).toEqual(expected);
  });
});

describe('defining a custom field', () => {
  it.each<[string, object, boolean]>([
    ['a text field', { label: 'PO number', kind: 'text' }, true],
    ['a select field with options', { label: 'Tier', kind: 'select', options: ['Gold'] }, true],
    ['a select field without options', { label: 'Tier', kind: 'select' }, false],
    ['repeated options', { label: 'Tier', kind: 'select', options: ['Gold', 'Gold'] }, false],
    ['no label', { label: ' ', kind: 'text' }, false],
    ['an unknown kind', { label: 'Logo', kind: 'file' }, false],
  ])('%s', (_case, input, ok) => {
    expect(CustomFieldDefineSchema.safeParse(input).success).toBe(ok);
  });
});

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
});

describe('who defines custom fields', () => {
  it.each<[string, RoleId[], CustomFieldScope, boolean]>([
    ['the organisation admin, for projects', [ROLES.ORG_ADMIN], 'timesheet_project', true],
    ['a setup manager, for stages', [ROLES.SETUP_MANAGER], 'sales_opportunity_stage', true],
    ['the CEO, for projects', [ROLES.CEO], 'timesheet_project', true],
    ['the sales head, for stages', [ROLES.PROJECT_SALES_HEAD], 'sales_opportunity_stage', true],
    ['the sales head, for projects', [ROLES.PROJECT_SALES_HEAD], 'timesheet_project', false],
    ['a sales executive, for stages', [ROLES.PROJECT_SALES_EXECUTIVE], 'sales_opportunity_stage', false],
    ['a delivery lead, for projects', [ROLES.DELIVERY_LEAD], 'timesheet_project', false],
  ])('%s: %s', (_who, roles, scope, may) => {
    expect(canDefineCustomFields(actor(roles), scope)).toBe(may);
  });
});
