import {
  BLOOD_GROUPS,
  EmployeeCreateSchema,
  GENDERS,
  MARITAL_STATUSES,
  TEXT_LIMITS,
} from '@atrium/contracts';
import { Col, Form, Row, Select } from 'antd';
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { capitalise } from '../../../platform/formFields';
import { contractRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { HALF_WIDTH, isoOf } from './formValues';

const shape = EmployeeCreateSchema.shape;
const choices = (values: readonly string[], label: (value: string) => string = capitalise) =>
  values.map((value) => ({ value, label: label(value) }));

/** The same field rules the server checks, with the catalogue's messages. */
export const fieldRule = (field: keyof typeof shape, optional = true) =>
  contractRule(shape[field], { module: 'people', field }, { optional });

/** The date of birth is picked as a day; the contract checks its ISO text (at least 18 years old). */
export const dobRule = contractRule(
  { safeParse: (value: unknown) => shape.dob.safeParse(isoOf(value as Dayjs)) },
  { module: 'people', field: 'dob' },
  { optional: true },
);

/** Blood group, marital status, nationality, phones and personal email: what an employee may change too. */
export function ContactFields() {
  return (
    <Row gutter={16}>
      <Col {...HALF_WIDTH}>
        <Form.Item name="mobile" label="Mobile" rules={[fieldRule('mobile')]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="landline" label="Landline" rules={[fieldRule('landline')]}>
          <Input type="tel" />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="personal_email" label="Personal email" rules={[fieldRule('personal_email')]}>
          <Input inputMode="email" maxLength={TEXT_LIMITS.medium} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="nationality" label="Nationality" rules={[fieldRule('nationality')]}>
          <Input maxLength={TEXT_LIMITS.short} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="blood_group" label="Blood group">
          <Select allowClear options={choices(BLOOD_GROUPS, (value) => value)} />
        </Form.Item>
      </Col>
      <Col {...HALF_WIDTH}>
        <Form.Item name="marital_status" label="Marital status">
          <Select allowClear options={choices(MARITAL_STATUSES)} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Names, date of birth and gender, then the contact details. */
export function PersonalFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="first_name" label="First name" rules={[fieldRule('first_name', false)]}>
            <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="middle_name" label="Middle name" rules={[fieldRule('middle_name')]}>
            <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="last_name" label="Last name" rules={[fieldRule('last_name')]}>
            <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...HALF_WIDTH}>
          <Form.Item name="dob" label="Date of birth" rules={[dobRule]}>
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...HALF_WIDTH}>
          <Form.Item name="gender" label="Gender">
            <Select allowClear options={choices(GENDERS)} />
          </Form.Item>
        </Col>
      </Row>
      <ContactFields />
    </>
  );
}
