import type { GeoCity } from '@atrium/contracts';
import { AutoComplete, Col, Form, Input, Select, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { CITY_SEARCH_DELAY_MS, useGeoCities, useGeoCountries, useGeoStates } from './geo.api';

const MAX_LENGTH = 64;

/** A suggested city, with as much of its place as the fields above do not already say. */
const cityOption = (city: GeoCity, place: string | null) => ({
  key: `${city.country_code}-${city.state_code}-${city.name}`,
  value: city.name,
  city,
  label: (
    <span>
      {city.name} {place && <Typography.Text type="secondary">{place}</Typography.Text>}
    </span>
  ),
});

/**
 * An address's country, state and city (form fields `country`, `state`, `city`, stored by name), each a column of
 * the caller's Row (or one under another with `stacked`): a country picked from the list, a state picked from
 * that country's, and a city typed with suggestions from the lookups. A city not suggested is kept as typed, and a
 * country or state the lists do not know (or lists that failed to load) is typed too.
 */
export function PlaceFields({ stacked = false }: { stacked?: boolean }) {
  const cell = (field: ReactNode) =>
    stacked ? (
      field
    ) : (
      <Col xs={24} md={12}>
        {field}
      </Col>
    );
  const form = Form.useFormInstance();
  const countryName: string | null | undefined = Form.useWatch('country', form);
  const stateName: string | null | undefined = Form.useWatch('state', form);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), CITY_SEARCH_DELAY_MS);

  const countries = useGeoCountries();
  const country = countries.data?.find((candidate) => candidate.name === countryName);
  const states = useGeoStates(country?.code);
  const state = states.data?.find((candidate) => candidate.name === stateName);
  const isCountryTyped = Boolean(countryName) && !country;
  // A country the list does not know has no cities to suggest.
  const cities = useGeoCities(isCountryTyped ? null : { country: country?.code, state: state?.code, search });

  const pickCity = (_: string, option: { city: GeoCity }) => {
    if (!stateName) form.setFieldValue('state', option.city.state);
    if (!countryName) form.setFieldValue('country', option.city.country);
  };

  return (
    <>
      {cell(
        <Form.Item name="country" label="Country">
          {countries.isError ? (
            <Input maxLength={MAX_LENGTH} />
          ) : (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder="Choose a country"
              loading={countries.isPending}
              options={(countries.data ?? []).map((option) => ({ label: option.name, value: option.name }))}
              onChange={() => form.setFieldsValue({ state: null, city: null })}
            />
          )}
        </Form.Item>,
      )}
      {cell(
        <Form.Item name="state" label="State">
          {isCountryTyped || countries.isError || states.isError || states.data?.length === 0 ? (
            <Input maxLength={MAX_LENGTH} />
          ) : (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              disabled={!country}
              placeholder={country ? 'Choose a state' : 'Choose a country first'}
              loading={states.isFetching}
              options={(states.data ?? []).map((option) => ({ label: option.name, value: option.name }))}
              onChange={() => form.setFieldValue('city', null)}
            />
          )}
        </Form.Item>,
      )}
      {cell(
        <Form.Item
          name="city"
          label="City"
          extra={country ? undefined : 'Type two letters to find a city anywhere'}
        >
          <AutoComplete
            maxLength={MAX_LENGTH}
            options={(cities.data ?? []).map((city) =>
              cityOption(city, !country ? `${city.state}, ${city.country}` : state ? null : city.state),
            )}
            onSearch={setTyped}
            onSelect={pickCity}
            notFoundContent={cities.isFetching ? 'Looking up cities…' : undefined}
          />
        </Form.Item>,
      )}
    </>
  );
}
