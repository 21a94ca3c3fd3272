import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  type DatePreset,
  DEFAULT_LIST_LIMIT,
  parseApiDate,
  resolveDatePreset,
  type ToolOptions,
} from '@atrium/contracts';
import { pageOption, textOption } from '../../platform/tools/toolOptions';
import type { FilterDefinition } from '../../ui/FilterBar';
import type { AuditEventFilters } from './audit.api';

export const AUDIT_PAGE_SIZE = DEFAULT_LIST_LIMIT;

/**
 * The kinds of record the server writes audit events for today. The contracts do not list them, so this
 * list follows the server's recordAudit calls and grows with it.
 */
const AUDIT_ENTITY_TYPES = [
  { value: 'user', label: 'User' },
  { value: 'employee', label: 'Employee' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'session', label: 'Sign-in session' },
  { value: 'workspace', label: 'Workspace' },
  { value: 'department', label: 'Department' },
  { value: 'sub_department', label: 'Sub department' },
  { value: 'designation', label: 'Designation' },
  { value: 'grade', label: 'Grade' },
] as const;

export const AUDIT_FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'period',
    label: 'Period',
    options: DATE_PRESETS.map((preset) => ({ value: preset, label: DATE_PRESET_LABELS[preset] })),
  },
  { kind: 'SIMPLE_SELECT', key: 'entity_type', label: 'Record type', options: AUDIT_ENTITY_TYPES },
];

export function periodOption(options: ToolOptions): DatePreset | undefined {
  const value = textOption(options, 'period');
  return DATE_PRESETS.find((preset) => preset === value);
}

/** A YYYY-MM-DD option that is a real day, or undefined. */
export function dayOption(options: ToolOptions, key: string): string | undefined {
  const value = textOption(options, key);
  return value && parseApiDate(value) ? value : undefined;
}

/** The query for the tool's options: a preset period resolves against today; 'custom' uses its own days. */
export function auditQueryOf(options: ToolOptions, today: Date): AuditEventFilters {
  const period = periodOption(options);
  const range =
    period === 'custom'
      ? { start_date: dayOption(options, 'start_date'), end_date: dayOption(options, 'end_date') }
      : period && resolveDatePreset(period, today);
  const page = pageOption(options, 'page');
  return {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    start_date: range ? range.start_date : undefined,
    end_date: range ? range.end_date : undefined,
    entity_type: textOption(options, 'entity_type'),
    entity_id: textOption(options, 'entity_id'),
  };
}
