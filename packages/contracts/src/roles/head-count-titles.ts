export const DEFAULT_DEPARTMENT_DISPLAY_NAME = 'function';

export const DEFAULT_SUB_DEPARTMENT_DISPLAY_NAME = 'sub function';

export interface DisplayNameSetting {
  department_display_name?: string | null;
  sub_department_display_name?: string | null;
}

export interface HeadCountTitles {
  department: string;
  subDepartment: string;
}

function capitaliseWords(text: string): string {
  return text.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

function buildTitle(displayName: string | null | undefined, fallback: string): string {
  return `${capitaliseWords(displayName?.trim() || fallback)} Head Count`;
}

export function headCountTitles(setting?: DisplayNameSetting | null): HeadCountTitles {
  return {
    department: buildTitle(setting?.department_display_name, DEFAULT_DEPARTMENT_DISPLAY_NAME),
    subDepartment: buildTitle(setting?.sub_department_display_name, DEFAULT_SUB_DEPARTMENT_DISPLAY_NAME),
  };
}
