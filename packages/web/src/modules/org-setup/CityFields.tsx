import type { GeoCity } from '@atrium/contracts';
import { AutoComplete, type AutoCompleteProps, Select, type SelectProps, Typography } from 'antd';
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

/** Cities anywhere, suggested for what is typed once two letters are. */
function useCitySuggestions() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const cities = useGeoCities({ search });
  return {
    typed,
    setTyped,
    options: search.length >= 2 ? suggestionsOf(cities.data, typed) : [],
    notFoundContent: cities.isFetching ? 'Looking up cities…' : null,
  };
}

/** A place by city name (a form field of one string), suggested as it is typed and kept as typed if unknown. */
export function CityField(props: Omit<AutoCompleteProps, 'options' | 'onSearch'>) {
  const { setTyped, options, notFoundContent } = useCitySuggestions();
  return (
    <AutoComplete
      {...props}
      placeholder="Type a city"
      options={options}
      onSearch={setTyped}
      notFoundContent={notFoundContent}
    />
  );
}

/**
 * A list of places by city name (a form field of strings): cities anywhere suggested once two letters are typed,
 * and a place the lookup does not know kept as typed (Enter or a comma adds it).
 */
export function CityTagsField(props: Omit<SelectProps<string[]>, 'mode' | 'options'>) {
  const { setTyped, options, notFoundContent } = useCitySuggestions();
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
      options={options}
      onSearch={setTyped}
      onChange={(value, option) => {
        setTyped('');
        props.onChange?.(value, option);
      }}
      notFoundContent={notFoundContent}
    />
  );
}
