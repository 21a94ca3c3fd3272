import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { useVendorPage } from '../contractors.api';

interface VendorSelectProps {
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
  /** Shown before the search has found it (the vendor already chosen). */
  current?: { id: number; name: string } | null;
}

/** Picks an active vendor, searched on the server as the user types. */
export function VendorSelect({ id, value, onChange, current }: VendorSelectProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const vendors = useVendorPage({ search: term || undefined, status: 'active', limit: 20 });
  const options = (vendors.data?.results ?? []).map((vendor) => ({ label: vendor.name, value: vendor.id }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ label: current.name, value: current.id });
  }
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={vendors.isFetching}
      allowClear
      placeholder="Choose a vendor"
    />
  );
}
