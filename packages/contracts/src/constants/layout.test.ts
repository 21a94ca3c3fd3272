import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_DIALOG_WIDTH_PX,
  DASHBOARD_VIEWPORT_OFFSET_PX,
  WORKSPACE_VIEWPORT_OFFSET_PX,
} from './layout';

describe('layout constants', () => {
  it.each<[string, unknown, unknown]>([
    ['CONFIRMATION_DIALOG_WIDTH_PX', CONFIRMATION_DIALOG_WIDTH_PX, 400],
    ['WORKSPACE_VIEWPORT_OFFSET_PX', WORKSPACE_VIEWPORT_OFFSET_PX, 48],
    ['DASHBOARD_VIEWPORT_OFFSET_PX', DASHBOARD_VIEWPORT_OFFSET_PX, 64],
  ])('%s is %j', (_, value, expected) => {
    expect(value).toEqual(expected);
  });
});
