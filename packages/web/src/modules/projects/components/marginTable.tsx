import { fiscalYearOf, listDropdownYears, parseOrderBy, type ToolOptions } from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { listOptions } from '../../../platform/listOptions';
import { toolLink } from '../../../platform/tools/toolLink';
import { textOption } from '../../../platform/tools/toolOptions';
import type { FilterDefinition, SearchDefinition } from '../../../ui/FilterBar';
import type { MarginRow } from '../margins.api';

type MarginProject = MarginRow['project'];

export const MARGIN_SEARCH: SearchDefinition = {
  label: 'Search projects',
  placeholder: 'Name, code or client',
};

/** The financial years a margin table offers: the current one and the two before, newest first. */
export function financialYearFilter(
  label: string,
  placeholder: string,
  today = new Date(),
): FilterDefinition {
  const current = fiscalYearOf(today).startYear;
  return {
    kind: 'SIMPLE_SELECT',
    key: 'year',
    label,
    placeholder,
    options: listDropdownYears(current)
      .filter((year) => year <= current)
      .reverse()
      .map((year) => ({ label: `FY ${fiscalYearOf(new Date(year, 6, 1)).title}`, value: String(year) })),
  };
}

/** The dates of the financial year starting in April of `year`, when one is chosen. */
function financialYearRange(year: string | undefined) {
  if (!year || !/^\d{4}$/.test(year)) return {};
  const range = fiscalYearOf(new Date(Number(year), 6, 1));
  return { start_date: range.start_date, end_date: range.end_date };
}

/**
 * A margin table's paging, sorting, search and financial year, kept in the tool's options: the query to ask for,
 * sorted by `defaultOrder` until the user sorts, and the sort each column shows.
 */
export function marginListOptions<Row>(
  options: ToolOptions,
  onOptionsChange: (options: ToolOptions) => void,
  sortable: readonly string[],
  defaultOrder: string,
) {
  const list = listOptions<Row>(options, onOptionsChange, sortable);
  const filters = { search: textOption(options, 'search'), year: textOption(options, 'year') };
  const fallback = parseOrderBy(defaultOrder);
  const sortOrder = (field: string) =>
    list.sortOrder(field) ??
    (!list.query.order_by && fallback?.field === field
      ? fallback.isDescending
        ? 'descend'
        : 'ascend'
      : null);
  const query = {
    ...list.query,
    order_by: list.query.order_by ?? defaultOrder,
    search: filters.search,
    ...financialYearRange(filters.year),
  };
  return { list, filters, query, sortOrder };
}

/** The project's name, opening its Numbers. */
function ProjectNumbersLink({ project }: { project: MarginProject }) {
  const navigate = useNavigate();
  const href = toolLink('project-overview', { id: project.id });
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {project.name}
    </a>
  );
}

/** A margin table's first columns: the project's code, and its name opening its Numbers. */
export function projectColumns<Row extends { project: MarginProject }>(
  sortOrder: (field: string) => 'ascend' | 'descend' | null,
): NonNullable<TableProps<Row>['columns']> {
  return [
    { title: 'Code', key: 'code', width: 110, render: (_, row) => row.project.code },
    {
      title: 'Project',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, row) => <ProjectNumbersLink project={row.project} />,
    },
  ];
}
