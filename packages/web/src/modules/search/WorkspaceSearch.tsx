import { SearchOutlined } from '@ant-design/icons';
import { HEADER_SEARCH_DEBOUNCE_MS, UniversalSearchQuerySchema } from '@atrium/contracts';
import { AutoComplete, type GetRef } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { readRecentSearches, recordRecentSearch } from '../../platform/recentSearches';
import { searchResultPath } from '../../platform/resolverLinks';
import { tourTarget } from '../../platform/tourTargets';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { useUniversalSearch } from './search.api';
import { defaultSuggestions, resultSuggestions } from './searchOptions';
import { useFocusShortcut } from './useFocusShortcut';

const MAX_TERM_LENGTH = UniversalSearchQuerySchema.shape.search.maxLength ?? 100;

/** The header's workspace search (spec 2.8): Ctrl+/ focuses it, suggestions follow a 300 ms pause. */
export function WorkspaceSearch() {
  const navigate = useNavigate();
  const selectRef = useRef<GetRef<typeof AutoComplete>>(null);
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), HEADER_SEARCH_DEBOUNCE_MS);
  const search = useUniversalSearch(term);
  const isEmpty = text.trim() === '';

  useFocusShortcut(useCallback(() => selectRef.current?.focus(), []));

  const suggestions = useMemo(
    () =>
      isEmpty ? defaultSuggestions(readRecentSearches()) : resultSuggestions(search.data?.results ?? []),
    [isEmpty, search.data],
  );
  const isSearching = !isEmpty && (term !== text.trim() || search.isFetching);
  const emptyText = isSearching
    ? 'Searching…'
    : search.isError
      ? messageForError(search.error)
      : 'No matches';

  const onSelect = (value: string) => {
    const choice = suggestions.choices.get(value);
    setText('');
    if (!choice) return;
    if (choice.kind === 'path') {
      navigate(choice.path);
      return;
    }
    recordRecentSearch(choice.record);
    navigate(searchResultPath(choice.record.resolve));
  };

  return (
    <div {...tourTarget('workspace-search')} style={{ display: 'flex', flex: '0 1 280px', minWidth: 0 }}>
      <AutoComplete
        ref={selectRef}
        aria-label="Search workspaces"
        placeholder="Search workspaces (Ctrl+/)"
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        onChange={(value: string) => setText(value.slice(0, MAX_TERM_LENGTH))}
        onSelect={onSelect}
        options={suggestions.options}
        notFoundContent={emptyText}
        popupMatchSelectWidth={360}
        // Up to 280 px, narrower where the header has less room (a phone), never under its placeholder's icon.
        style={{ width: 280, maxWidth: '100%', minWidth: 0 }}
        allowClear
        // The virtual list's hidden copy for screen readers gives a group title role="presentation" with
        // aria-selected, which assistive technology may not read; the few suggestions need no virtual list.
        virtual={false}
      />
    </div>
  );
}
