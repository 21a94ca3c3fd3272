import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import {
  EMPLOYEE_SORTABLE,
  type EmployeeListItem,
  isEmployeeManager,
  SEARCH_DEBOUNCE_MS,
  type UnitLabels,
} from '@atrium/contracts';
import { Button, Select, type TableProps } from 'antd';
// The input alone: antd's Input also carries its text area and search box.
import Input from 'antd/es/input/Input';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import { displayTerm } from '../../platform/displayTerm';
import { type ListOptions, listOptions } from '../../platform/listOptions';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useUnitLabels } from '../../platform/unitLabels';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { FilterField, FilterRow } from '../../ui/FilterBar';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { ExportToExcelButton } from '../imports';
import { EmployeeName } from './components/EmployeeName';
import { EmployeeStatus, STATUS_FILTER_OPTIONS } from './components/EmployeeStatus';
import { optionsOf, showDate } from './components/formValues';
import { employeeFormPath } from './employeeLinks';
import { exportRequestOf, useEmployeeFormOptions, useEmployeePage } from './employees.api';

/** The dashboard's tiles ask for employment type 'employee': every employee, unless a type has that name. */
const EVERY_EMPLOYEE = 'employee';

function columnsFor(
  sortOrder: ListOptions<EmployeeListItem>['sortOrder'],
  labels: UnitLabels,
): TableProps<EmployeeListItem>['columns'] {
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: sortOrder(key) });
  return [
    {
      title: 'Name',
      ...sortable('name'),
      render: (_, row) => (
        <EmployeeName id={row.id} firstName={row.first_name} lastName={row.last_name} photo={row.photo} />
      ),
    },
    { title: 'Code', dataIndex: 'code', ...sortable('code') },
    { title: 'Designation', ...sortable('designation'), render: (_, row) => row.designation?.name ?? '—' },
    { title: labels.department, ...sortable('department'), render: (_, row) => row.department?.name ?? '—' },
    {
      title: 'Employment type',
      key: 'employment_type',
      render: (_, row) => displayTerm(row.employment_type),
    },
    {
      title: 'Joining date',
      ...sortable('date_of_joining'),
      render: (_, row) => showDate(row.date_of_joining),
    },
    { title: 'Status', key: 'status', render: (_, row) => <EmployeeStatus status={row.status} /> },
  ];
}

/** The search box: the text reaches the options (and the server) 500 ms after typing stops. */
function SearchBox({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onSearch(settled);
  }, [settled]);
  return (
    <Input
      type="search"
      aria-label="Search employees"
      placeholder="Name, email or code"
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 240 }}
    />
  );
}

/**
 * 'employee-list' (Employee List): the directory, searched, filtered, sorted and paged on the server. Its
 * options (search, statuses, department, employment_type, order_by, page) are in the URL, so a dashboard
 * tile opens it filtered.
 */
export function EmployeeListTool({ options, onOptionsChange }: ToolProps) {
  const labels = useUnitLabels();
  const navigate = useNavigate();
  const idPrefix = useId();
  const currentUser = useCurrentUser();
  const catalogues = useEmployeeFormOptions();

  const search = textOption(options, 'search') ?? '';
  const statuses = textOption(options, 'statuses');
  const department = typeof options.department === 'number' ? options.department : undefined;
  const employmentType = textOption(options, 'employment_type');
  const joinedBy = textOption(options, 'joined_by');
  const list = listOptions<EmployeeListItem>(options, onOptionsChange, EMPLOYEE_SORTABLE);
  const hasEmployeeType = catalogues.data?.employment_types.some((type) => type.name === EVERY_EMPLOYEE);

  // The dashboard's "employee" means every employee unless the organisation has a type of that name.
  const typeFilter = employmentType === EVERY_EMPLOYEE && !hasEmployeeType ? undefined : employmentType;
  const filters = {
    search,
    status: statuses,
    department,
    employment_type: typeFilter,
    joined_by: joinedBy,
  };
  const employees = useEmployeePage({
    ...filters,
    order_by: list.query.order_by,
    page: list.page,
    pageSize: list.pageSize,
  });
  useFailedLoadAsPageState(employees.error);

  const actor = currentUser.data ? actorOf(currentUser.data) : null;
  const isManager = actor !== null && isEmployeeManager(actor);

  const typeOptions = (catalogues.data?.employment_types ?? []).map((type) => ({
    value: type.name,
    label: type.name,
  }));
  if (typeFilter && !typeOptions.some((type) => type.value === typeFilter)) {
    typeOptions.push({ value: typeFilter, label: typeFilter });
  }

  return (
    <ServerListScreen<EmployeeListItem>
      label="Employees"
      columns={columnsFor(list.sortOrder, labels)}
      result={employees}
      list={list}
      emptyText="No employees match these filters."
      filters={
        <FilterRow>
          <FilterField>
            <SearchBox value={search} onSearch={(text) => list.filterBy({ search: text || undefined })} />
          </FilterField>
          <FilterField label="Status" id={`${idPrefix}-status`}>
            <Select
              id={`${idPrefix}-status`}
              mode="multiple"
              allowClear
              placeholder="Any"
              value={statuses?.split(',') ?? []}
              options={STATUS_FILTER_OPTIONS}
              onChange={(values: string[]) => list.filterBy({ statuses: values.join(',') || undefined })}
              style={{ minWidth: 200 }}
            />
          </FilterField>
          <FilterField label={labels.department} id={`${idPrefix}-department`}>
            <Select
              id={`${idPrefix}-department`}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Any"
              value={department}
              loading={catalogues.isLoading}
              options={optionsOf(catalogues.data?.departments)}
              onChange={(value?: number) => list.filterBy({ department: value })}
              style={{ minWidth: 180 }}
            />
          </FilterField>
          <FilterField label="Employment type" id={`${idPrefix}-type`}>
            <Select
              id={`${idPrefix}-type`}
              allowClear
              placeholder="Any"
              value={typeFilter}
              loading={catalogues.isLoading}
              options={typeOptions}
              onChange={(value?: string) => list.filterBy({ employment_type: value })}
              style={{ minWidth: 160 }}
            />
          </FilterField>
          {joinedBy && (
            <FilterField>
              <Button
                icon={<CloseOutlined />}
                iconPlacement="end"
                title="Show people joining later too"
                onClick={() => list.filterBy({ joined_by: undefined })}
              >
                Joined by {showDate(joinedBy)}
              </Button>
            </FilterField>
          )}
        </FilterRow>
      }
      actions={<ExportToExcelButton kind="employees" request={exportRequestOf(filters)} />}
      add={isManager ? { label: 'Add employee', onClick: () => navigate(employeeFormPath()) } : undefined}
    />
  );
}
