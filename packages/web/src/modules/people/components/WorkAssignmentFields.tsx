import type { EmployeeFormOptions } from '@atrium/contracts';
import { Col, Form, Row, Select } from 'antd';
import { useUnitLabels } from '../../../platform/unitLabels';
import { EmployeePicker, type PickedEmployee } from './EmployeePicker';
import { CATALOGUE_SELECT, optionsOf } from './formValues';

interface WorkAssignmentFieldsProps {
  catalogues: EmployeeFormOptions | undefined;
  /** The reporting manager already set, so their name shows. */
  manager?: PickedEmployee | null;
  employeeId?: number;
}

/**
 * Designation, department, sub-department, grade and reporting manager: set when the employee is added,
 * later changed from a date on. A sub-department is picked from its department's.
 */
export function WorkAssignmentFields({ catalogues, manager, employeeId }: WorkAssignmentFieldsProps) {
  const form = Form.useFormInstance();
  const departmentId = Form.useWatch<number | null | undefined>('department_id', form);
  const labels = useUnitLabels();
  const subDepartments = catalogues?.departments.find((row) => row.id === departmentId)?.sub_departments;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="designation_id" label="Designation">
          <Select {...CATALOGUE_SELECT} options={optionsOf(catalogues?.designations)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="grade_id" label="Grade">
          <Select {...CATALOGUE_SELECT} options={optionsOf(catalogues?.grades)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="department_id" label={labels.department}>
          <Select
            {...CATALOGUE_SELECT}
            options={optionsOf(catalogues?.departments)}
            onChange={() => form.setFieldValue('sub_department_id', null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sub_department_id" label={labels.subDepartment}>
          <Select {...CATALOGUE_SELECT} disabled={!departmentId} options={optionsOf(subDepartments)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="reporting_manager_id" label="Reporting manager">
          <EmployeePicker initial={manager} excludeId={employeeId} />
        </Form.Item>
      </Col>
    </Row>
  );
}
