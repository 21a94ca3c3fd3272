import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncDefaultWorkspaces } from './default-workspaces.service';

let test: TestApp;
let org: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  await withOrg(test.ctx.database.db, org, (tx) => syncDefaultWorkspaces(tx, org));
  const people = { ceo: [ROLES.CEO], employee: [ROLES.EMPLOYEE], auditor: [ROLES.AUDIT_MANAGER] } as const;
  for (const [name, roles] of Object.entries(people)) {
    await buildEmployee(test.ctx, org, { email: `${name}@resolve.test`, roles: [...roles] });
    tokens[name] = await signIn(test, org, `${name}@resolve.test`);
  }
});
afterAll(() => test.close());

const post = (who: string, path: string, payload: unknown) =>
  test.app.inject({
    method: 'POST',
    url: `/api/${org}/workspace/${path}`,
    headers: bearer(tokens[who] ?? ''),
    payload: payload as object,
  });

describe('POST /api/{orgId}/workspace/resolve/', () => {
  it('opens a named workspace with the data for each of its tools', async () => {
    const response = await post('employee', 'resolve/', {
      for_workspace: 'leaves',
      data: { object_id: 12, id: 'LR-7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tools_data: {
        'my-leaves': { object_id: 12, id: 'LR-7' },
        'leave-request-list': { object_id: 12, id: 'LR-7' },
      },
      workspace_info: { name: 'leaves' },
    });
  });

  it.each([
    ['lms_request_created', 'leaves'],
    ['leave_approved', 'leaves'],
    ['exit_started', 'employee-exit'],
    // What the leaver is asked to do waits on their home, not in the exit managers' workspace.
    ['leaver:exit-interview', 'default'],
    ['contract_expiring', 'contractors'],
    ['resource_request_raised', 'resource-management'],
    ['project_activated', 'projects'],
    ['milestone_due', 'projects'],
    ['something_else', 'default'],
    ['timesheet_submitted', 'timesheets'],
    ['TIMESHEET_APPROVAL_PENDING', 'timesheets'],
    ['hiring_request_created', 'tas'],
    ['opportunity_notified', 'sales-opportunities'],
    ['onboarding_candidate_joined', 'on-boarding'],
    // Its workspace holds no built tool yet, so the home opens instead.
    ['invoice_overdue', 'default'],
  ])('sends the action %s to the %s workspace', async (action, name) => {
    const response = await post('ceo', 'resolve/', { action });
    expect(response.statusCode).toBe(200);
    expect(response.json().workspace_info).toEqual({ name });
  });

  it('passes the notification’s request id and recipient type to the tools', async () => {
    const response = await post('employee', 'resolve/', {
      action: 'leave_applied',
      recipient_type: 'approver',
      notification_data: { request_id: 41, request_type: 'leave', display_id: 'LR41' },
    });
    expect(response.json()).toEqual({
      tools_data: {
        'my-leaves': { id: 41, recipient_type: 'approver' },
        'leave-request-list': { id: 41, recipient_type: 'approver' },
      },
      workspace_info: { name: 'leaves' },
    });
  });

  it('opens a timesheet reminder on its week and tab', async () => {
    const response = await post('ceo', 'resolve/', {
      action: 'timesheet:reminder',
      recipient_type: 'requester',
      notification_data: { request_type: 'timesheet', week: '2026-11-23', tab: 'mine' },
    });
    expect(response.json().tools_data.timesheet).toEqual({
      recipient_type: 'requester',
      week: '2026-11-23',
      tab: 'mine',
    });
  });

  it('answers an unknown action with the home fitted to the caller', async () => {
    const response = await post('employee', 'resolve/', { action: 'ping' });
    expect(response.json()).toEqual({
      tools_data: {},
      workspace_info: { name: 'default' },
    });
  });

  const unusable = { code: 'invalid', codes: { non_field_errors: ['invalid'] } };
  it.each([
    ['nothing', {}, 400, unusable],
    ['a workspace without data', { for_workspace: 'tas' }, 400, unusable],
    ['both forms at once', { for_workspace: 'tas', data: {}, action: 'leave' }, 400, unusable],
    [
      'data with unknown fields',
      { for_workspace: 'tas', data: { secret: 1 } },
      400,
      { code: 'invalid', codes: { 'data.secret': ['unknown_field'] } },
    ],
    ['an empty action', { action: '' }, 400, { code: 'invalid', codes: { action: ['required'] } }],
    ['an unknown workspace', { for_workspace: 'nowhere', data: {} }, 404, { code: 'not_found' }],
    [
      'a workspace not for the caller',
      { for_workspace: 'salary-management', data: {} },
      403,
      { code: 'permission_denied' },
    ],
    [
      'an action for a workspace not for the caller',
      { action: 'hiring_request' },
      403,
      { code: 'permission_denied' },
    ],
  ])('refuses %s', async (_, payload, status, body) => {
    const response = await post('employee', 'resolve/', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });
});

describe('POST /api/{orgId}/workspace/action/', () => {
  it('records the action in the audit trail', async () => {
    const response = await post('employee', 'action/', {
      action: 'opened',
      workspace: 'timesheets',
      data: { week: '2026-11-02' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Action taken successfully.' });
    const trail = await test.app.inject({
      url: `/api/${org}/audit/events/?entity_type=workspace&limit=1`,
      headers: bearer(tokens.auditor ?? ''),
    });
    expect(trail.json().results[0]).toMatchObject({ action: 'workspace.action', entity_type: 'workspace' });
  });

  it.each([
    [{ action: 'opened', workspace: 'salary-management' }, 403, { code: 'permission_denied' }],
    [{ action: 'opened', workspace: 'nowhere' }, 404, { code: 'not_found' }],
    [{ workspace: 'timesheets' }, 400, { code: 'invalid', codes: { action: ['required'] } }],
    [
      { action: 'opened', workspace: 'timesheets', extra: 1 },
      400,
      { code: 'invalid', codes: { extra: ['unknown_field'] } },
    ],
  ])('refuses %j', async (payload, status, body) => {
    const response = await post('employee', 'action/', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });
});
