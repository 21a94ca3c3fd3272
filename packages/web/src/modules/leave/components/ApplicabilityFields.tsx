import { type Applicability, GENDERS_FOR_LEAVE } from '@atrium/contracts';
import { Alert, Col, Form, Row, Select } from 'antd';
import { useEmployeeFormOptions } from '../../people';

const GENDER_LABELS: Readonly<Record<(typeof GENDERS_FOR_LEAVE)[number], string>> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export const EVERYONE: Applicability = {
  department_ids: [],
  designation_ids: [],
  grade_ids: [],
  employment_type_ids: [],
  location_ids: [],
  genders: [],
};

/** 'Everyone', or what the rule narrows to: '2 departments, 1 location'. */
export function describeApplicability(applicability: Applicability): string {
  const parts = [
    [applicability.department_ids.length, 'department'],
    [applicability.designation_ids.length, 'designation'],
    [applicability.grade_ids.length, 'grade'],
    [applicability.employment_type_ids.length, 'employment type'],
    [applicability.location_ids.length, 'location'],
    [applicability.genders.length, 'gender'],
  ] as const;
  const narrowed = parts
    .filter(([count]) => count > 0)
    .map(([count, noun]) => `${count} ${noun}${count === 1 ? '' : 's'}`);
  return narrowed.length ? narrowed.join(', ') : 'Everyone';
}

/**
 * Who a leave type or policy applies to, axis by axis from the organisation's catalogues; an empty axis
 * means everyone on it.
 */
export function ApplicabilityFields({ name }: { name: 'applicability' | 'applies_to' }) {
  const options = useEmployeeFormOptions();
  const choices = (rows: readonly { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  const axis = (
    field: keyof Applicability,
    label: string,
    list: { value: number | string; label: string }[],
  ) => (
    <Col xs={24} md={12}>
      <Form.Item name={[name, field]} label={label}>
        <Select
          mode="multiple"
          allowClear
          placeholder="Everyone"
          options={list}
          loading={options.isPending}
          optionFilterProp="label"
        />
      </Form.Item>
    </Col>
  );
  return (
    <>
      {options.isError && (
        <Alert type="warning" showIcon title="The organisation's catalogues could not be loaded." />
      )}
      <Row gutter={16}>
        {axis('department_ids', 'Departments', choices(options.data?.departments))}
        {axis('designation_ids', 'Designations', choices(options.data?.designations))}
        {axis('grade_ids', 'Grades', choices(options.data?.grades))}
        {axis('employment_type_ids', 'Employment types', choices(options.data?.employment_types))}
        {axis('location_ids', 'Locations', choices(options.data?.locations))}
        {axis(
          'genders',
          'Genders',
          GENDERS_FOR_LEAVE.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
        )}
      </Row>
    </>
  );
}
