import { describe, expect, it } from 'vitest';
import { type DisplayNameSetting, type HeadCountTitles, headCountTitles } from './head-count-titles';

describe('headCountTitles', () => {
  it.each<[string, DisplayNameSetting | null | undefined, HeadCountTitles]>([
    [
      'no setting',
      undefined,
      { department: 'Function Head Count', subDepartment: 'Sub Function Head Count' },
    ],
    ['a null setting', null, { department: 'Function Head Count', subDepartment: 'Sub Function Head Count' }],
    [
      'blank names',
      { department_display_name: '  ', sub_department_display_name: null },
      { department: 'Function Head Count', subDepartment: 'Sub Function Head Count' },
    ],
    [
      "the organisation's names",
      { department_display_name: 'department', sub_department_display_name: 'practice area' },
      { department: 'Department Head Count', subDepartment: 'Practice Area Head Count' },
    ],
    [
      'names keeping their own capitals',
      { department_display_name: 'BU', sub_department_display_name: 'eCommerce team' },
      { department: 'BU Head Count', subDepartment: 'ECommerce Team Head Count' },
    ],
  ])('%s', (_name, setting, expected) => {
    expect(headCountTitles(setting)).toEqual(expected);
  });
});
