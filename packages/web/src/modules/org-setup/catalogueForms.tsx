import {
  ctcRangeIsOrdered,
  type Department,
  DepartmentPageSchema,
  type EmploymentType,
  formatApiDate,
  type Grade,
  type Holiday,
  HolidayCreateSchema,
  type Location,
  LocationCreateSchema,
  type NamedRecord,
  NamedRecordInputSchema,
  type SubDepartment,
  type UnitLabels,
} from '@atrium/contracts';
import { Form, InputNumber, Select, Switch } from 'antd';
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { messageForCode } from '../../platform/errorMessages';
import { contractRule, requiredRule } from '../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { EmployeePicker } from '../people';
import { type CatalogueForm, ORG_SETUP_MODULE as MODULE, useLocationOptions } from './catalogue';
import { setupResource, useSetupPage } from './org-setup.api';
import { PlaceFields } from './PlaceFields';

const nameRule = contractRule(NamedRecordInputSchema.shape.name, { module: MODULE, field: 'name' });
const required = (field: string) => requiredRule({ module: MODULE, field });
const orNull = (value: string | null | undefined) => value?.trim() || null;

function NameField({ label = 'Name' }: { label?: string }) {
  return (
    <Form.Item name="name" label={label} rules={[nameRule]}>
      <Input maxLength={64} autoFocus />
    </Form.Item>
  );
}

export interface NamedValues {
  name: string;
}

export const namedForm: CatalogueForm<NamedRecord, NamedValues> = {
  fields: () => <NameField />,
  formFields: ['name'],
  initialValues: (record) => ({ name: record?.name }),
  toBody: (values) => ({ name: values.name }),
};

export interface HeadValues {
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

export const departmentForm: CatalogueForm<Department, HeadValues> = {
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

export type SubDepartmentValues = HeadValues & { department_id: number };

export function subDepartmentForm(labels: UnitLabels): CatalogueForm<SubDepartment, SubDepartmentValues> {
  return {
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

export type GradeValues = Pick<Grade, 'name' | 'level' | 'min_ctc' | 'max_ctc'>;

/** Spec 5: the minimum CTC must not exceed the maximum. */
const ctcRangeRule = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator: async (_rule: unknown, min: number | null) => {
    const max = getFieldValue('max_ctc') as number | null;
    if (!ctcRangeIsOrdered({ min_ctc: min, max_ctc: max })) {
      throw new Error(messageForCode({ code: 'min_exceeds_max', module: MODULE, field: 'min_ctc' }));
    }
  },
});

export const gradeForm: CatalogueForm<Grade, GradeValues> = {
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

export type EmploymentTypeValues = Pick<EmploymentType, 'name' | 'notice_period_days'>;

export const employmentTypeForm: CatalogueForm<EmploymentType, EmploymentTypeValues> = {
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

export type LocationValues = Omit<Location, 'id'>;

const zipCodeRule = contractRule(
  LocationCreateSchema.shape.zip_code,
  { module: MODULE, field: 'zip_code' },
  { optional: true },
);

export const locationForm: CatalogueForm<Location, LocationValues> = {
  fields: () => (
    <>
      <NameField />
      <PlaceFields stacked />
      <Form.Item name="zip_code" label="ZIP code" rules={[zipCodeRule]}>
        <Input maxLength={6} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="is_headquarters" label="Headquarters" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  ),
  formFields: ['name', 'country', 'state', 'city', 'zip_code', 'is_headquarters'],
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

export interface HolidayValues {
  date: Dayjs;
  name: string;
  is_optional: boolean;
  location_ids?: number[];
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

export const holidayForm: CatalogueForm<Holiday, HolidayValues> = {
  fields: () => (
    <>
      <Form.Item name="date" label="Date" rules={[required('date')]}>
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
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
