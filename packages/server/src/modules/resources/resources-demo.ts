import type { ResourceRequestPriority, ResourceRequestStatus, SkillLevel } from '@atrium/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { nextNumber } from '../../platform/db/next-number';
import { type Scope, systemScope } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { addNamedRecord, designations, NAMED_CATALOGUES, skills } from '../org-setup';
import { employeeSkills, employees, setSkillsOfEmployees } from '../people';
import { projects, resourceGroups } from '../projects';
import { rankRequestCandidates } from './candidates.service';
import { type DemoScenario, seedDemoScenario } from './forecast-scenario-demo';
import { allocateAgainst, changeRecorded, recordEvent } from './resource-request.service';
import { resourceRequests } from './resources.tables';

/** One demo request: what is asked, by whom, and how far it went. */
export interface DemoResourceRequest {
  project: string;
  raisedBy: string;
  designation: string;
  skills: [string, SkillLevel][];
  experience: [number, number];
  percent: number;
  billable: boolean;
  /** Starts this many days from today, for `days` days. */
  startInDays: number;
  days: number;
  count: number;
  priority: ResourceRequestPriority;
  status: ResourceRequestStatus;
  /** People allocated against it, the best ranked first. */
  fulfil?: number;
  notes?: string;
  /** A comment the requester left once it was accepted. */
  comment?: string;
  /** The reason of a close or cancel. */
  reason?: string;
}

export interface ResourcesDemo {
  rmg: string;
  /** Catalogue skills the demo's people and requests use. */
  skills: string[];
  /** How many active employees without skills are given a set (in code order). */
  skilled: number;
  requests: DemoResourceRequest[];
  /** A saved forecast scenario of the RMG manager's, so the forecast has a what-if to compare. */
  scenario?: DemoScenario;
}

/** Skill sets handed out in turn to the demo's people. */
const SKILL_SETS: [string, SkillLevel][][] = [
  [
    ['React', 'E'],
    ['TypeScript', 'I'],
  ],
  [
    ['Node.js', 'I'],
    ['TypeScript', 'E'],
  ],
  [
    ['Java', 'E'],
    ['Spring Boot', 'I'],
  ],
  [
    ['Selenium', 'I'],
    ['Python', 'B'],
  ],
  [
    ['Python', 'E'],
    ['SQL', 'I'],
  ],
  [
    ['SQL', 'E'],
    ['Power BI', 'I'],
  ],
  [
    ['React', 'I'],
    ['Node.js', 'I'],
    ['AWS', 'B'],
  ],
];

const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function catalogue(scope: Scope, names: string[]) {
  const { tx, org } = scope;
  const have = await tx
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(eq(skills.organizationId, org.id));
  const byName = new Map(have.map((skill) => [skill.name, skill.id]));
  for (const name of names)
    if (!byName.has(name))
      byName.set(name, (await addNamedRecord(scope, NAMED_CATALOGUES.skills, { name })).id);
  return byName;
}

/** Gives the last `count` active employees without skills (by code) a set each, in turn, through people's service. */
async function skillPeople(scope: Scope, skillIds: Map<string, number>, count: number) {
  const { tx, org } = scope;
  const unskilled = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, org.id),
        eq(employees.status, 'active'),
        sql`not exists (select 1 from ${employeeSkills} s where s.organization_id = ${org.id} and s.employee_id = ${employees.id})`,
      ),
    )
    .orderBy(desc(employees.code))
    .limit(count);
  await setSkillsOfEmployees(
    scope,
    unskilled.map((person, index) => ({
      employeeId: person.id,
      rows: (SKILL_SETS[index % SKILL_SETS.length] ?? []).map(([name, level]) => ({
        skill_id: skillIds.get(name) as number,
        level,
      })),
    })),
  );
}

/**
 * Resource requests in several states for the demo's projects: raised by their owners and leads, accepted,
 * worked, fulfilled with the best ranked people (allocations made through projects' service), closed and
 * cancelled, each step in the request's history; and skills for the people the pool and the ranking show.
 */
export async function seedResourcesDemo(scope: Scope, demo: ResourcesDemo) {
  const { tx, org } = scope;
  const today = scope.clock.today();
  const skillIds = await catalogue(scope, [
    ...new Set([...demo.skills, ...SKILL_SETS.flat().map(([name]) => name)]),
  ]);
  await skillPeople(scope, skillIds, demo.skilled);
  const users = await findUsersByEmails(tx, org.id, [demo.rmg, ...demo.requests.map((r) => r.raisedBy)]);
  const userOf = (email: string) => users.get(email.toLowerCase())?.id ?? null;
  const rmg = userOf(demo.rmg);
  const as = (userId: number | null) => systemScope(scope, tx, org, userId);
  const named = await tx
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.organizationId, org.id));
  const designationOf = new Map(named.map((d) => [d.name, d.id]));
  const projectRows = await tx
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, org.id),
        inArray(
          projects.name,
          demo.requests.map((r) => r.project),
        ),
      ),
    );
  for (const request of demo.requests) {
    const project = projectRows.find((p) => p.name === request.project);
    const raiser = userOf(request.raisedBy);
    const designationId = designationOf.get(request.designation);
    if (!project || raiser === null || designationId === undefined) continue;
    const [group] = await tx
      .select({ id: resourceGroups.id })
      .from(resourceGroups)
      .where(and(eq(resourceGroups.organizationId, org.id), eq(resourceGroups.projectId, project.id)))
      .orderBy(asc(resourceGroups.id))
      .limit(1);
    if (!group) continue;
    const [row] = await tx
      .insert(resourceRequests)
      .values({
        organizationId: org.id,
        number: await nextNumber(tx, resourceRequests, org.id),
        projectId: project.id,
        resourceGroupId: group.id,
        designationId,
        skills: request.skills.map(([name, level]) => ({ skill_id: skillIds.get(name) as number, level })),
        minExperience: request.experience[0],
        maxExperience: request.experience[1],
        allocationPercent: request.percent,
        isBillable: request.billable,
        startDate: dayFrom(today, request.startInDays),
        endDate: dayFrom(today, request.startInDays + request.days),
        count: request.count,
        priority: request.priority,
        notes: request.notes ?? null,
        raisedBy: raiser,
      })
      .returning();
    if (!row) continue;
    await recordEvent(as(raiser), row.id, { action: 'raise', to: 'pending' });
    await scope.audit({
      action: 'resource_request.create',
      entityType: 'resource_request',
      entityId: row.id,
      after: row,
    });
    if (request.status === 'pending') continue;
    if (request.status === 'cancelled') {
      await changeRecorded(
        as(raiser),
        row,
        'cancel',
        { status: 'cancelled' },
        { comment: request.reason ?? null },
      );
      continue;
    }
    let current = await changeRecorded(as(rmg), row, 'accept', { status: 'open' });
    if (request.comment)
      await recordEvent(as(raiser), row.id, { action: 'comment', comment: request.comment });
    if (request.status === 'in-progress' && !request.fulfil)
      current = await changeRecorded(as(rmg), current, 'start', { status: 'in-progress' });
    for (const candidate of request.fulfil ? await rankRequestCandidates(as(rmg), row.id) : []) {
      if (current.filledCount >= (request.fulfil ?? 0)) break;
      // A candidate the team's rules refuse (joined later, say) is passed over without spoiling the seed.
      const next = await tx
        .transaction((savepoint) =>
          allocateAgainst(systemScope(scope, savepoint, org, rmg), current, project, candidate.employee_id),
        )
        .catch(() => null);
      if (next) current = next;
    }
    if (request.status === 'closed')
      await changeRecorded(
        as(rmg),
        current,
        'close',
        { status: 'closed' },
        { comment: request.reason ?? null },
      );
  }
  if (demo.scenario) await seedDemoScenario(scope, demo.scenario, rmg);
}

/** Acme's requests: each state of the life, on its two active projects. */
export const ACME_RESOURCES: ResourcesDemo = {
  rmg: 'rmg@acme.example',
  skills: [],
  skilled: 35,
  scenario: {
    name: 'Initech bid with two senior joiners',
    description:
      'If the Initech data platform comes in three weeks from now, do two senior engineers and a later Kaizen start cover it?',
    changes: [
      {
        kind: 'add_demand',
        label: 'Initech data platform',
        designation: 'Software Engineer',
        headcount: 3,
        share: 100,
        inDays: 21,
        days: 90,
      },
      { kind: 'joiner', designation: 'Senior Software Engineer', count: 2, inDays: 14 },
      { kind: 'shift_project', project: 'Kaizen Store App', days: 14 },
    ],
  },
  requests: [
    {
      project: 'Globex Customer Portal',
      raisedBy: 'manager@acme.example',
      designation: 'Senior Software Engineer',
      skills: [
        ['React', 'E'],
        ['TypeScript', 'I'],
      ],
      experience: [3, 8],
      percent: 100,
      billable: true,
      startInDays: 14,
      days: 180,
      count: 2,
      priority: 'high',
      status: 'pending',
      notes: 'Two front-end engineers for the self-service portal’s second phase.',
    },
    {
      project: 'Globex Customer Portal',
      raisedBy: 'project-owner@acme.example',
      designation: 'Software Engineer',
      skills: [
        ['Node.js', 'I'],
        ['TypeScript', 'I'],
      ],
      experience: [1, 5],
      percent: 50,
      billable: false,
      startInDays: 7,
      days: 90,
      count: 1,
      priority: 'medium',
      status: 'open',
      comment: 'Someone who has worked on our API gateway would be ideal.',
    },
    {
      project: 'Initech Payroll Revamp',
      raisedBy: 'manager@acme.example',
      designation: 'QA Engineer',
      skills: [['Selenium', 'I']],
      experience: [1, 6],
      percent: 50,
      billable: false,
      startInDays: -10,
      days: 120,
      count: 2,
      priority: 'critical',
      status: 'in-progress',
      fulfil: 1,
      notes: 'Regression testing before the payroll engine milestone.',
    },
    {
      project: 'Globex Customer Portal',
      raisedBy: 'manager@acme.example',
      designation: 'Business Analyst',
      skills: [['SQL', 'I']],
      experience: [2, 8],
      percent: 50,
      billable: false,
      startInDays: -20,
      days: 32,
      count: 1,
      priority: 'medium',
      status: 'fulfilled',
      fulfil: 1,
    },
    {
      project: 'Initech Payroll Revamp',
      raisedBy: 'project-owner@acme.example',
      designation: 'Data Engineer',
      skills: [
        ['Python', 'E'],
        ['SQL', 'I'],
      ],
      experience: [3, 7],
      percent: 50,
      billable: false,
      startInDays: 30,
      days: 90,
      count: 1,
      priority: 'low',
      status: 'cancelled',
      reason: 'The client moved the reporting work to next quarter.',
    },
    {
      project: 'Globex Customer Portal',
      raisedBy: 'manager@acme.example',
      designation: 'Software Engineer',
      skills: [['React', 'I']],
      experience: [0, 3],
      percent: 100,
      billable: false,
      startInDays: 1,
      days: 45,
      count: 1,
      priority: 'low',
      status: 'closed',
      reason: 'Covered inside the team after the scope was trimmed.',
    },
  ],
};

/** Zensoft's requests on its store app, raised and worked by its CEO. */
export const ZENSOFT_RESOURCES: ResourcesDemo = {
  rmg: 'ceo@zensoft.example',
  skills: [],
  skilled: 3,
  requests: [
    {
      project: 'Kaizen Store App',
      raisedBy: 'ceo@zensoft.example',
      designation: 'Software Engineer',
      skills: [
        ['React', 'I'],
        ['Node.js', 'I'],
      ],
      experience: [2, 6],
      percent: 100,
      billable: false,
      startInDays: 14,
      days: 120,
      count: 2,
      priority: 'high',
      status: 'pending',
      notes: 'Checkout and loyalty features for the spring release.',
    },
    {
      project: 'Kaizen Store App',
      raisedBy: 'ceo@zensoft.example',
      designation: 'Software Engineer',
      skills: [['TypeScript', 'I']],
      experience: [1, 8],
      percent: 100,
      billable: false,
      startInDays: 7,
      days: 60,
      count: 1,
      priority: 'medium',
      status: 'open',
    },
    {
      project: 'Kaizen Store App',
      raisedBy: 'ceo@zensoft.example',
      designation: 'Software Engineer',
      skills: [['Java', 'E']],
      experience: [4, 10],
      percent: 100,
      billable: false,
      startInDays: 30,
      days: 90,
      count: 1,
      priority: 'low',
      status: 'cancelled',
      reason: 'The Android rewrite waits for the next budget.',
    },
  ],
};
