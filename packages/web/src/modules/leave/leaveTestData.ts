import type {
  LeaveBalances,
  LeaveRequest,
  LeaveRequestPreview,
  LeaveType,
  LedgerEntry,
  TeamLeaves,
  ToolOptions,
} from '@atrium/contracts';
import type { ComponentType } from 'react';
import { storeAccessToken } from '../../platform/sessionToken';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';

export const API = `/api/${ORG.id}/leave-portal`;

/** The first screen of a test waits for the tool's chunk as well. */
export const page = <T>(results: T[], count = results.length) => ({ body: { count, results } });

export const CASUAL = { id: 3, code: 'CL', name: 'Casual Leave', unit: 'days' as const };
export const PERMISSION = { id: 4, code: 'PH', name: 'Permission hours', unit: 'hours' as const };
export const WITHOUT_PAY = { id: 5, code: 'LWP', name: 'Leave Without Pay', unit: 'days' as const };

export const BALANCES: LeaveBalances = {
  year: { id: 1, start_date: '2026-04-01', end_date: '2027-03-31' },
  results: [
    {
      leave_type: {
        ...CASUAL,
        allow_half_day: true,
        notice_days: 0,
        attachment_above_days: 2,
        allow_negative: false,
      },
      entitled: 12,
      accrued: 3,
      taken: 1,
      pending: 0.5,
      available: 1.5,
      balance: 2,
    },
    {
      leave_type: {
        ...PERMISSION,
        allow_half_day: false,
        notice_days: 0,
        attachment_above_days: null,
        allow_negative: false,
      },
      entitled: 16,
      accrued: 16,
      taken: 2,
      pending: 0,
      available: 14,
      balance: 14,
    },
    {
      leave_type: {
        ...WITHOUT_PAY,
        allow_half_day: true,
        notice_days: 0,
        attachment_above_days: null,
        allow_negative: true,
      },
      entitled: 0,
      accrued: 0,
      taken: 3,
      pending: 0,
      available: -3,
      balance: -3,
    },
  ],
};

export const LEDGER: LedgerEntry[] = [
  {
    id: 1,
    kind: 'accrual',
    quantity: 1,
    effective_date: '2026-04-01',
    reason: null,
    request_code: null,
    created_by: null,
    created_at: '2026-04-01T00:05:00Z',
  },
  {
    id: 2,
    kind: 'leave_taken',
    quantity: -1,
    effective_date: '2026-04-17',
    reason: 'Family visit',
    request_code: 'LR-7',
    created_by: 'Ravi Kumar',
    created_at: '2026-04-10T09:00:00Z',
  },
];

export const REQUEST: LeaveRequest = {
  id: 41,
  code: 'LR-41',
  employee: { id: 31, name: 'Asha Nair', code: 'ACME0031' },
  leave_type: CASUAL,
  start_date: '2026-05-08',
  end_date: '2026-05-11',
  start_half: false,
  end_half: false,
  hours: null,
  quantity: 4,
  reason: 'Family wedding',
  has_attachment: false,
  project: null,
  status: 'pending',
  approval_stage: 'manager',
  decision_comment: null,
  decided_by: null,
  created_at: '2026-05-01T09:00:00Z',
  can_decide: true,
  can_cancel: false,
};

/** Friday to Monday with the weekend between them counted by the sandwich rule. */
export const PREVIEW: LeaveRequestPreview = {
  quantity: 4,
  unit: 'days',
  available: 1.5,
  dates: [
    { date: '2026-05-08', counted: 1, kind: 'working', sandwiched: false },
    { date: '2026-05-09', counted: 1, kind: 'weekend', sandwiched: true },
    { date: '2026-05-10', counted: 1, kind: 'weekend', sandwiched: true },
    { date: '2026-05-11', counted: 1, kind: 'working', sandwiched: false },
  ],
  problems: [{ code: 'insufficient_balance', field: 'leave_type' }],
};

export const TEAM: TeamLeaves = {
  team_size: 6,
  away_today: 1,
  away_this_week: 2,
  truncated: false,
  results: [
    {
      request_id: 41,
      code: 'LR-41',
      employee: REQUEST.employee,
      leave_type: { code: 'CL', name: 'Casual Leave' },
      start_date: '2026-05-08',
      end_date: '2026-05-11',
      start_half: false,
      end_half: true,
      quantity: 3.5,
      status: 'approved',
    },
  ],
};

export const LEAVE_TYPE: LeaveType = {
  id: 3,
  code: 'CL',
  name: 'Casual Leave',
  kind: 'paid',
  unit: 'days',
  allow_half_day: true,
  annual_quantity: 12,
  accrual_mode: 'monthly',
  prorate_from_joining: true,
  carry_forward_mode: 'none',
  carry_forward_value: 0,
  carry_forward_cap: null,
  carry_forward_expiry_months: null,
  encashment_max: 0,
  max_consecutive_days: 3,
  notice_days: 0,
  applicable_after_days: 0,
  attachment_above_days: null,
  allow_negative: false,
  sandwich_weekends: true,
  sandwich_holidays: false,
  applicability: {
    department_ids: [],
    designation_ids: [],
    grade_ids: [],
    employment_type_ids: [],
    location_ids: [],
    genders: [],
  },
  is_active: true,
};

/** One leave tool in its frame, the API answered by `routes` over the base ones. */
export function openLeaveTool(
  Tool: ComponentType<ToolProps>,
  title: string,
  routes: FakeRoutes = {},
  options: ToolOptions = {},
) {
  storeAccessToken('token-1');
  const api = installFakeApi({ ...BASE_ROUTES, ...routes });
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `${API}${path}`);
  /** The query of the latest call to `path`, the Leave Requests' one-row count of what awaits approval aside. */
  const lastQuery = (path: string) =>
    Object.fromEntries(
      callsTo('GET', path)
        .filter((call) => call.query.get('limit') !== '1')
        .at(-1)?.query ?? [],
    ) as Record<string, string>;
  return { ...api, callsTo, lastQuery, ...renderTool(Tool, title, options) };
}
