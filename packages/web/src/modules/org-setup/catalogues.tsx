import {
  ctcRangeIsOrdered,
  type Department,
  DepartmentPageSchema,
  DepartmentSchema,
  type EmploymentType,
  EmploymentTypePageSchema,
  EmploymentTypeSchema,
  formatAmount,
  formatApiDate,
  type Grade,
  GradePageSchema,
  GradeSchema,
  type Holiday,
  HolidayCreateSchema,
  HolidayPageSchema,
  HolidaySchema,
  type Location,
  LocationCreateSchema,
  LocationPageSchema,
  LocationSchema,
  type NamedRecord,
  NamedRecordInputSchema,
  NamedRecordPageSchema,
  NamedRecordSchema,
  type SubDepartment,
  SubDepartmentPageSchema,
  SubDepartmentSchema,
  type UnitLabels,
} from '@atrium/contracts';
import { DatePicker, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { displayDate } from '../../platform/displayDate';
import { messageForCode } from '../../platform/errorMessages';
import { contractRule, requiredRule } from '../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { EmployeePicker } from '../people';
import { type CatalogueDefinition, ORG_SETUP_MODULE as MODULE } from './CatalogueTable';
import { HOLIDAYS, setupResource, useSetupPage } from './org-setup.api';

const nameRule = contractRule(NamedRecordInputSchema.shape.name, { module: MODULE, field: 'name' });
const required = (field: string) => requiredRule({ module: MODULE, field });
const orDash = (value: string | null | undefined) => value || '—';
const orNull = (value: string | null | undefined) => value?.trim() || null;
const inr = (value: number | null) => (value === null ? '—' : formatAmount(value, 'INR'));

function NameField({ label = 'Name' }: { label?: string }) {
  return (
    <Form.Item name="name" label={label} rules={[nameRule]}>
      <Input maxLength={64} autoFocus />
    </Form.Item>
  );
}

const nameColumn = { title: 'Name', dataIndex: 'name', key: 'name' } as const;

/** Designations, business units, business regions and skills: a unique name each. */
export function namedCatalogue(
  path: string,
  noun: string,
  title: string,
): CatalogueDefinition<NamedRecord, { name: string }> {
  return {
    resource: setupResource(path),
    noun,
    title,
    pageSchema: NamedRecordPageSchema,
    rowSchema: NamedRecordSchema,
    columns: [nameColumn],
    nameOf: (row) => row.name,
    fields: () => <NameField />,
    formFields: ['name'],
    initialValues: (record) => ({ name: record?.name }),
    toBody: (values) => ({ name: values.name }),
  };
}

interface HeadValues {
  name: string;
  head_employee_id?: number | null;
}

function HeadField({ record, label }: { record: { head: Department['head'] } | null; label: string }) {
  return (
    <Form.Item name="head_employee_id" label={label}>
      <EmployeePicker
        initial={
          record?.head?.employee_id ? { value: record.head.employee_id, label: record.head.name } : null
        }
      />
    </Form.Item>
  );
}

export function departmentCatalogue(labels: UnitLabels): CatalogueDefinition<Department, HeadValues> {
  return {
    resource: setupResource('departments'),
    noun: labels.department.toLowerCase(),
    title: `${labels.department}s`,
    pageSchema: DepartmentPageSchema,
    rowSchema: DepartmentSchema,
    columns: [
      nameColumn,
      { title: 'Head', key: 'head', render: (_, row) => orDash(row.head?.name) },
      { title: `${labels.subDepartment}s`, dataIndex: 'sub_department_count', key: 'sub_department_count' },
      { title: 'Head count', dataIndex: 'head_count', key: 'head_count' },
    ],
    nameOf: (row) => row.name,
    fields: (record) => (
      <>
        <NameField />
        <HeadField record={record} label="Head" />
      </>
    ),
    formFields: ['name', 'head_employee_id'],
    initialValues: (record) => ({ name: record?.name, head_employee_id: record?.head?.employee_id ?? null }),
    toBody: (values) => ({ name: values.name, head_employee_id: values.head_employee_id ?? null }),
  };
}

function DepartmentSelect({ label, disabled, ...props }: { label: string; disabled: boolean; id?: string }) {
  const departments = useSetupPage(setupResource('departments'), { limit: 500 }, DepartmentPageSchema);
  return (
    <Select
      {...props}
      aria-label={label}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      loading={departments.isFetching}
      options={(departments.data?.results ?? []).map((department) => ({
        value: department.id,
        label: department.name,
      }))}
    />
  );
}

export function subDepartmentCatalogue(
  labels: UnitLabels,
): CatalogueDefinition<SubDepartment, HeadValues & { department_id: number }> {
  return {
    resource: setupResource('sub-departments'),
    noun: labels.subDepartment.toLowerCase(),
    title: `${labels.subDepartment}s`,
    pageSchema: SubDepartmentPageSchema,
    rowSchema: SubDepartmentSchema,
    columns: [
      nameColumn,
      { title: labels.department, key: 'department', render: (_, row) => row.department.name },
      { title: 'Head', key: 'head', render: (_, row) => orDash(row.head?.name) },
      { title: 'Head count', dataIndex: 'head_count', key: 'head_count' },
    ],
    nameOf: (row) => row.name,
    fields: (record) => (
      <>
        <Form.Item name="department_id" label={labels.department} rules={[required('department_id')]}>
          <DepartmentSelect label={labels.department} disabled={record !== null} />
        </Form.Item>
        <NameField />
        <HeadField record={record} label="Head" />
      </>
    ),
    formFields: ['department_id', 'name', 'head_employee_id'],
    initialValues: (record) => ({
      department_id: record?.department.id,
      name: record?.name,
      head_employee_id: record?.head?.employee_id ?? null,
    }),
    toBody: (values, record) => ({
      ...(record ? {} : { department_id: values.department_id }),
      name: values.name,
      head_employee_id: values.head_employee_id ?? null,
    }),
  };
}

type GradeValues = Pick<Grade, 'name' | 'level' | 'min_ctc' | 'max_ctc'>;

/** Spec 5: the minimum CTC must not exceed the maximum. */
const ctcRangeRule = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator: async (_rule: unknown, min: number | null) => {
    const max = getFieldValue('max_ctc') as number | null;
    if (!ctcRangeIsOrdered({ min_ctc: min, max_ctc: max })) {
      throw new Error(messageForCode({ code: 'min_exceeds_max', module: MODULE, field: 'min_ctc' }));
    }
  },
});

export const gradeCatalogue: CatalogueDefinition<Grade, GradeValues> = {
  resource: setupResource('grades'),
  noun: 'grade',
  title: 'Grades',
  pageSchema: GradePageSchema,
  rowSchema: GradeSchema,
  columns: [
    nameColumn,
    { title: 'Level', dataIndex: 'level', key: 'level' },
    { title: 'Minimum CTC', key: 'min_ctc', render: (_, row) => inr(row.min_ctc ?? null) },
    { title: 'Maximum CTC', key: 'max_ctc', render: (_, row) => inr(row.max_ctc ?? null) },
  ],
  nameOf: (row) => row.name,
  fields: () => (
    <>
      <NameField />
      <Form.Item name="level" label="Level" rules={[required('level')]}>
        <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="min_ctc" label="Minimum CTC" dependencies={['max_ctc']} rules={[ctcRangeRule]}>
        <InputNumber min={0} max={9_999_999_999_999} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="max_ctc" label="Maximum CTC">
        <InputNumber min={0} max={9_999_999_999_999} precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </>
  ),
  formFields: ['name', 'level', 'min_ctc', 'max_ctc'],
  initialValues: (record) => ({
    name: record?.name,
    level: record?.level,
    min_ctc: record?.min_ctc ?? null,
    max_ctc: record?.max_ctc ?? null,
  }),
  // The band is answered only to the salary group, and only they may send it (spec 6).
  toBody: (values, record) => {
    const hasBand = record ? 'min_ctc' in record : values.min_ctc != null || values.max_ctc != null;
    return {
      name: values.name,
      level: values.level,
      ...(hasBand ? { min_ctc: values.min_ctc ?? null, max_ctc: values.max_ctc ?? null } : {}),
    };
  },
};

export const employmentTypeCatalogue: CatalogueDefinition<
  EmploymentType,
  Pick<EmploymentType, 'name' | 'notice_period_days'>
> = {
  resource: setupResource('employment-types'),
  noun: 'employment type',
  title: 'Employment types',
  pageSchema: EmploymentTypePageSchema,
  rowSchema: EmploymentTypeSchema,
  columns: [
    nameColumn,
    { title: 'Notice period (days)', dataIndex: 'notice_period_days', key: 'notice_period_days' },
  ],
  nameOf: (row) => row.name,
  fields: () => (
    <>
      <NameField />
      <Form.Item
        name="notice_period_days"
        label="Notice period (days)"
        rules={[required('notice_period_days')]}
      >
        <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  ),
  formFields: ['name', 'notice_period_days'],
  initialValues: (record) => ({ name: record?.name, notice_period_days: record?.notice_period_days ?? 30 }),
  toBody: (values) => ({ name: values.name, notice_period_days: values.notice_period_days }),
};

type LocationValues = Omit<Location, 'id'>;

const zipCodeRule = contractRule(
  LocationCreateSchema.shape.zip_code,
  { module: MODULE, field: 'zip_code' },
  { optional: true },
);

export const locationCatalogue: CatalogueDefinition<Location, LocationValues> = {
  resource: setupResource('locations'),
  noun: 'location',
  title: 'Locations',
  pageSchema: LocationPageSchema,
  rowSchema: LocationSchema,
  columns: [
    {
      ...nameColumn,
      render: (_, row) => (
        <>
          {row.name} {row.is_headquarters && <Tag color="blue">Headquarters</Tag>}
        </>
      ),
    },
    { title: 'City', key: 'city', render: (_, row) => orDash(row.city) },
    { title: 'State', key: 'state', render: (_, row) => orDash(row.state) },
    { title: 'Country', key: 'country', render: (_, row) => orDash(row.country) },
    { title: 'ZIP code', key: 'zip_code', render: (_, row) => orDash(row.zip_code) },
  ],
  nameOf: (row) => row.name,
  fields: () => (
    <>
      <NameField />
      {(['city', 'state', 'country'] as const).map((field) => (
        <Form.Item key={field} name={field} label={field.charAt(0).toUpperCase() + field.slice(1)}>
          <Input maxLength={64} />
        </Form.Item>
      ))}
      <Form.Item name="zip_code" label="ZIP code" rules={[zipCodeRule]}>
        <Input maxLength={6} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="is_headquarters" label="Headquarters" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  ),
  formFields: ['name', 'city', 'state', 'country', 'zip_code', 'is_headquarters'],
  initialValues: (record) => ({
    name: record?.name,
    city: record?.city,
    state: record?.state,
    country: record?.country,
    zip_code: record?.zip_code,
    is_headquarters: record?.is_headquarters ?? false,
  }),
  toBody: (values) => ({
    name: values.name,
    city: orNull(values.city),
    state: orNull(values.state),
    country: orNull(values.country),
    zip_code: orNull(values.zip_code),
    is_headquarters: values.is_headquarters,
  }),
};

interface HolidayValues {
  date: Dayjs;
  name: string;
  is_optional: boolean;
  location_ids?: number[];
}

function useLocationOptions() {
  return useSetupPage(setupResource('locations'), { limit: 500 }, LocationPageSchema);
}

function LocationSelect(props: { id?: string; value?: number[]; onChange?(value: number[]): void }) {
  const locations = useLocationOptions();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      placeholder="All locations"
      showSearch={{ optionFilterProp: 'label' }}
      loading={locations.isFetching}
      options={(locations.data?.results ?? []).map((location) => ({
        value: location.id,
        label: location.name,
      }))}
    />
  );
}

function HolidayLocationNames({ ids }: { ids: number[] }) {
  const locations = useLocationOptions();
  const names = ids.map(
    (id) => locations.data?.results.find((location) => location.id === id)?.name ?? `#${id}`,
  );
  return <>{names.join(', ')}</>;
}

export const holidayCatalogue: CatalogueDefinition<Holiday, HolidayValues> = {
  resource: HOLIDAYS,
  noun: 'holiday',
  title: 'Holidays',
  pageSchema: HolidayPageSchema,
  rowSchema: HolidaySchema,
  columns: [
    { title: 'Date', key: 'date', render: (_, row) => displayDate(row.date) },
    nameColumn,
    { title: 'Optional', key: 'is_optional', render: (_, row) => (row.is_optional ? 'Yes' : 'No') },
    {
      title: 'Locations',
      key: 'location_ids',
      render: (_, row) => (row.location_ids.length ? <HolidayLocationNames ids={row.location_ids} /> : 'All'),
    },
  ],
  nameOf: (row) => row.name,
  fields: () => (
    <>
      <Form.Item name="date" label="Date" rules={[required('date')]}>
        <DatePicker format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="name"
        label="Name"
        rules={[contractRule(HolidayCreateSchema.shape.name, { module: MODULE, field: 'name' })]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="is_optional" label="Optional" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="location_ids" label="Locations" extra="Leave empty for every location">
        <LocationSelect />
      </Form.Item>
    </>
  ),
  formFields: ['date', 'name', 'is_optional', 'location_ids'],
  initialValues: (record) => ({
    date: record ? dayjs(record.date) : undefined,
    name: record?.name,
    is_optional: record?.is_optional ?? false,
    location_ids: record?.location_ids ?? [],
  }),
  toBody: (values) => ({
    date: formatApiDate(values.date.toDate()),
    name: values.name,
    is_optional: values.is_optional,
    location_ids: values.location_ids ?? [],
  }),
};
