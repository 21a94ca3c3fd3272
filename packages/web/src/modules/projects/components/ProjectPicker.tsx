import { SEARCH_DEBOUNCE_MS } from '@atrium/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { useProjectPage } from '../projects.api';

interface ProjectPickerProps {
  value?: number;
  onChange(value: number | undefined): void;
}

/** Picks one of the projects the user works with, by name, code or client. */
export function ProjectPicker({ value, onChange }: ProjectPickerProps) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const projects = useProjectPage({ search: search || undefined, limit: 20, offset: 0, order_by: 'name' });
  return (
    <Select<number>
      aria-label="Project"
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      placeholder="Choose a project by name, code or client"
      loading={projects.isFetching}
      options={(projects.data?.results ?? []).map((project) => ({
        value: project.id,
        label: `${project.code} · ${project.name}`,
      }))}
      notFoundContent={projects.isFetching ? 'Searching…' : 'No projects found'}
      style={{ width: 420, maxWidth: '100%' }}
    />
  );
}
