import type { GeoCity } from '@atrium/contracts';
import { Select, type SelectProps, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { useGeoCities } from './geo.api';

const SEARCH_DELAY_MS = 500;

/**
 * One suggestion a name (the first city of that name the lookup found, the list saying where it is), of those
 * still matching what is typed while a newer lookup is on its way.
 */
function suggestionsOf(cities: GeoCity[] | undefined, typed: string) {
  const byName = new Map<string, GeoCity>();
  const prefix = typed.trim().toLocaleLowerCase();
  for (const city of cities ?? [])
    if (!byName.has(city.name) && city.name.toLocaleLowerCase().startsWith(prefix))
      byName.set(city.name, city);
  return [...byName.values()].map((city) => ({
    value: city.name,
    label: (
      <span>
        {city.name}{' '}
        <Typography.Text type="secondary">
          {city.state}, {city.country}
        </Typography.Text>
      </span>
    ),
  }));
}

/**
 * A list of places by city name (a form field of strings): cities anywhere suggested once two letters are typed,
 * and a place the lookup does not know kept as typed (Enter or a comma adds it).
 */
export function CityTagsField(props: Omit<SelectProps<string[]>, 'mode' | 'options'>) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const cities = useGeoCities({ search });
  return (
    <Select<string[]>
      {...props}
      mode="tags"
      tokenSeparators={[',']}
      filterOption={false}
      suffixIcon={null}
      // A chosen place reads as its name alone; where it is was for choosing.
      labelRender={({ value }) => String(value)}
      placeholder="Type a city"
      options={search.length >= 2 ? suggestionsOf(cities.data, typed) : []}
      onSearch={setTyped}
      onChange={(value, option) => {
        setTyped('');
        props.onChange?.(value, option);
      }}
      notFoundContent={cities.isFetching ? 'Looking up cities…' : null}
    />
  );
}
