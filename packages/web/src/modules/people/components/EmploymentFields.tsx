import type { EmployeeDetail, EmployeeFormOptions } from '@atrium/contracts';
import { IdentitySchema, TEXT_LIMITS } from '@atrium/contracts';
import { Col, Form, Row, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { betweenRule, contractRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { CATALOGUE_SELECT, HALF_WIDTH, optionsOf } from './formValues';
import { fieldRule } from './PersonalFields';

const TOTAL_EXPERIENCE_RANGE = {
  min: 0,
  max: 99.9,
  message: 'Total experience must be between 0 and 99.9 years',
};

/**
 * Work email (set once), code, type, joining date, experience, location, business unit and region, and whether
 * they approve their reports' timesheets.
 */
export function EmploymentFields({
  catalogues,
  isNew,
}: {
  catalogues?: EmployeeFormOptions;
  isNew: boolean;
}) {
  const types = (catalogues?.employment_types ?? []).map((type) => ({ value: type.name, label: type.name }));
  return (
    <Row gutter={16}>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="email"
          label="Work email"
          rules={isNew ? [fieldRule('email', false)] : []}
          extra={isNew ? 'They get an email to set their password.' : undefined}
        >
          <Input inputMode="email" maxLength={TEXT_LIMITS.medium} disabled={!isNew} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="code" label="Employee code" rules={[fieldRule('code', false)]}>
          <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="employment_type"
          label="Employment type"
          rules={[requiredRule({ module: 'people', field: 'employment_type' })]}
        >
          <Select {...CATALOGUE_SELECT} options={types} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="date_of_joining"
          label="Date of joining"
          rules={[requiredRule({ module: 'people', field: 'date_of_joining' })]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="total_experience"
          label="Total experience (years)"
          // A plain number field: what is typed stays as typed, and a value out of range is refused, not changed.
          normalize={(value: string) => (value === '' ? null : Number(value))}
          rules={[betweenRule(TOTAL_EXPERIENCE_RANGE)]}
        >
          <Input type="number" inputMode="decimal" step={0.1} min={0} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="location_id" label="Location">
          <Select {...CATALOGUE_SELECT} options={optionsOf(catalogues?.locations)} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="business_unit_id" label="Business unit">
          <Select {...CATALOGUE_SELECT} options={optionsOf(catalogues?.business_units)} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="business_region_id" label="Business region">
          <Select {...CATALOGUE_SELECT} options={optionsOf(catalogues?.business_regions)} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="is_timesheet_approver"
          label="Timesheet approver"
          extra="Approves the timesheets of the people who report to them, their project time included."
        >
          <Select
            options={[
              { value: false, label: 'No' },
              { value: true, label: 'Yes' },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

const identityRule = (field: 'pan' | 'aadhaar') =>
  contractRule(IdentitySchema.shape[field], { module: 'people', field }, { optional: true });

/** PAN and Aadhaar; on a stored record only the masked numbers show, and a typed one replaces them. */
export function IdentityFields({ employee }: { employee?: EmployeeDetail }) {
  const stored = (masked: string | null | undefined) =>
    masked ? `${masked} is on record; type a new number to replace it.` : undefined;
  return (
    <Row gutter={16}>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="pan"
          label="PAN"
          rules={[identityRule('pan')]}
          extra={stored(employee?.identity.pan)}
        >
          <Input maxLength={10} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item
          name="aadhaar"
          label="Aadhaar"
          rules={[identityRule('aadhaar')]}
          extra={stored(employee?.identity.aadhaar)}
        >
          <Input maxLength={12} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
