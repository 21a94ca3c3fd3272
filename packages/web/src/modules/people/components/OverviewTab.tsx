import type { EmployeeDetail, UnitLabels } from '@atrium/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { displayTerm } from '../../../platform/displayTerm';
import { capitalise } from '../../../platform/formFields';
import { useUnitLabels } from '../../../platform/unitLabels';
import { EmployeeName } from './EmployeeName';
import { showDate } from './formValues';

type Row = { key: string; label: string; value: ReactNode };

const itemsOf = (rows: Row[]): DescriptionsProps['items'] =>
  rows.map(({ key, label, value }) => ({
    key,
    label,
    children: value === null || value === undefined || value === '' ? '—' : value,
  }));

export function personalItems(employee: EmployeeDetail): DescriptionsProps['items'] {
  return itemsOf([
    { key: 'email', label: 'Work email', value: employee.email },
    { key: 'dob', label: 'Date of birth', value: employee.dob && showDate(employee.dob) },
    { key: 'gender', label: 'Gender', value: employee.gender ? capitalise(employee.gender) : null },
    { key: 'blood_group', label: 'Blood group', value: employee.blood_group },
    {
      key: 'marital_status',
      label: 'Marital status',
      value: employee.marital_status ? capitalise(employee.marital_status) : null,
    },
    { key: 'nationality', label: 'Nationality', value: employee.nationality },
    { key: 'mobile', label: 'Mobile', value: employee.mobile },
    { key: 'landline', label: 'Landline', value: employee.landline },
    { key: 'personal_email', label: 'Personal email', value: employee.personal_email },
  ]);
}

export function workItems(employee: EmployeeDetail, labels: UnitLabels): DescriptionsProps['items'] {
  const manager = employee.reporting_manager;
  return itemsOf([
    { key: 'code', label: 'Employee code', value: employee.code },
    { key: 'employment_type', label: 'Employment type', value: displayTerm(employee.employment_type) },
    { key: 'date_of_joining', label: 'Date of joining', value: showDate(employee.date_of_joining) },
    {
      key: 'total_experience',
      label: 'Total experience',
      value: employee.total_experience === null ? null : `${employee.total_experience} years`,
    },
    { key: 'designation', label: 'Designation', value: employee.designation?.name },
    { key: 'department', label: labels.department, value: employee.department?.name },
    { key: 'sub_department', label: labels.subDepartment, value: employee.sub_department?.name },
    { key: 'grade', label: 'Grade', value: employee.grade?.name },
    { key: 'location', label: 'Location', value: employee.location?.name },
    { key: 'business_unit', label: 'Business unit', value: employee.business_unit?.name },
    { key: 'business_region', label: 'Business region', value: employee.business_region?.name },
    {
      key: 'reporting_manager',
      label: 'Reporting manager',
      value: manager && (
        <EmployeeName id={manager.id} firstName={manager.first_name} lastName={manager.last_name} />
      ),
    },
  ]);
}

/** Personal details, then work details with the reporting manager. */
export function OverviewTab({ employee }: { employee: EmployeeDetail }) {
  const labels = useUnitLabels();
  return (
    <>
      <Descriptions title="Personal" size="small" column={{ xs: 1, md: 2 }} items={personalItems(employee)} />
      <Descriptions
        title="Work"
        size="small"
        column={{ xs: 1, md: 2 }}
        items={workItems(employee, labels)}
        style={{ marginTop: 16 }}
      />
    </>
  );
}
