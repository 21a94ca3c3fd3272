import { AutoComplete, type AutoCompleteProps } from 'antd';
import { useCitySuggestions } from './geo.api';

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
