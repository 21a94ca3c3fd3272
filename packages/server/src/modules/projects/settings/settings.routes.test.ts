import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let projectId: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      admin: [ROLES.ORG_ADMIN],
      lead: [ROLES.DELIVERY_LEAD],
      owner: [ROLES.PROJECT_OWNER],
      staff: [ROLES.EMPLOYEE],
    },
    'settings.projects.test',
  );
  Object.assign(
    tokens,
    await buildSignedInPeople(test, other, { stranger: [ROLES.CEO] }, 'other.settings.test'),
  );
  const users = await userIdsByName(test, org);
  const project = await as(test, org, tokens.ceo as string).post('/projects/projects/', {
    name: 'Settings project',
    billing_type: 'time-and-material',
    project_owner_id: users.owner,
    delivery_lead_id: users.lead,
  });
  projectId = project.json().id;
});
afterAll(() => test.close());

const client = (who: string, orgId = org) => as(test, orgId, tokens[who] as string);

describe('project settings and custom fields', () => {
  it('admins define the fields; the lead fills them in per the field types; the owner only reads', async () => {
    expect(
      (await client('lead').post('/projects/custom-fields/', { name: 'PO number', field_type: 'text' }))
        .statusCode,
    ).toBe(403);
    const po = (
      await client('admin').post('/projects/custom-fields/', {
        name: 'PO number',
        field_type: 'text',
        is_required: true,
      })
    ).json();
    const tier = (
      await client('admin').post('/projects/custom-fields/', {
        name: 'Tier',
        field_type: 'select',
        options: ['Gold', 'Silver'],
      })
    ).json();
    const kickoff = (
      await client('admin').post('/projects/custom-fields/', { name: 'Kick-off', field_type: 'date' })
    ).json();
    expect(
      (await client('admin').post('/projects/custom-fields/', { name: 'po NUMBER', field_type: 'text' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await client('admin').post('/projects/custom-fields/', { name: 'Region', field_type: 'select' }))
        .statusCode,
    ).toBe(400);

    const path = `/projects/projects/${projectId}/settings/`;
    const refused = await client('lead').put(path, {
      values: { [po.id]: '', [tier.id]: 'Bronze', [kickoff.id]: '2026-02-30' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().codes).toEqual({
      [po.id]: ['required'],
      [tier.id]: ['invalid'],
      [kickoff.id]: ['invalid'],
    });

    const saved = await client('lead').put(path, {
      values: { [po.id]: 'PO-4471', [tier.id]: 'Gold', [kickoff.id]: '2026-02-02' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fields.map((f: { name: string; value: string }) => [f.name, f.value])).toEqual([
      ['Kick-off', '2026-02-02'],
      ['PO number', 'PO-4471'],
      ['Tier', 'Gold'],
    ]);
    expect((await client('owner').get(path)).json().fields).toHaveLength(3);
    expect((await client('owner').put(path, { values: { [tier.id]: 'Silver' } })).statusCode).toBe(403);
    expect((await client('staff').get(path)).statusCode).toBe(403);
    expect((await client('stranger', other).get(path)).statusCode).toBe(404);

    expect((await client('admin').delete(`/projects/custom-fields/${tier.id}/`)).statusCode).toBe(204);
    expect((await client('lead').get(path)).json().fields.map((f: { name: string }) => f.name)).toEqual([
      'Kick-off',
      'PO number',
    ]);
  });
});
