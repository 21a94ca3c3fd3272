import { InputNumber } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useId, useState } from 'react';
import { FilterField, FilterRow } from '../../../ui/FilterBar';

export interface CandidateRange {
  skill?: string;
  min_experience?: string;
  max_experience?: string;
}

/** A text filter applied on Enter or on leaving the field, not on every key. */
function CommittedInput({
  id,
  value,
  onCommit,
}: {
  id: string;
  value?: string;
  onCommit(value?: string): void;
}) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = () => {
    if ((value ?? '') !== text.trim()) onCommit(text.trim() || undefined);
  };
  return (
    <Input
      id={id}
      value={text}
      style={{ width: 140 }}
      placeholder="Any skill"
      onChange={(event) => setText(event.target.value)}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}

/** The pool's own filters beside the filter bar: a skill, and a range of years of experience. */
export function CandidateFilters({
  value,
  onChange,
}: {
  value: CandidateRange;
  onChange(changes: CandidateRange): void;
}) {
  const id = useId();
  const years = (key: 'min_experience' | 'max_experience', label: string) => (
    <InputNumber
      id={`${id}-${key}`}
      aria-label={label}
      min={0}
      max={99.9}
      step={1}
      style={{ width: 72 }}
      value={value[key] === undefined ? null : Number(value[key])}
      onChange={(years) => onChange({ [key]: years === null ? undefined : String(years) })}
    />
  );
  return (
    // Level with the filter bar beside it, which keeps the same space below.
    <FilterRow style={{ marginBottom: 16 }}>
      <FilterField id={`${id}-skill`} label="Skill">
        <CommittedInput id={`${id}-skill`} value={value.skill} onCommit={(skill) => onChange({ skill })} />
      </FilterField>
      <FilterField id={`${id}-min_experience`} label="Experience">
        {years('min_experience', 'Minimum years of experience')}
        <span style={{ margin: '0 4px' }}>to</span>
        {years('max_experience', 'Maximum years of experience')}
      </FilterField>
    </FilterRow>
  );
}
