import { SearchOutlined } from '@ant-design/icons';
import { type FilterKind, SEARCH_DEBOUNCE_MS } from '@atrium/contracts';
import { Flex, Select, theme } from 'antd';
// The input alone: antd's Input also carries its text area and search box, which list screens need not load.
import Input from 'antd/es/input/Input';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

// A switch is fetched for the first toggle filter: most lists have none.
const Switch = lazy(() => import('antd/es/switch'));

export interface FilterOption {
  label: string;
  value: string;
}

interface SelectFilter {
  kind: Extract<FilterKind, 'SIMPLE_SELECT'>;
  key: string;
  label: string;
  options: readonly FilterOption[];
  /** What the filter means while nothing is chosen ("Any", "This year"). */
  placeholder?: string;
}

interface ToggleFilter {
  kind: Extract<FilterKind, 'TOGGLE'>;
  key: string;
  label: string;
}

export type FilterDefinition = SelectFilter | ToggleFilter;

/** Filter key to value; a cleared select or a toggle switched off is undefined, so it is not sent. */
export type FilterValues = Readonly<Record<string, string | boolean | undefined>>;

export interface SearchDefinition {
  label: string;
  /** Where the text goes in the value object; 'search' unless told. */
  key?: string;
  placeholder?: string;
}

interface FilterBarProps {
  filters: readonly FilterDefinition[];
  value: FilterValues;
  onChange(value: FilterValues): void;
  search?: SearchDefinition;
}

const textOf = (filterValue: string | boolean | undefined) =>
  typeof filterValue === 'string' ? filterValue : undefined;

interface SearchFieldProps {
  id: string;
  search: SearchDefinition;
  value: FilterValues;
  onChange(value: FilterValues): void;
}

/** The search text reaches the value object 500 ms after typing stops (spec 9). */
function SearchField({ id, search, value, onChange }: SearchFieldProps) {
  const key = search.key ?? 'search';
  const applied = textOf(value[key]) ?? '';
  const [text, setText] = useState(applied);
  const latest = useRef({ value, onChange, applied });
  latest.current = { value, onChange, applied };

  useEffect(() => setText(applied), [applied]);

  useEffect(() => {
    if (text === latest.current.applied) return;
    const timer = window.setTimeout(() => {
      latest.current.onChange({ ...latest.current.value, [key]: text === '' ? undefined : text });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, key]);

  return (
    <Input
      id={id}
      type="search"
      value={text}
      placeholder={search.placeholder}
      prefix={<SearchOutlined aria-hidden />}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 240 }}
    />
  );
}

/**
 * A filter with its label before it, laid out as an inline form lays out its items: for filters, which are
 * neither validated nor submitted, so need none of the form engine.
 */
export function FilterField({ id, label, children }: { id?: string; label?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" style={{ minHeight: token.controlHeight }}>
      {label && (
        <>
          <label
            htmlFor={id}
            style={{ color: token.colorText, fontSize: token.fontSize, whiteSpace: 'nowrap' }}
          >
            {label}
          </label>
          <span
            aria-hidden
            style={{ marginInlineStart: token.marginXXS / 2, marginInlineEnd: token.marginXS }}
          >
            :
          </span>
        </>
      )}
      {children}
    </Flex>
  );
}

/** Filters side by side, wrapping as an inline form does. */
export function FilterRow({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Flex wrap align="center" style={{ columnGap: 16, rowGap: 8, ...style }}>
      {children}
    </Flex>
  );
}

/** The filter bar (spec 2.10): select and toggle filters and a search box, each with its label. */
export function FilterBar({ filters, value, onChange, search }: FilterBarProps) {
  const idPrefix = useId();
  const idOf = (key: string) => `${idPrefix}-${key}`;
  const set = (key: string, next: string | boolean | undefined) => onChange({ ...value, [key]: next });

  return (
    <FilterRow style={{ marginBottom: 16 }}>
      {search && (
        <FilterField id={idOf('search')} label={search.label}>
          <SearchField id={idOf('search')} search={search} value={value} onChange={onChange} />
        </FilterField>
      )}
      {filters.map((filter) => (
        <FilterField key={filter.key} id={idOf(filter.key)} label={filter.label}>
          {filter.kind === 'SIMPLE_SELECT' ? (
            <Select
              id={idOf(filter.key)}
              value={textOf(value[filter.key])}
              options={filter.options.map(({ label, value: optionValue }) => ({ label, value: optionValue }))}
              onChange={(next?: string) => set(filter.key, next)}
              placeholder={filter.placeholder}
              allowClear
              style={{ minWidth: 160 }}
            />
          ) : (
            <Suspense fallback={null}>
              <Switch
                id={idOf(filter.key)}
                checked={value[filter.key] === true}
                onChange={(checked) => set(filter.key, checked || undefined)}
              />
            </Suspense>
          )}
        </FilterField>
      ))}
    </FilterRow>
  );
}
