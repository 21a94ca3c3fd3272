import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExit } from '../../../test/exit-factories';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  userIdsByName,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let users: Record<string, number>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], lead: [ROLES.DELIVERY_LEAD] },
    'leavers.team.projects.test',
  );
  users = await userIdsByName(test, org);
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);

describe('the team manager’s people', () => {
  it('are listed by start and name, and one leaving before their allocation ends is a discrepancy', async () => {
    const ceo = client('ceo');
    const customer = (await ceo.post('/projects/clients/', { name: 'Leavers client' })).json();
    const project = (
      await ceo.post('/projects/projects/', {
        name: 'Leavers project',
        billing_type: 'time-and-material',
        client_id: customer.id,
        project_owner_id: users.ceo,
        delivery_lead_id: users.lead,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        billing_start_date: '2026-01-01',
        billing_end_date: '2026-12-31',
      })
    ).json();
    const base = `/projects/projects/${project.id}`;
    const group = (
      await client('lead').post(`${base}/resource-groups/`, {
        name: 'Engineers',
        required_count: 3,
        allocation_percent: 100,
        start_date: '2026-02-01',
        end_date: '2026-11-30',
      })
    ).json().groups[0];
    const people = [
      { firstName: 'Zara', start: '2026-02-01' },
      { firstName: 'Anil', start: '2026-03-01' },
      { firstName: 'Bela', start: '2026-02-01' },
    ];
    const ids: number[] = [];
    for (const person of people) {
      const { employee } = await buildEmployee(test.ctx, org, {
        firstName: person.firstName,
        dateOfJoining: '2025-01-01',
      });
      ids.push(employee.id);
      const added = await client('lead').post(`${base}/resource-groups/${group.id}/allocations/`, {
        employee_id: employee.id,
        start_date: person.start,
        end_date: '2026-11-30',
        allocation_percent: 100,
        status: 'non-billable',
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    // Zara leaves before her allocation ends; Anil's exit is called off.
    await buildExit(test.ctx, org, {
      employeeId: ids[0] as number,
      by: users.ceo as number,
      noticeDate: '2026-06-01',
      lastWorkingDay: '2026-08-31',
    });
    await buildExit(test.ctx, org, {
      employeeId: ids[1] as number,
      by: users.ceo as number,
      stage: 'withdrawn',
      noticeDate: '2026-06-01',
      lastWorkingDay: '2026-07-31',
    });

    const team = (await client('lead').get(`${base}/team-manager/`)).json();
    const members = team.groups[0].members as { name: string; employee_id: number; id: number }[];
    expect(members.map((member) => member.name.split(' ')[0])).toEqual(['Bela', 'Zara', 'Anil']);
    const zara = members.find((member) => member.employee_id === ids[0]);
    expect(team.discrepancies).toEqual([
      expect.objectContaining({
        rule: 'allocation_after_last_working_day',
        resource_group_id: group.id,
        allocation_id: zara?.id,
      }),
    ]);
  });
});
