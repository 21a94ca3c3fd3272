import { describe, expect, it } from 'vitest';
import { isToolKey, parseToolKey, ToolKeySchema } from './tool-key';

describe('tool keys', () => {
  it.each([
    ['employee-list', { identifier: 'employee-list', path: null }],
    ['employee-list#/pending', { identifier: 'employee-list', path: '/pending' }],
    [
      'widget-drilldowns#/pending-timesheets',
      { identifier: 'widget-drilldowns', path: '/pending-timesheets' },
    ],
    ['project-view#/12/finances#x', { identifier: 'project-view', path: '/12/finances#x' }],
    ['widgets#', { identifier: 'widgets', path: '' }],
  ])('parses %s', (key, expected) => {
    expect(parseToolKey(key)).toEqual(expected);
  });

  it.each([
    ['employee-list', true],
    ['employee-list#/pending', true],
    ['widget-drilldowns#/pending-timesheets', true],
    ['no-such-tool', false],
    ['no-such-tool#/pending', false],
    ['employee-list#pending', false],
    ['employee-list#', false],
    ['employee-list#/a b', false],
  ])('accepts %s as a tool key: %s', (key, expected) => {
    expect(isToolKey(key)).toBe(expected);
    expect(ToolKeySchema.safeParse(key).success).toBe(expected);
  });

  it('reports an unknown tool with the code unknown_tool', () => {
    expect(ToolKeySchema.safeParse('nothing').error?.issues[0]?.message).toBe('unknown_tool');
  });
});
