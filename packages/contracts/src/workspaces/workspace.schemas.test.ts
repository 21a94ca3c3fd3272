import { describe, expect, it } from 'vitest';
import {
  UpdateWorkspaceRequestSchema,
  WorkspaceActionRequestSchema,
  WorkspaceConfigSchema,
  WorkspaceKeySchema,
  WorkspaceListQuerySchema,
} from './workspace.schemas';

const config = {
  id: 3,
  name: 'default',
  display_name: 'Dashboard',
  layout_id: 11,
  tools: [
    { identifier: 'widgets', title: 'Widgets', data: {}, container_id: 'widgets' },
    {
      identifier: 'employee-list#/pending',
      title: 'Employee List',
      data: { options: { id: 4 } },
      container_id: 'main',
    },
  ],
  tools_data: { widgets: { toolLocationId: 'a' } },
};

describe('workspace configs', () => {
  it('accept tools with a #path suffix and options', () => {
    expect(WorkspaceConfigSchema.parse(config)).toEqual(config);
  });

  it.each([
    ['an unknown tool', { ...config, tools: [{ ...config.tools[0], identifier: 'nothing' }] }],
    ['an unknown layout', { ...config, layout_id: 99 }],
    ['tools_data for an unknown tool', { ...config, tools_data: { nothing: {} } }],
    ['a tool without a container', { ...config, tools: [{ ...config.tools[0], container_id: '' }] }],
  ])('refuse %s', (_, body) => {
    expect(WorkspaceConfigSchema.safeParse(body).success).toBe(false);
  });
});

describe('workspace keys', () => {
  it.each([
    ['default', true],
    ['my-profile', true],
    ['42', true],
    ['My Profile', false],
    ['-x', false],
    ['', false],
    ['a'.repeat(65), false],
  ])('%j is a workspace key: %s', (key, expected) => {
    expect(WorkspaceKeySchema.safeParse(key).success).toBe(expected);
  });
});

describe('workspace requests', () => {
  it('take is_enabled only when updating a workspace', () => {
    expect(UpdateWorkspaceRequestSchema.safeParse({ is_enabled: false }).success).toBe(true);
    expect(UpdateWorkspaceRequestSchema.safeParse({ is_enabled: 'no' }).success).toBe(false);
    expect(UpdateWorkspaceRequestSchema.safeParse({ is_enabled: true, name: 'x' }).success).toBe(false);
  });

  it('take an action, a workspace and optional data for the audit trail', () => {
    expect(WorkspaceActionRequestSchema.parse({ action: ' opened ', workspace: 'tas' })).toEqual({
      action: 'opened',
      workspace: 'tas',
    });
    expect(WorkspaceActionRequestSchema.safeParse({ action: 'opened' }).success).toBe(false);
  });

  it('page the explore list by name or display name, with a search', () => {
    expect(WorkspaceListQuerySchema.parse({ order_by: '-display_name', search: ' sal ' })).toEqual({
      limit: 50,
      offset: 0,
      order_by: '-display_name',
      search: 'sal',
    });
  });
});
