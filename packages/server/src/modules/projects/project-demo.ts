import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { inTextSet } from '../../platform/db/value-set';
import { clients, projectAllocations, projects } from './projects.tables';

interface DemoProject {
  client: string;
  name: string;
  ownerEmail: string;
  leadEmail: string;
  /** Employees by email, with their share of time and allocation status. */
  team: { email: string; percent: number; status: string }[];
}

/**
 * Demo data: a client and a running time-and-material project (PR-0001) from the start of this year to the end
 * of the next, its owner and delivery lead, and its people allocated throughout.
 */
export async function seedProjectDemo(tx: Tx, organizationId: number, demo: DemoProject) {
  const emails = [demo.ownerEmail, demo.leadEmail, ...demo.team.map((member) => member.email)];
  const people = await queryRows<{ email: string; user_id: number; employee_id: number }>(
    tx,
    sql`select u.email, u.id as user_id, e.id as employee_id from users u
        join employees e on e.organization_id = u.organization_id and e.user_id = u.id
        where u.organization_id = ${organizationId} and ${inTextSet(sql`u.email`, emails)}`,
  );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const owner = byEmail.get(demo.ownerEmail);
  const lead = byEmail.get(demo.leadEmail);
  if (!owner || !lead) return;
  const year = new Date().getUTCFullYear();
  const [client] = await tx.insert(clients).values({ organizationId, name: demo.client }).returning();
  const [project] = await tx
    .insert(projects)
    .values({
      organizationId,
      number: 1,
      name: demo.name,
      clientId: client?.id as number,
      billingType: 'time-and-material',
      status: 'active',
      startDate: `${year}-01-01`,
      endDate: `${year + 1}-12-31`,
      projectOwnerId: owner.user_id,
      deliveryLeadId: lead.user_id,
    })
    .returning();
  const allocations = demo.team.flatMap((member) => {
    const person = byEmail.get(member.email);
    return person
      ? [
          {
            organizationId,
            projectId: project?.id as number,
            employeeId: person.employee_id,
            startDate: `${year}-01-01`,
            endDate: `${year + 1}-12-31`,
            allocationPercent: member.percent,
            status: member.status,
          },
        ]
      : [];
  });
  if (allocations.length) await tx.insert(projectAllocations).values(allocations);
}
