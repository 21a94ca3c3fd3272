import { SEARCH_DEBOUNCE_MS } from '@atrium/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar, type FilterDefinition, type FilterValues } from './FilterBar';

const FILTERS: FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Status',
    options: [
      { label: 'Active', value: 'active' },
      { label: 'On notice', value: 'in-notice' },
    ],
  },
  { kind: 'TOGGLE', key: 'is_billable', label: 'Billable only' },
];

function EmployeeFilters({ onChange }: { onChange(value: FilterValues): void }) {
  const [value, setValue] = useState<FilterValues>({});
  const change = (next: FilterValues) => {
    setValue(next);
    onChange(next);
  };
  return (
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <FilterBar filters={FILTERS} value={value} onChange={change} search={{ label: 'Search' }} />
    </ConfigProvider>
  );
}

describe('filter bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets select and toggle filters through their labels', async () => {
    const onChange = vi.fn();
    render(<EmployeeFilters onChange={onChange} />);

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('On notice'));
    expect(onChange).toHaveBeenLastCalledWith({ status: 'in-notice' });

    fireEvent.click(await screen.findByRole('switch', { name: 'Billable only' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: 'in-notice', is_billable: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Billable only' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: 'in-notice', is_billable: undefined });
  });

  it('searches 500 ms after typing stops', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<EmployeeFilters onChange={onChange} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });

    fireEvent.change(search, { target: { value: 'gra' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(search, { target: { value: 'grace' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ search: 'grace' });
  });
});
