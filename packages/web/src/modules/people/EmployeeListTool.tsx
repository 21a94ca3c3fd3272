import { FileExcelOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  DEFAULT_PAGE_SIZE,
  type EmployeeListItem,
  EXPORT_KINDS,
  hasAnyRole,
  isEmployeeManager,
  SEARCH_DEBOUNCE_MS,
  TASK_MESSAGES,
  type ToolOptions,
} from '@atrium/contracts';
import { Button, Flex, Form, Input, Select, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFailedLoadAsPageState } from '../../app/tools/PageStateContext';
import { pageOption, textOption, withOptions } from '../../app/tools/toolOptions';
import type { ToolProps } from '../../app/tools/toolTypes';
import { actorOf } from '../../platform/actor';
import { messageForError } from '../../platform/errorMessages';
import { useDebouncedValue } from '../../platform/useDebouncedValue';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { EmployeeName } from './components/EmployeeName';
import { EmployeeStatus, STATUS_FILTER_OPTIONS } from './components/EmployeeStatus';
import { optionsOf, showDate } from './components/formValues';
import { employeeFormPath } from './employeeLinks';
import { useEmployeeFormOptions, useEmployeePage, useExportEmployees } from './employees.api';
import { useCurrentUser } from './people.api';

/** The dashboard's tiles ask for employment type 'employee': every employee, unless a type has that name. */
const EVERY_EMPLOYEE = 'employee';

const sortOrderOf = (orderBy: string | undefined, key: string) => {
  if (orderBy === key) return 'ascend' as const;
  if (orderBy === `-${key}`) return 'descend' as const;
  return null;
};

function columnsFor(orderBy: string | undefined): TableProps<EmployeeListItem>['columns'] {
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(orderBy, key) });
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
    { title: 'Department', ...sortable('department'), render: (_, row) => row.department?.name ?? '—' },
    { title: 'Employment type', key: 'employment_type', dataIndex: 'employment_type' },
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
  const navigate = useNavigate();
  const notify = useNotify();
  const idPrefix = useId();
  const currentUser = useCurrentUser();
  const catalogues = useEmployeeFormOptions();
  const startExport = useExportEmployees();

  const search = textOption(options, 'search') ?? '';
  const statuses = textOption(options, 'statuses');
  const department = typeof options.department === 'number' ? options.department : undefined;
  const employmentType = textOption(options, 'employment_type');
  const orderBy = textOption(options, 'order_by');
  const page = pageOption(options, 'page');
  const hasEmployeeType = catalogues.data?.employment_types.some((type) => type.name === EVERY_EMPLOYEE);

  const employees = useEmployeePage({
    search,
    status: statuses,
    department,
    employment_type: employmentType === EVERY_EMPLOYEE && !hasEmployeeType ? undefined : employmentType,
    order_by: orderBy,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  useFailedLoadAsPageState(employees.error);

  /** A changed filter starts again at page 1. */
  const filterBy = (changes: ToolOptions) =>
    onOptionsChange(withOptions(options, { ...changes, page: undefined }));
  const actor = currentUser.data ? actorOf(currentUser.data) : null;
  const isManager = actor !== null && isEmployeeManager(actor);
  const mayExport = actor !== null && hasAnyRole(actor, EXPORT_KINDS.employees.roles);

  const exportToExcel = () =>
    startExport.mutate(
      { ...(search && { search }), ...(statuses && { status: statuses }) },
      {
        onSuccess: (task) => notify('info', TASK_MESSAGES.download_task_started, task.display_name),
        onError: (error) => notify('error', messageForError(error, 'imports')),
      },
    );

  const onTableChange: TableProps<EmployeeListItem>['onChange'] = (pagination, _filters, sorter) => {
    const { columnKey, order } = sorter as SorterResult<EmployeeListItem>;
    const nextOrder =
      order && columnKey ? `${order === 'descend' ? '-' : ''}${String(columnKey)}` : undefined;
    const nextPage = nextOrder === orderBy ? pagination.current : 1;
    onOptionsChange(
      withOptions(options, { order_by: nextOrder, page: nextPage && nextPage > 1 ? nextPage : undefined }),
    );
  };

  const typeOptions = (catalogues.data?.employment_types ?? []).map((type) => ({
    value: type.name,
    label: type.name,
  }));
  if (employmentType && !typeOptions.some((type) => type.value === employmentType)) {
    typeOptions.push({ value: employmentType, label: employmentType });
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Form layout="inline" component="div" style={{ rowGap: 8 }}>
          <Form.Item>
            <SearchBox value={search} onSearch={(text) => filterBy({ search: text || undefined })} />
          </Form.Item>
          <Form.Item label="Status" htmlFor={`${idPrefix}-status`}>
            <Select
              id={`${idPrefix}-status`}
              mode="multiple"
              allowClear
              placeholder="Any"
              value={statuses?.split(',') ?? []}
              options={STATUS_FILTER_OPTIONS}
              onChange={(values: string[]) => filterBy({ statuses: values.join(',') || undefined })}
              style={{ minWidth: 200 }}
            />
          </Form.Item>
          <Form.Item label="Department" htmlFor={`${idPrefix}-department`}>
            <Select
              id={`${idPrefix}-department`}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Any"
              value={department}
              loading={catalogues.isLoading}
              options={optionsOf(catalogues.data?.departments)}
              onChange={(value?: number) => filterBy({ department: value })}
              style={{ minWidth: 180 }}
            />
          </Form.Item>
          <Form.Item label="Employment type" htmlFor={`${idPrefix}-type`}>
            <Select
              id={`${idPrefix}-type`}
              allowClear
              placeholder="Any"
              value={employmentType}
              loading={catalogues.isLoading}
              options={typeOptions}
              onChange={(value?: string) => filterBy({ employment_type: value })}
              style={{ minWidth: 160 }}
            />
          </Form.Item>
        </Form>
        <Flex gap={8}>
          {mayExport && (
            <Button icon={<FileExcelOutlined />} loading={startExport.isPending} onClick={exportToExcel}>
              Export to Excel
            </Button>
          )}
          {isManager && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(employeeFormPath())}>
              Add employee
            </Button>
          )}
        </Flex>
      </Flex>
      {employees.isError && !employees.data ? (
        <LoadFailed variant="inline" error={employees.error} onRetry={() => employees.refetch()} />
      ) : (
        <Table<EmployeeListItem>
          aria-label="Employees"
          rowKey="id"
          size="middle"
          columns={columnsFor(orderBy)}
          dataSource={employees.data?.results ?? []}
          loading={employees.isFetching}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: employees.data ? (
              <EmptyState description="No employees match these filters." />
            ) : (
              <span />
            ),
          }}
          pagination={{
            current: page,
            pageSize: DEFAULT_PAGE_SIZE,
            total: employees.data?.count ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total} employees`,
          }}
        />
      )}
    </Flex>
  );
}
