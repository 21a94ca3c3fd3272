import { type DisplayNameSetting, headCountTitles } from '../roles/head-count-titles';

const HEAD_COUNT_SUFFIX = ' Head Count';

export interface UnitLabels {
  department: string;
  subDepartment: string;
}

/** The organisation's own names for departments and sub-departments, capitalised as on the head-count tiles. */
export function unitLabels(setting?: DisplayNameSetting | null): UnitLabels {
  const titles = headCountTitles(setting);
  return {
    department: titles.department.slice(0, -HEAD_COUNT_SUFFIX.length),
    subDepartment: titles.subDepartment.slice(0, -HEAD_COUNT_SUFFIX.length),
  };
}
