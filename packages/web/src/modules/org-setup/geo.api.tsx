import { type GeoCity, GeoCityPageSchema, GeoCountryListSchema, GeoStateListSchema } from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { apiRequest } from '../../platform/apiClient';
import { useDebouncedValue } from '../../platform/useDebouncedValue';

/** The geography lookups' query keys. The data is the same for every organisation and never changes. */
export const geoKeys = {
  all: () => ['geo'] as const,
  countries: () => [...geoKeys.all(), 'countries'] as const,
  states: (country: string | undefined) => [...geoKeys.all(), 'states', country] as const,
  cities: (query: GeoCitySearch) => [...geoKeys.all(), 'cities', query] as const,
};

/** Cities whose names start with `search`: of a country (and a state of it), or of every country. */
export interface GeoCitySearch {
  country?: string;
  state?: string;
  search: string;
}

const FOREVER = Number.POSITIVE_INFINITY;
/** A lookup refused (a code the data does not know, too many lookups) leaves its field to free text, nothing more. */
const FIELD_ONLY = [404, 429];

export function useGeoCountries() {
  return useQuery({
    queryKey: geoKeys.countries(),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: '/public/geo/countries/',
        auth: false,
        schema: GeoCountryListSchema,
        expectedStatuses: FIELD_ONLY,
      }),
    select: (list) => list.results,
    staleTime: FOREVER,
  });
}

export function useGeoStates(country: string | undefined) {
  return useQuery({
    queryKey: geoKeys.states(country),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: '/public/geo/states/',
        query: { country },
        auth: false,
        schema: GeoStateListSchema,
        expectedStatuses: FIELD_ONLY,
      }),
    select: (list) => list.results,
    enabled: country !== undefined,
    staleTime: FOREVER,
  });
}

/**
 * Up to 20 cities for a city field's suggestions, none for a null search; across countries only once two letters
 * are typed.
 */
export function useGeoCities(asked: GeoCitySearch | null) {
  const { country, state, search } = asked ?? { search: '' };
  const isAsked = country !== undefined ? search.length > 0 : search.length >= 2;
  return useQuery({
    queryKey: geoKeys.cities({ country, state, search }),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: country ? '/public/geo/cities/' : '/public/geo/global-cities/',
        query: { country, state, search, limit: '20' },
        auth: false,
        schema: GeoCityPageSchema,
        expectedStatuses: FIELD_ONLY,
      }),
    select: (page) => page.results,
    enabled: isAsked,
    placeholderData: keepPreviousData,
    staleTime: FOREVER,
  });
}

/** How long typing pauses before a city is looked up. */
export const CITY_SEARCH_DELAY_MS = 500;

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

/** Cities anywhere, suggested for what is typed once two letters are, as a city field's options. */
export function useCitySuggestions() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), CITY_SEARCH_DELAY_MS);
  const cities = useGeoCities({ search });
  return {
    typed,
    setTyped,
    options: search.length >= 2 ? suggestionsOf(cities.data, typed) : [],
    notFoundContent: cities.isFetching ? 'Looking up cities…' : null,
  };
}
