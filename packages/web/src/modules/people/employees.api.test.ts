import { EmployeeExportRequestSchema as ExportRequestSchema } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { exportRequestOf } from './employees.api';

describe('the Employees export request', () => {
  it('carries every filter of the list, in the shape the server accepts', () => {
    const body = exportRequestOf({
      search: 'sharma',
      status: 'active,in-notice',
      department: 7,
      employment_type: 'intern',
    });
    expect(body).toEqual({
      search: 'sharma',
      status: 'active,in-notice',
      department: 7,
      employment_type: 'intern',
    });
    expect(ExportRequestSchema.parse(body)).toEqual(body);
  });

  it('leaves out the filters that are not set', () => {
    expect(exportRequestOf({ search: '', status: undefined, employment_type: '' })).toEqual({});
    expect(exportRequestOf({ department: 3 })).toEqual({ department: 3 });
  });
});
