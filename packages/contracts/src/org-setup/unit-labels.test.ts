import { describe, expect, it } from 'vitest';
import { unitLabels } from './unit-labels';

describe('unitLabels', () => {
  it('capitalises the organisation’s display names', () => {
    expect(
      unitLabels({ department_display_name: 'practice area', sub_department_display_name: 'team' }),
    ).toEqual({ department: 'Practice Area', subDepartment: 'Team' });
  });

  it('falls back to function and sub function', () => {
    expect(unitLabels(null)).toEqual({ department: 'Function', subDepartment: 'Sub Function' });
  });
});
