import { describe, expect, it } from 'vitest';
import { isLeaveAdmin } from '../leave/leave-permissions';
import { canListProjects, canManageBillingRoles } from '../projects/projects.rules';
import { ProjectListQuerySchema } from '../projects/projects.schemas';
import { canReadRmgPool } from '../resources/resources.rules';
import { PoolQuerySchema } from '../resources/rmg-pool.schemas';
import {
  type Actor,
  canDoProjectAction,
  canManageHolidays,
  hasAnyRole,
  PROJECT_PERMISSION_VARIANTS,
  ROLE_IDS,
} from '../roles';
import {
  EXPORT_KINDS,
  EmployeeExportRequestSchema as ExportRequestSchema,
  PoolExportRequestSchema,
  ProjectExportRequestSchema,
} from './export-kinds';
import { IMPORT_KINDS, type ImportKind } from './import-kinds';

describe('the holiday upload', () => {
  it.each(ROLE_IDS)('admits %s exactly when holidays may be managed by hand', (role) => {
    const actor: Actor = {
      roles: [role],
      departments: [],
      sub_department_ids: [],
      is_timesheet_approver: false,
      user_id: 1,
    };
    expect(hasAnyRole(actor, IMPORT_KINDS.organisation_holidays.roles)).toBe(canManageHolidays(actor));
  });
});

describe('the leave uploads', () => {
  it.each(ROLE_IDS)('admit %s exactly when it administers leave (the CEO always)', (role) => {
    const actor: Actor = {
      roles: [role],
      departments: [],
      sub_department_ids: [],
      is_timesheet_approver: false,
      user_id: 1,
    };
    expect(hasAnyRole(actor, IMPORT_KINDS.leave_balances.roles)).toBe(isLeaveAdmin(actor));
    expect(hasAnyRole(actor, IMPORT_KINDS.past_leaves.roles)).toBe(isLeaveAdmin(actor));
  });

  it('key balances by employee and leave type, and past leaves also by start date', () => {
    const fields = (kind: 'leave_balances' | 'past_leaves') =>
      IMPORT_KINDS[kind].columns.filter((column) => column.required).map((column) => column.field);
    expect(fields('leave_balances')).toEqual(['code', 'leave_type', 'balance']);
    expect(fields('past_leaves')).toEqual(['code', 'leave_type', 'start_date', 'end_date']);
    expect(IMPORT_KINDS.leave_balances.templateFile).toBe('leave-balances-template.xlsx');
    expect(IMPORT_KINDS.past_leaves.templateFile).toBe('past-leaves-template.xlsx');
  });
});

describe('the project uploads', () => {
  const actorWith = (role: (typeof ROLE_IDS)[number]): Actor => ({
    roles: [role],
    departments: [],
    sub_department_ids: [],
    is_timesheet_approver: false,
    user_id: 1,
  });

  it.each(ROLE_IDS)('admit %s to billing roles exactly when it keeps billing roles', (role) => {
    const actor = actorWith(role);
    expect(hasAnyRole(actor, IMPORT_KINDS.billing_roles.roles)).toBe(canManageBillingRoles(actor));
  });

  it.each(ROLE_IDS)(
    "admit %s to custom field values exactly when it may update every project, under every organisation's permissions",
    (role) => {
      const actor = actorWith(role);
      const elsewhere = {
        delivery_lead_id: 2,
        project_owner_id: 2,
        assigned_sales_executive_id: 2,
        sales_executive_id: 2,
      };
      const updatesEvery = PROJECT_PERMISSION_VARIANTS.every((variant) =>
        canDoProjectAction(variant, 'project_create_update', actor, elsewhere),
      );
      expect(hasAnyRole(actor, IMPORT_KINDS.project_custom_fields.roles)).toBe(updatesEvery);
    },
  );
});

describe('every import kind', () => {
  it('has its own template file and a key among its columns', () => {
    const kinds = Object.values(IMPORT_KINDS);
    expect(new Set(kinds.map((kind) => kind.templateFile)).size).toBe(kinds.length);
    for (const kind of kinds) {
      expect(kind.columns.map((column) => column.field)).toContain(kind.keyField);
    }
  });

  it('falls back only on optional columns, and on one of a column’s own words', () => {
    const kinds: ImportKind[] = Object.values(IMPORT_KINDS);
    for (const column of kinds.flatMap((kind) => kind.columns)) {
      if (!('fallback' in column)) continue;
      expect(column.required, column.field).toBe(false);
      if (column.type === 'one_of') expect(column.values, column.field).toContain(column.fallback);
    }
  });
});

describe('export requests', () => {
  it('carry the employee list’s filters', () => {
    const filters = { search: 'asha', status: 'active,in-notice', department: 3, employment_type: 'intern' };
    expect(ExportRequestSchema.parse(filters)).toEqual(filters);
    expect(ExportRequestSchema.parse({})).toEqual({});
  });

  it.each([
    [{ department: '3' }],
    [{ department: 0 }],
    [{ status: 'Active' }],
    [{ employment_type: 'x'.repeat(41) }],
    [{ order_by: 'name' }],
  ])('refuses %j', (body) => {
    expect(ExportRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('project export requests', () => {
  it('carry the Project List’s search and filters', () => {
    const filters = { search: 'pr-3', status: 'active', billing_type: 'fixed-bid', client_id: 2 };
    expect(ProjectExportRequestSchema.parse(filters)).toEqual(filters);
    expect(ProjectExportRequestSchema.parse({})).toEqual({});
  });

  it('take exactly the Project List’s filters, as the list takes them', () => {
    const filters = ['search', 'status', 'billing_type', 'client_id'] as const;
    expect(Object.keys(ProjectExportRequestSchema.shape).sort()).toEqual([...filters].sort());
    const sample = {
      search: '  stark  ',
      status: 'on-hold',
      billing_type: 'time-and-material',
      client_id: 7,
    };
    const list = ProjectListQuerySchema.pick({
      search: true,
      status: true,
      billing_type: true,
      client_id: true,
    });
    // The list reads its client from the query string; the export's JSON body carries a number.
    expect(ProjectExportRequestSchema.parse(sample)).toEqual(list.parse({ ...sample, client_id: '7' }));
    expect(ProjectExportRequestSchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(list.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });

  it.each([[{ status: 'open' }], [{ client_id: 0 }], [{ billing_type: 'hourly' }], [{ limit: 10 }]])(
    'refuses %j',
    (body) => {
      expect(ProjectExportRequestSchema.safeParse(body).success).toBe(false);
    },
  );

  it.each(ROLE_IDS)('admit %s exactly when it may list projects', (role) => {
    const actor: Actor = {
      roles: [role],
      departments: [],
      sub_department_ids: [],
      is_timesheet_approver: false,
      user_id: 1,
    };
    expect(EXPORT_KINDS.projects.may(actor)).toBe(canListProjects(actor));
  });
});

describe('the RMG pool export', () => {
  it('carries the RMG Pool list’s filters, not its paging', () => {
    const sample = { search: 'react', state: 'bench', release_within: 15, skill_id: 3 };
    const list = PoolQuerySchema.pick({ search: true, state: true, release_within: true, skill_id: true });
    expect(PoolExportRequestSchema.parse(sample)).toEqual(
      list.parse({ ...sample, release_within: '15', skill_id: '3' }),
    );
    expect(PoolExportRequestSchema.safeParse({ release_within: 9 }).success).toBe(false);
    expect(PoolExportRequestSchema.safeParse({ limit: 10 }).success).toBe(false);
  });

  it.each(ROLE_IDS)('admits %s exactly when it may read the RMG pool', (role) => {
    const actor: Actor = {
      roles: [role],
      departments: [],
      sub_department_ids: [],
      is_timesheet_approver: false,
      user_id: 1,
    };
    expect(EXPORT_KINDS['rmg-pool'].may(actor)).toBe(canReadRmgPool(actor));
  });
});
