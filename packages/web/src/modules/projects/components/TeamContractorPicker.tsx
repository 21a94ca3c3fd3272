import { SEARCH_DEBOUNCE_MS, type TeamContractor } from '@atrium/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { useTeamContractors } from '../projects.api';

interface TeamContractorPickerProps {
  id?: string;
  projectId: number;
  value?: number | null;
  onChange?(value: number | null): void;
  /** The contractor chosen, with their contracts. */
  onPicked?(contractor: TeamContractor | undefined): void;
}

/** Picks a contractor with an ongoing contract, by name or code; each option says until when they are contracted. */
export function TeamContractorPicker({
  id,
  projectId,
  value,
  onChange,
  onPicked,
}: TeamContractorPickerProps) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const found = useTeamContractors(projectId, search);
  const options = (found.data?.results ?? []).map((contractor) => {
    const last = contractor.contracts[contractor.contracts.length - 1];
    return {
      value: contractor.id,
      label: contractor.name,
      code: contractor.code,
      contract: last ? `contract ${displayDate(last.start_date)} – ${displayDate(last.end_date)}` : '',
      title: `${contractor.name} (${contractor.code})`,
    };
  });
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => {
        onChange?.(next ?? null);
        onPicked?.(found.data?.results.find((contractor) => contractor.id === next));
      }}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      placeholder="Search by name or code"
      loading={found.isFetching}
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.label} ({option.data.code}) · {option.data.contract}
        </span>
      )}
      notFoundContent={found.isFetching ? 'Searching…' : 'No contractor with an ongoing contract found'}
    />
  );
}
