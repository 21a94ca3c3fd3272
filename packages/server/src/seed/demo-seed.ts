import { ROLES, type RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { seedAccessTokensDemo } from '../modules/access-tokens';
import { createContractor, seedContractorDemo } from '../modules/contractors';
import { seedExitDemo, seedExitInterviewDemo } from '../modules/exits';
import { seedFormsDemo } from '../modules/forms';
import { seedHiringDemo, ZENSOFT_HIRING } from '../modules/hiring';
import { seedLeaveDemo } from '../modules/leave';
import {
  createDepartment,
  createDesignation,
  createGrade,
  createSubDepartment,
  seedOrgSetupDefaults,
  setDepartmentHead,
} from '../modules/org-setup';
import {
  createOrganization,
  createOrganizationFilled,
  findOrganizationBySlug,
  type NewOrganization,
} from '../modules/orgs';
import { createEmployee, createEmployeesInBulk, type NewEmployee } from '../modules/people';
import {
  calculateDemoFixedBids,
  countFigures,
  seedContractorAllocation,
  seedProjectDemo,
} from '../modules/projects';
import { ACME_RESOURCES, seedResourcesDemo, ZENSOFT_RESOURCES } from '../modules/resources';
import {
  ACME_SALES,
  ACME_TARGETS,
  seedSalesDemo,
  seedTargetsDemo,
  ZENSOFT_SALES,
  ZENSOFT_TARGETS,
} from '../modules/sales';
import { seedStandardTemplates, seedTemplateDemo } from '../modules/templates';
import { projectTime, seedTimesheetDemo } from '../modules/timesheets';
import { syncDefaultWorkspaces } from '../modules/workspaces';
import type { AppContext } from '../platform/app-context';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { type Scope, systemScope } from '../platform/scope';
import {
  ACME_DEPARTMENTS,
  ACME_DESIGNATIONS,
  ACME_GRADES,
  ACME_PEOPLE,
  FIRST_NAMES,
  LAST_NAMES,
} from './demo-data';

const GENERATED_EMPLOYEES = 35;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from organizations`);
  return (row?.count ?? 0) === 0;
}

interface Structure {
  departments: Map<string, number>;
  subDepartments: Map<string, number>;
  designations: Map<string, number>;
  grades: Map<string, number>;
}

async function seedStructure(scope: Scope): Promise<Structure> {
  const structure: Structure = {
    departments: new Map(),
    subDepartments: new Map(),
    designations: new Map(),
    grades: new Map(),
  };
  for (const [name, subs] of Object.entries(ACME_DEPARTMENTS)) {
    const department = await createDepartment(scope, name);
    structure.departments.set(name, department.id);
    for (const sub of subs) {
      const subDepartment = await createSubDepartment(scope, { departmentId: department.id, name: sub });
      structure.subDepartments.set(sub, subDepartment.id);
    }
  }
  for (const name of ACME_DESIGNATIONS) {
    structure.designations.set(name, (await createDesignation(scope, name)).id);
  }
  for (const [index, name] of ACME_GRADES.entries()) {
    structure.grades.set(name, (await createGrade(scope, { name, level: index + 1 })).id);
  }
  return structure;
}

function idOf(map: Map<string, number>, key: string | undefined): number | null {
  if (!key) return null;
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo data names an unknown "${key}"`);
  return id;
}

/** Years of experience on `today`: those before joining and those since, to one decimal. */
function experienceOn(today: string, joinedOn: string, yearsBefore: number) {
  const yearsSince = (Date.parse(today) - Date.parse(joinedOn)) / (365.25 * 86_400_000);
  return Math.round((yearsBefore + Math.max(0, yearsSince)) * 10) / 10;
}

/** Acme's named people, a bulk insert for each level of the reporting line (a manager is added before their team). */
async function seedAcmePeople(scope: Scope, structure: Structure, passwordHash: string) {
  const employeeIds = new Map<string, { employeeId: number; userId: number }>();
  const joined = (index: number) =>
    `20${String(15 + (index % 10)).padStart(2, '0')}-0${(index % 9) + 1}-1${index % 10}`;
  let pending = [...ACME_PEOPLE.entries()];
  while (pending.length) {
    const level = pending.filter(([, person]) => !person.reportsTo || employeeIds.has(person.reportsTo));
    if (!level.length) throw new Error('demo data has a reporting line that never reaches the top');
    const added = await createEmployeesInBulk(
      scope,
      level.map(([index, person]) => ({
        user: {
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash,
          roles: [...person.roles, ROLES.EMPLOYEE] as RoleId[],
          isTimesheetApprover: person.isTimesheetApprover ?? false,
        },
        code: `ACME${String(index + 1).padStart(4, '0')}`,
        designationId: idOf(structure.designations, person.designation),
        departmentId: idOf(structure.departments, person.department),
        subDepartmentId: idOf(structure.subDepartments, person.subDepartment),
        gradeId: idOf(structure.grades, person.grade),
        reportingManagerId: person.reportsTo ? (employeeIds.get(person.reportsTo)?.employeeId ?? null) : null,
        dateOfJoining: joined(index),
        totalExperience: experienceOn(scope.clock.today(), joined(index), 2 + (index % 6)),
      })),
    );
    for (const [email, ids] of added) employeeIds.set(email, ids);
    pending = pending.filter(([, person]) => !employeeIds.has(person.email));
  }
  for (const person of ACME_PEOPLE) {
    const headUserId = employeeIds.get(person.email)?.userId as number;
    if (person.headOf?.department) {
      const id = idOf(structure.departments, person.headOf.department) as number;
      await setDepartmentHead(scope, { kind: 'department', id, headUserId });
    }
    if (person.headOf?.subDepartment) {
      const id = idOf(structure.subDepartments, person.headOf.subDepartment) as number;
      await setDepartmentHead(scope, { kind: 'sub_department', id, headUserId });
    }
  }
  return employeeIds;
}

async function seedAcmeTeam(
  scope: Scope,
  structure: Structure,
  passwordHash: string,
  managers: Map<string, { employeeId: number }>,
) {
  const teams: Array<{ manager: string; department: string; subDepartment: string; designations: string[] }> =
    [
      {
        manager: 'manager@acme.example',
        department: 'Delivery',
        subDepartment: 'Delivery Management',
        designations: ['Software Engineer', 'Senior Software Engineer', 'Business Analyst'],
      },
      {
        manager: 'project-owner@acme.example',
        department: 'Engineering',
        subDepartment: 'Platform',
        designations: ['Software Engineer', 'Associate Software Engineer', 'Senior Software Engineer'],
      },
      {
        manager: 'hiring-manager@acme.example',
        department: 'Engineering',
        subDepartment: 'Data & Analytics',
        designations: ['Data Engineer', 'Software Engineer'],
      },
      {
        manager: 'sub-department-head@acme.example',
        department: 'Engineering',
        subDepartment: 'Quality Engineering',
        designations: ['QA Engineer', 'Associate Software Engineer'],
      },
      {
        manager: 'sales-head@acme.example',
        department: 'Sales',
        subDepartment: 'Inside Sales',
        designations: ['Account Executive', 'Sales Manager'],
      },
    ];
  const statuses = [
    'active',
    'active',
    'active',
    'active',
    'active',
    'active',
    'in-notice',
    'active',
    'active',
    'active',
    'active',
    'suspension',
  ];
  const generated = Array.from({ length: GENERATED_EMPLOYEES }, (_, index): NewEmployee => {
    const team = teams[index % teams.length] as (typeof teams)[number];
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] as string;
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] as string;
    const designation = team.designations[index % team.designations.length];
    const joinedOn = `20${18 + (index % 8)}-${String((index % 12) + 1).padStart(2, '0')}-0${(index % 9) + 1}`;
    return {
      user: {
        email: `${firstName}.${lastName}${index}@acme.example`.toLowerCase(),
        firstName,
        lastName,
        passwordHash,
        roles: [ROLES.EMPLOYEE],
      },
      code: `ACME${String(ACME_PEOPLE.length + index + 1).padStart(4, '0')}`,
      employmentType: index % 11 === 5 ? 'intern' : 'full-time',
      status: statuses[index % statuses.length] as string,
      designationId: idOf(structure.designations, designation),
      departmentId: idOf(structure.departments, team.department),
      subDepartmentId: idOf(structure.subDepartments, team.subDepartment),
      gradeId: idOf(structure.grades, ACME_GRADES[1 + (index % 4)]),
      reportingManagerId: managers.get(team.manager)?.employeeId ?? null,
      dateOfJoining: joinedOn,
      totalExperience: experienceOn(scope.clock.today(), joinedOn, (index % 5) + 0.5),
    };
  });
  await createEmployeesInBulk(scope, generated);
}

/** Who the demo organisation is: Acme at localhost, or a copy of its world under another name and host. */
export interface DemoIdentity {
  name: string;
  slug: string;
  hosts: string[];
}

const ACME: DemoIdentity = {
  name: 'Acme Corporation',
  slug: 'acme',
  hosts: ['localhost', '127.0.0.1', 'acme.localhost'],
};

/**
 * Acme's world (its people, leave, exits, projects, contractors and timesheets) in a new organisation of the
 * given identity. People keep their `@acme.example` emails, which are unique per organisation, and sign in
 * with the demo password. `first` runs in the same transaction before the people are added (a provisioned copy
 * adds its admin there, so an admin the sample would clash with is refused before the seeding's bulk).
 */
export async function seedDemoOrganization<T = undefined>(
  ctx: AppContext,
  identity: DemoIdentity,
  first?: (scope: Scope) => Promise<T>,
) {
  const passwordHash = await demoPasswordHash(ctx);
  const organization: NewOrganization = {
    ...identity,
    primaryLoginProvider: 'internal',
    secondaryLoginProviders: ['google'],
    projectPermissionVariant: 'default',
    memberLimit: null,
  };
  return createOrganizationFilled(ctx.database.db, organization, async (tx, org) => {
    await syncDefaultWorkspaces(tx, org.id);
    const scope = systemScope(ctx, tx, org);
    await seedOrgSetupDefaults(scope);
    await seedTemplateDemo(scope);
    const done = await first?.(scope);
    const structure = await seedStructure(scope);
    const people = await seedAcmePeople(scope, structure, passwordHash);
    await seedAcmeTeam(scope, structure, passwordHash, people);
    await seedFormsDemo(scope);
    await seedHiringDemo(scope, {
      hiringManager: 'hiring-manager@acme.example',
      recruitmentManager: 'recruitment-manager@acme.example',
      recruiter: 'recruiter@acme.example',
    });
    const exit = await seedExitDemo(scope);
    if (exit) await seedExitInterviewDemo(scope, exit.id);
    await seedLeaveDemo(scope, 'employee@acme.example');
    await seedProjectDemo(tx, org.id, [
      {
        client: 'Globex Corporation',
        name: 'Globex Customer Portal',
        status: 'active',
        billingType: 'time-and-material',
        currency: 'INR',
        ownerEmail: 'project-owner@acme.example',
        leadEmail: 'manager@acme.example',
        salesEmail: 'sales-executive@acme.example',
        team: [
          { email: 'resource@acme.example', percent: 100, status: 'billable' },
          { email: 'employee@acme.example', percent: 50, status: 'billable' },
        ],
      },
      {
        client: 'Initech',
        name: 'Initech Payroll Revamp',
        status: 'active',
        billingType: 'fixed-bid',
        currency: 'USD',
        ownerEmail: 'project-owner@acme.example',
        leadEmail: 'manager@acme.example',
        salesEmail: 'sales-executive@acme.example',
        team: [{ email: 'employee@acme.example', percent: 50, status: 'billable' }],
        milestones: [
          { name: 'Discovery and design', month: 3, planned: 40000, actual: 40000 },
          { name: 'Payroll engine', month: 9, planned: 85000, actual: 80000 },
        ],
      },
      {
        name: 'Umbrella Data Platform',
        status: 'draft',
        billingType: 'time-and-material',
        currency: 'EUR',
        leadEmail: 'manager@acme.example',
      },
    ]);
    const { contractor } = await createContractor(systemScope(ctx, tx, org), {
      user: {
        email: 'contractor@acme.example',
        firstName: 'Ravi',
        lastName: 'Shankar',
        passwordHash,
        roles: [ROLES.CONTRACTOR],
      },
      code: 'C-0001',
    });
    const { contract } = await seedContractorDemo(systemScope(ctx, tx, org), contractor.id);
    await seedContractorAllocation(tx, org.id, {
      projectName: 'Globex Customer Portal',
      contractorId: contractor.id,
      startDate: contract.startDate,
      endDate: contract.endDate,
    });
    await seedTimesheetDemo(scope, [
      'employee@acme.example',
      'resource@acme.example',
      'contractor@acme.example',
    ]);
    await seedResourcesDemo(scope, ACME_RESOURCES);
    await seedSalesDemo(scope, ACME_SALES, ctx.files);
    await seedTargetsDemo(scope, ACME_TARGETS);
    await calculateDemoFixedBids(tx, projectTime, org.id, scope.clock.today());
    await countFigures(scope, projectTime);
    await seedAccessTokensDemo(scope);
    return done as T;
  });
}

const passwordHashes = new Map<string, Promise<string>>();

/** The demo password's hash, computed once a process: every demo person shares it. */
function demoPasswordHash(ctx: AppContext): Promise<string> {
  const password = ctx.config.DEMO_PASSWORD;
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** Zensoft's engineers besides its CEO. */
const ZENSOFT_ENGINEERS: [string, string][] = [
  ['Hiro', 'Sato'],
  ['Aiko', 'Mori'],
  ['Kenji', 'Ito'],
];

async function seedZensoft(ctx: AppContext) {
  const passwordHash = await demoPasswordHash(ctx);
  const org = await createOrganization(ctx.database.db, {
    name: 'Zensoft',
    slug: 'zensoft',
    hosts: ['zensoft.localhost'],
    projectPermissionVariant: 'zensoft',
    departmentDisplayName: 'department',
    subDepartmentDisplayName: 'team',
  });
  await withOrg(ctx.database.db, org.id, async (tx) => {
    await syncDefaultWorkspaces(tx, org.id);
    const scope = systemScope(ctx, tx, org);
    await seedOrgSetupDefaults(scope);
    await seedStandardTemplates(scope);
    const department = await createDepartment(scope, 'Management');
    const designation = await createDesignation(scope, 'Chief Executive Officer');
    const { user } = await createEmployee(scope, {
      user: {
        email: 'ceo@zensoft.example',
        firstName: 'Mei',
        lastName: 'Tanaka',
        passwordHash,
        roles: [ROLES.CEO, ROLES.EMPLOYEE],
      },
      code: 'ZS0001',
      designationId: designation.id,
      departmentId: department.id,
    });
    await setDepartmentHead(scope, { kind: 'department', id: department.id, headUserId: user.id });
    const engineering = await createDepartment(scope, 'Engineering');
    const engineer = await createDesignation(scope, 'Software Engineer');
    // Engineers on the bench, whom Zensoft's resource requests rank and its RMG pool lists.
    for (const [index, [firstName, lastName]] of ZENSOFT_ENGINEERS.entries())
      await createEmployee(scope, {
        user: {
          email: `${firstName}.${lastName}@zensoft.example`.toLowerCase(),
          firstName,
          lastName,
          passwordHash,
          roles: [ROLES.EMPLOYEE],
        },
        code: `ZS${String(index + 2).padStart(4, '0')}`,
        designationId: engineer.id,
        departmentId: engineering.id,
        dateOfJoining: `202${3 + index}-0${index + 2}-01`,
        totalExperience: 4 + index * 2,
      });
    await seedFormsDemo(scope);
    await seedHiringDemo(scope, ZENSOFT_HIRING);
    await seedProjectDemo(tx, org.id, [
      {
        name: 'Zensoft Website Refresh',
        status: 'draft',
        billingType: 'time-and-material',
        currency: 'INR',
        leadEmail: 'ceo@zensoft.example',
      },
      {
        client: 'Kaizen Retail',
        name: 'Kaizen Store App',
        status: 'active',
        billingType: 'time-and-material',
        currency: 'INR',
        ownerEmail: 'ceo@zensoft.example',
        leadEmail: 'ceo@zensoft.example',
        team: [{ email: 'ceo@zensoft.example', percent: 100, status: 'billable' }],
      },
    ]);
    await seedResourcesDemo(scope, ZENSOFT_RESOURCES);
    await seedSalesDemo(scope, ZENSOFT_SALES, ctx.files);
    await seedTargetsDemo(scope, ZENSOFT_TARGETS);
    // Time on it: weeks approved, waiting for approval, and (the four weeks' first two) not submitted.
    await seedTimesheetDemo(scope, ['ceo@zensoft.example']);
    await seedAccessTokensDemo(scope, ['ceo@zensoft.example']);
  });
  return org;
}

/** Seeds the demo organisations Acme Corporation and Zensoft unless they exist. */
export async function seedDemo(ctx: AppContext) {
  const existing = await findOrganizationBySlug(ctx.database.db, 'acme');
  if (existing) return { seeded: false };
  await seedDemoOrganization(ctx, ACME);
  await seedZensoft(ctx);
  return { seeded: true };
}
