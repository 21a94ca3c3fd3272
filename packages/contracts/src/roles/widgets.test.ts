import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { ROLES, type RoleId } from './role-ids';
import {
  availableWidgets,
  canOpenPyramidWorkspace,
  canSeeWidget,
  DISABLED_WIDGETS,
  WIDGETS,
  type WidgetId,
} from './widgets';

function buildActor(roles: RoleId[], overrides: Partial<Actor> = {}): Actor {
  return {
    roles,
    departments: [],
    sub_department_ids: [],
    is_timesheet_approver: false,
    user_id: 1,
    ...overrides,
  };
}

const PERSONAS = {
  ceo: buildActor([ROLES.CEO]),
  recruitmentManager: buildActor([ROLES.TAS_RECRUITMENT_MANAGER]),
  recruiter: buildActor([ROLES.TAS_RECRUITER]),
  analyst: buildActor([ROLES.TAS_ANALYST]),
  onboardingManager: buildActor([ROLES.TAS_ONBOARDING_MANAGER]),
  projectOwner: buildActor([ROLES.PROJECT_OWNER]),
  deliveryLead: buildActor([ROLES.DELIVERY_LEAD]),
  departmentHead: buildActor([], { departments: [1] }),
  subDepartmentHead: buildActor([], { sub_department_ids: [2] }),
  rmgManager: buildActor([ROLES.RMG_MANAGER]),
  financeExecutive: buildActor([ROLES.FINANCE_EXECUTIVE]),
  salesHead: buildActor([ROLES.PROJECT_SALES_HEAD]),
  salesExecutive: buildActor([ROLES.PROJECT_SALES_EXECUTIVE]),
  employeeManager: buildActor([ROLES.EMPLOYEE_MANAGER]),
  employeeExitManager: buildActor([ROLES.EMPLOYEE_EXIT_MANAGER]),
  timesheetApprover: buildActor([], { is_timesheet_approver: true }),
  employee: buildActor([ROLES.EMPLOYEE]),
};

type Persona = keyof typeof PERSONAS;

const PROJECT_FINANCE: Persona[] = ['ceo', 'projectOwner', 'deliveryLead', 'subDepartmentHead'];
const BILLING: Persona[] = ['ceo', 'financeExecutive', 'deliveryLead', 'subDepartmentHead'];

const SEEN_BY: Record<WidgetId, Persona[]> = {
  open_positions: ['ceo', 'recruitmentManager', 'recruiter', 'analyst'],
  joiners_exits: [],
  net_margin: PROJECT_FINANCE,
  revenue_leakage: PROJECT_FINANCE,
  revenue_loss: PROJECT_FINANCE,
  resource_allocation: ['ceo', 'rmgManager'],
  target_achievements: ['ceo', 'financeExecutive', 'salesHead', 'salesExecutive'],
  client_achievements: ['ceo', 'financeExecutive'],
  people_in_notice: [],
  team_leaves: ['ceo', 'deliveryLead', 'projectOwner', 'subDepartmentHead'],
  notified_opportunities: ['ceo', 'deliveryLead', 'salesHead', 'salesExecutive'],
  attrition_rate: [
    'ceo',
    'deliveryLead',
    'projectOwner',
    'rmgManager',
    'recruitmentManager',
    'recruiter',
    'subDepartmentHead',
  ],
  employees_pyramid: ['ceo', 'employeeManager'],
  active_employees: ['ceo', 'employeeManager'],
  employees_on_notice: ['ceo', 'employeeManager', 'recruitmentManager'],
  invoices: BILLING,
  collections: BILLING,
  onboarding: ['ceo'],
  exit_clearance: ['ceo', 'employeeExitManager', 'financeExecutive'],
  candidates_joining: ['ceo', 'onboardingManager', 'recruitmentManager', 'analyst'],
  upcoming_interviews: [],
  missing_salaries: [],
  pending_timesheets: ['ceo', 'projectOwner', 'deliveryLead', 'timesheetApprover', 'subDepartmentHead'],
  department_head_count: ['departmentHead'],
  sub_department_head_count: ['subDepartmentHead'],
};

const CELLS = (Object.keys(SEEN_BY) as WidgetId[]).flatMap((widget) =>
  (Object.keys(PERSONAS) as Persona[]).map(
    (persona) => [widget, persona, SEEN_BY[widget].includes(persona)] as const,
  ),
);

describe('canSeeWidget', () => {
  it.each(CELLS)('%s / %s → %s', (widget, persona, expected) => {
    expect(canSeeWidget(PERSONAS[persona], widget)).toBe(expected);
  });

  it('covers every widget', () => {
    expect(Object.keys(SEEN_BY).sort()).toEqual(Object.values(WIDGETS).sort());
  });
});

describe('DISABLED_WIDGETS', () => {
  it.each(['joiners_exits', 'people_in_notice', 'missing_salaries', 'upcoming_interviews'])(
    'disables %s, even for CEO',
    (widget) => {
      expect(DISABLED_WIDGETS).toContain(widget);
      expect(availableWidgets(PERSONAS.ceo)).not.toContain(widget);
    },
  );

  it('disables nothing else', () => {
    expect(DISABLED_WIDGETS).toHaveLength(4);
  });
});

describe('availableWidgets', () => {
  it.each<[string, Actor, WidgetId[]]>([
    ['an ordinary employee', PERSONAS.employee, []],
    [
      'a CEO, without the head-count widgets',
      buildActor([ROLES.CEO], { departments: [1], sub_department_ids: [2] }),
      [
        'open_positions',
        'net_margin',
        'revenue_leakage',
        'revenue_loss',
        'resource_allocation',
        'target_achievements',
        'client_achievements',
        'team_leaves',
        'notified_opportunities',
        'attrition_rate',
        'employees_pyramid',
        'active_employees',
        'employees_on_notice',
        'invoices',
        'collections',
        'onboarding',
        'exit_clearance',
        'candidates_joining',
        'pending_timesheets',
      ],
    ],
    [
      'a department and sub-department head',
      buildActor([], { departments: [1], sub_department_ids: [2] }),
      [
        'net_margin',
        'revenue_leakage',
        'revenue_loss',
        'team_leaves',
        'attrition_rate',
        'invoices',
        'collections',
        'pending_timesheets',
        'department_head_count',
        'sub_department_head_count',
      ],
    ],
    [
      'a recruiter who is also a sales executive',
      buildActor([ROLES.TAS_RECRUITER, ROLES.PROJECT_SALES_EXECUTIVE]),
      ['open_positions', 'target_achievements', 'notified_opportunities', 'attrition_rate'],
    ],
  ])('for %s', (_name, actor, expected) => {
    expect(availableWidgets(actor)).toEqual(expected);
  });
});

describe('canOpenPyramidWorkspace', () => {
  it.each<[Persona, boolean]>([
    ['ceo', true],
    ['employeeManager', false],
    ['employee', false],
  ])('%s → %s', (persona, expected) => {
    expect(canOpenPyramidWorkspace(PERSONAS[persona])).toBe(expected);
  });
});
