import { describe, expect, it } from 'vitest';
import { ResolveRequestSchema, ResolveResponseSchema } from './resolve.schemas';

describe('resolve requests', () => {
  it.each([
    [{ for_workspace: 'project-overview', data: { object_id: 12, id: 'PR-12' } }],
    [{ for_workspace: 'tas', data: {} }],
    [{ action: 'timesheet_submitted' }],
    [
      {
        action: 'leave_applied',
        recipient_type: 'approver',
        notification_data: { request_id: 4, display_id: 'LR4' },
      },
    ],
    [{ action: 'x', notification_data: { request_id: '4', extra: 'kept' } }],
  ])('accepts %j', (body) => {
    expect(ResolveRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{}],
    [{ for_workspace: 'tas' }],
    [{ for_workspace: 'Not A Name', data: {} }],
    [{ for_workspace: 'tas', data: { object_id: 1, secret: true } }],
    [{ for_workspace: 'tas', data: {}, action: 'leave' }],
    [{ action: '' }],
    [{ action: 'leave', notification_data: 'not json' }],
    [{ recipient_type: 'approver' }],
  ])('refuses %j', (body) => {
    expect(ResolveRequestSchema.safeParse(body).success).toBe(false);
  });

  it('keeps the notification payload as the notification carries it', () => {
    expect(
      ResolveRequestSchema.parse({ action: 'x', notification_data: { request_id: 4, extra: 1 } }),
    ).toEqual({
      action: 'x',
      notification_data: { request_id: 4, extra: 1 },
    });
  });
});

describe('resolve responses', () => {
  it('carry tools_data keyed by tool and the workspace name', () => {
    const body = { tools_data: { 'employee-list#/pending': { id: 3 } }, workspace_info: { name: 'tas' } };
    expect(ResolveResponseSchema.parse(body)).toEqual(body);
  });

  it('refuse tools_data for a tool that does not exist', () => {
    const body = { tools_data: { 'no-such-tool': {} }, workspace_info: { name: 'tas' } };
    expect(ResolveResponseSchema.safeParse(body).success).toBe(false);
  });
});
