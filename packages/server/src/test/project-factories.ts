import { expect } from 'vitest';
import { projectAllocations, projectMilestones, projects } from '../modules/projects';
import { nextNumber } from '../platform/db/next-number';
import { withOrg } from '../platform/db/tenant';
import { as } from './factories';
import type { TestApp } from './test-app';

export interface BuildProject {
  name: string;
  /** The user who leads it, and owns it unless `ownerId` is given. */
  leadId: number;
  ownerId?: number;
  start: string;
  end: string;
  /** Time and material unless told; a fixed bid is given a milestone with its actual amount to be activated. */
  billingType?: 'time-and-material' | 'fixed-bid';
}

/**
 * A client and an active project, made through the API by one who may (a CEO's token), billed over its whole
 * span; its id and `PR-` code.
 */
export async function buildActiveProject(
  test: TestApp,
  organizationId: number,
  token: string,
  { name, leadId, ownerId = leadId, start, end, billingType = 'time-and-material' }: BuildProject,
) {
  const api = as(test, organizationId, token);
  const client = await api.post('/projects/clients/', { name: `${name} client` });
  expect(client.statusCode).toBe(201);
  const project = await api.post('/projects/projects/', {
    name,
    billing_type: billingType,
    client_id: client.json().id,
    project_owner_id: ownerId,
    delivery_lead_id: leadId,
    start_date: start,
    end_date: end,
    billing_start_date: start,
    billing_end_date: end,
  });
  expect(project.statusCode).toBe(201);
  const { id, code } = project.json() as { id: number; code: string };
  if (billingType === 'fixed-bid') {
    const milestone = await api.post(`/projects/projects/${id}/milestones/`, {
      name: `${name} milestone`,
      planned_date: start,
      planned_amount: 1000,
      actual_amount: 1000,
    });
    expect(milestone.statusCode, milestone.body).toBe(200);
  }
  const activated = await api.post(`/projects/projects/${id}/status/`, { status: 'active' });
  expect(activated.statusCode).toBe(200);
  return { id, code };
}

export interface BuildAllocation {
  projectId: number;
  /** An employee's or a contractor's id. */
  person: { employeeId: number } | { contractorId: number };
  start: string;
  end: string;
  status?: string;
  percent?: number;
  resourceGroupId?: number;
}

/** An allocation on a project, written as the Team Manager leaves it once saved (in a resource group if given). */
export async function buildAllocation(test: TestApp, organizationId: number, input: BuildAllocation) {
  const [allocation] = await withOrg(test.ctx.database.db, organizationId, (tx) =>
    tx
      .insert(projectAllocations)
      .values({
        organizationId,
        projectId: input.projectId,
        employeeId: 'employeeId' in input.person ? input.person.employeeId : null,
        contractorId: 'contractorId' in input.person ? input.person.contractorId : null,
        startDate: input.start,
        endDate: input.end,
        status: input.status ?? 'billable',
        allocationPercent: input.percent ?? 100,
        resourceGroupId: input.resourceGroupId ?? null,
      })
      .returning(),
  );
  if (!allocation) throw new Error('allocation not written');
  return allocation;
}

export interface BuildProjectRecord {
  name: string;
  /** Fixed bid unless told. */
  billingType?: 'time-and-material' | 'fixed-bid';
  /** Active unless told: draft, on-hold, closed… */
  status?: string;
  /** The whole of 2026 unless told. */
  start?: string;
  end?: string;
  leadId?: number | null;
  ownerId?: number | null;
}

/**
 * A project (the next `PR-` code, no client) written as it stands on record into the projects module's table, in
 * one insert: for a test that needs a project in a state but not the API's way there (`buildActiveProject`).
 */
export async function buildProjectRecord(test: TestApp, organizationId: number, input: BuildProjectRecord) {
  const [project] = await withOrg(test.ctx.database.db, organizationId, async (tx) =>
    tx
      .insert(projects)
      .values({
        organizationId,
        number: await nextNumber(tx, projects, organizationId),
        name: input.name,
        billingType: input.billingType ?? 'fixed-bid',
        status: input.status ?? 'active',
        startDate: input.start ?? '2026-01-01',
        endDate: input.end ?? '2026-12-31',
        deliveryLeadId: input.leadId ?? null,
        projectOwnerId: input.ownerId ?? null,
      })
      .returning(),
  );
  if (!project) throw new Error('project not written');
  return project;
}

export interface BuildMilestone {
  projectId: number;
  name: string;
  plannedDate: string;
  plannedAmount?: number;
  actualAmount?: number | null;
  /** Active unless told: checked-in or completed. */
  status?: string;
}

/**
 * A milestone written as it stands on record into the projects module's table, in one insert: completed on a
 * draft project, say, which the API completes only on an active one.
 */
export async function buildMilestone(test: TestApp, organizationId: number, input: BuildMilestone) {
  const [milestone] = await withOrg(test.ctx.database.db, organizationId, (tx) =>
    tx
      .insert(projectMilestones)
      .values({
        organizationId,
        projectId: input.projectId,
        name: input.name,
        plannedDate: input.plannedDate,
        plannedAmount: input.plannedAmount ?? 100000,
        actualAmount: input.actualAmount ?? null,
        status: input.status ?? 'active',
      })
      .returning(),
  );
  if (!milestone) throw new Error('milestone not written');
  return milestone;
}
