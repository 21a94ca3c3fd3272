import {
  BLOOD_GROUPS,
  DEFAULT_MESSAGES,
  type EmployeeDetail,
  MARITAL_STATUSES,
  type OwnProfileUpdate,
} from '@atrium/contracts';
import { Alert, Button, Flex, Form } from 'antd';
import { useServerForm } from '../../../platform/useServerForm';
import { useNotify } from '../../../ui/useNotify';
import { useUpdateOwnProfile } from '../employees.api';
import { oneOf, textOrNull } from './formValues';
import { ContactFields } from './PersonalFields';

const FIELDS = [
  'mobile',
  'landline',
  'personal_email',
  'blood_group',
  'marital_status',
  'nationality',
] as const;
type Values = Required<OwnProfileUpdate>;

const valuesOf = (employee: EmployeeDetail): Values => ({
  mobile: employee.mobile ?? '',
  landline: employee.landline ?? '',
  personal_email: employee.personal_email ?? '',
  nationality: employee.nationality ?? '',
  blood_group: oneOf(BLOOD_GROUPS, employee.blood_group),
  marital_status: oneOf(MARITAL_STATUSES, employee.marital_status),
});

/** The signed-in employee's own contact details; a cleared field is cleared on the record. */
export function OwnContactForm({ employee, onDone }: { employee: EmployeeDetail; onDone(): void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateOwnProfile(employee.id);
  const notify = useNotify();
  const { failure: problem, clearFailure, showServerError } = useServerForm(form, 'people', FIELDS);

  const submit = async (values: Values) => {
    clearFailure();
    const body: OwnProfileUpdate = {
      mobile: textOrNull(values.mobile),
      landline: textOrNull(values.landline),
      personal_email: textOrNull(values.personal_email),
      nationality: textOrNull(values.nationality),
      blood_group: values.blood_group ?? null,
      marital_status: values.marital_status ?? null,
    };
    try {
      await update.mutateAsync(body);
      notify('success', DEFAULT_MESSAGES.updateSuccess);
      onDone();
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="own-contact"
      layout="vertical"
      initialValues={valuesOf(employee)}
      onFinish={submit}
    >
      <ContactFields />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
