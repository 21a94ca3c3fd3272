import {
  type Department,
  DepartmentPageSchema,
  DepartmentSchema,
  type EmploymentType,
  EmploymentTypePageSchema,
  EmploymentTypeSchema,
  formatAmount,
  type Grade,
  GradePageSchema,
  GradeSchema,
  type Holiday,
  HolidayPageSchema,
  HolidaySchema,
  type Location,
  LocationPageSchema,
  LocationSchema,
  type NamedRecord,
  NamedRecordPageSchema,
  NamedRecordSchema,
  type SubDepartment,
  SubDepartmentPageSchema,
  SubDepartmentSchema,
  type UnitLabels,
} from '@atrium/contracts';
import { Tag } from 'antd';
import { displayDate } from '../../platform/displayDate';
import { type CatalogueDefinition, useLocationOptions } from './catalogue';
import type {
  EmploymentTypeValues,
  GradeValues,
  HeadValues,
  HolidayValues,
  LocationValues,
  NamedValues,
  SubDepartmentValues,
} from './catalogueForms';
import { HOLIDAYS, setupResource } from './org-setup.api';

const orDash = (value: string | null | undefined) => value || '—';
const inr = (value: number | null) => (value === null ? '—' : formatAmount(value, 'INR'));
const forms = () => import('./catalogueForms');

const nameColumn = { title: 'Name', dataIndex: 'name', key: 'name' } as const;

/** Designations, business units, business regions and skills: a unique name each. */
export function namedCatalogue(
  path: string,
  noun: string,
  title: string,
): CatalogueDefinition<NamedRecord, NamedValues> {
  return {
    resource: setupResource(path),
    noun,
    title,
    pageSchema: NamedRecordPageSchema,
    rowSchema: NamedRecordSchema,
    columns: [nameColumn],
    nameOf: (row) => row.name,
    loadForm: () => forms().then((m) => m.namedForm),
  };
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
    loadForm: () => forms().then((m) => m.departmentForm),
  };
}

export function subDepartmentCatalogue(
  labels: UnitLabels,
): CatalogueDefinition<SubDepartment, SubDepartmentValues> {
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
    loadForm: () => forms().then((m) => m.subDepartmentForm(labels)),
  };
}

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
  loadForm: () => forms().then((m) => m.gradeForm),
};

export const employmentTypeCatalogue: CatalogueDefinition<EmploymentType, EmploymentTypeValues> = {
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
  loadForm: () => forms().then((m) => m.employmentTypeForm),
};

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
  loadForm: () => forms().then((m) => m.locationForm),
};

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
  loadForm: () => forms().then((m) => m.holidayForm),
};
