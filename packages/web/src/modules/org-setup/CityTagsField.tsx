import { Select, type SelectProps } from 'antd';
import { useCitySuggestions } from './geo.api';

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
