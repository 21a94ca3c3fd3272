import { SEARCH_DEBOUNCE_MS } from '@atrium/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { useEmployeeOptions } from '../exits.api';

interface EmployeePickerProps {
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
}

/** Picks an employee by name or code, searched on the server as the user types. */
export function EmployeePicker({ id, value, onChange }: EmployeePickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const employees = useEmployeeOptions(term);
  const options = (employees.data?.results ?? [])
    .filter((employee) => employee.status !== 'exited' && employee.status !== 'exit')
    .map((employee) => ({
      label: `${employee.first_name} ${employee.last_name} (${employee.code})`.replace(/\s+/g, ' '),
      value: employee.id,
    }));
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={employees.isFetching}
      allowClear
      placeholder="Search by name or code"
    />
  );
}
