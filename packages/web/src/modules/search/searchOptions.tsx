import {
  SEARCH_RESULT_TYPES,
  type SearchResult,
  type SearchResultType,
  WORKSPACE_NAMES,
} from '@atrium/contracts';
import type { AutoCompleteProps } from 'antd';
import { DEFAULT_WORKSPACE_PATH } from '../../platform/paths';
import type { RecentSearch } from '../../platform/recentSearches';
import { SearchOptionLabel } from './SearchOptionLabel';

const TYPE_TITLES: Readonly<Record<SearchResultType, string>> = {
  timesheet: 'Timesheets',
  project: 'Projects',
  invoice: 'Invoices',
  'hiring-request': 'Hiring requests',
  workspace: 'Workspaces',
  employee: 'Employees',
  other: 'Other',
};

/** What choosing a suggestion does: go to a path, or open a record (and remember it as a recent search). */
export type SearchChoice = { kind: 'path'; path: string } | { kind: 'record'; record: RecentSearch };

type Options = NonNullable<AutoCompleteProps['options']>;

export interface SearchSuggestions {
  options: Options;
  choices: ReadonlyMap<string, SearchChoice>;
}

const SHORTCUTS = [
  { key: 'dashboard', name: 'Dashboard', path: DEFAULT_WORKSPACE_PATH },
  { key: 'explore', name: 'Explore', path: `/workspace/${WORKSPACE_NAMES.EXPLORE}` },
] as const;

/** An empty search offers Dashboard and Explore, then the recent searches (spec 2.8). */
export function defaultSuggestions(recents: readonly RecentSearch[]): SearchSuggestions {
  const choices = new Map<string, SearchChoice>();
  const shortcuts = SHORTCUTS.map(({ key, name, path }) => {
    choices.set(`go:${key}`, { kind: 'path', path });
    return { value: `go:${key}`, label: <SearchOptionLabel name={name} />, 'aria-label': name };
  });
  const recentOptions = recents.map((record, index) => {
    choices.set(`recent:${index}`, { kind: 'record', record });
    const typeTitle = TYPE_TITLES[record.type];
    return {
      value: `recent:${index}`,
      label: <SearchOptionLabel name={record.display_name} subText={typeTitle} />,
      'aria-label': `${record.display_name}, ${typeTitle}`,
    };
  });
  const options: Options = [{ label: 'Go to', title: 'Go to', options: shortcuts }];
  if (recentOptions.length > 0) {
    options.push({ label: 'Recent searches', title: 'Recent searches', options: recentOptions });
  }
  return { options, choices };
}

/** Results grouped by type, in the order of the contract's types. */
export function resultSuggestions(results: readonly SearchResult[]): SearchSuggestions {
  const choices = new Map<string, SearchChoice>();
  const options: Options = [];
  for (const type of SEARCH_RESULT_TYPES) {
    const ofType = results.filter((result) => result.type === type);
    if (ofType.length === 0) continue;
    const title = TYPE_TITLES[type];
    options.push({
      label: title,
      title,
      options: ofType.map((result) => {
        const value = `result:${type}:${result.id}`;
        choices.set(value, { kind: 'record', record: result });
        const spoken = [result.display_name, result.sub_text, result.label].filter(Boolean).join(', ');
        return {
          value,
          label: (
            <SearchOptionLabel name={result.display_name} subText={result.sub_text} label={result.label} />
          ),
          'aria-label': spoken,
        };
      }),
    });
  }
  return { options, choices };
}
