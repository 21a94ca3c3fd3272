import { SEARCH_DEBOUNCE_MS } from '@atrium/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { useEmployeePage } from '../employees.api';

export interface PickedEmployee {
  value: number;
  label: string;
}

interface EmployeePickerProps {
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
  /** The person already chosen, so their name shows before any search. */
  initial?: PickedEmployee | null;
  /** Someone who cannot be picked (the employee themselves). */
  excludeId?: number;
  /** Leaves out people who have left, e.g. when starting an exit. */
  excludeExited?: boolean;
  /** Whether the value is the employee's id (the default) or their user's, as projects name their people. */
  by?: 'employee' | 'user';
}

const EXITED_STATUSES = new Set(['exit', 'exited']);

/** Picks an employee by name, email or code; options have the name and the code below it (spec 3). */
export function EmployeePicker({
  id,
  value,
  onChange,
  initial,
  excludeId,
  excludeExited = false,
  by = 'employee',
}: EmployeePickerProps) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useEmployeePage({ search, page: 1, pageSize: 10, order_by: 'name' });
  const found = (matches.data?.results ?? [])
    .filter((row) => row.id !== excludeId && !(excludeExited && EXITED_STATUSES.has(row.status)))
    .map((row) => {
      const label = `${row.first_name} ${row.last_name}`.trim();
      return {
        value: by === 'user' ? row.user_id : row.id,
        label,
        code: row.code,
        title: `${label} (${row.code})`,
      };
    });
  const options = initial && !found.some((row) => row.value === initial.value) ? [initial, ...found] : found;
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      placeholder="Search by name or code"
      loading={matches.isFetching}
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {'code' in option.data && option.data.code ? ` (${option.data.code})` : ''}
        </span>
      )}
      notFoundContent={matches.isFetching ? 'Searching…' : 'No one found'}
    />
  );
}
