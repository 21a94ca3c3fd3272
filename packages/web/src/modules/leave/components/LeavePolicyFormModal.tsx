import { type Applicability, type LeavePolicy, LeavePolicyCreateSchema } from '@atrium/contracts';
import { Alert, Divider, Form, Modal, Select, Switch } from 'antd';
import Input from 'antd/es/input/Input';
import { contractRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { useNotify } from '../../../ui/useNotify';
import { LEAVE_MODULE } from '../leave.api';
import { useSaveLeavePolicy } from '../leaveAdmin.api';
import { ApplicabilityFields, EVERYONE } from './ApplicabilityFields';

const shape = LeavePolicyCreateSchema.shape;
const FIELDS = ['name', 'leave_type_ids', 'requires_second_approval'] as const;

interface Values {
  name: string;
  leave_type_ids: number[];
  applies_to: Applicability;
  requires_second_approval: boolean;
}

interface LeavePolicyFormModalProps {
  policy: LeavePolicy | null;
  leaveTypes: readonly { value: number; label: string }[];
  onClose(): void;
}

/** A policy: which leave types a group of employees gets, and whether HR approves after the manager. */
export function LeavePolicyFormModal({ policy, leaveTypes, onClose }: LeavePolicyFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveLeavePolicy();
  const notify = useNotify();
  const { failure, clearFailure, showServerError } = useServerForm(form, LEAVE_MODULE, FIELDS);

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      {
        id: policy?.id,
        body: {
          name: values.name.trim(),
          leave_type_ids: values.leave_type_ids,
          applies_to: { ...EVERYONE, ...values.applies_to },
          requires_second_approval: values.requires_second_approval,
        },
      },
      {
        onSuccess: (saved) => {
          notify('success', policy ? 'Record Updated' : `Policy ${saved.name} added`);
          onClose();
        },
        onError: (error) => {
          showServerError(error);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={policy ? `Edit ${policy.name}` : 'Add policy'}
      okText={policy ? 'Save policy' : 'Add policy'}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="leave-policy"
        initialValues={
          policy ?? { name: '', leave_type_ids: [], applies_to: EVERYONE, requires_second_approval: false }
        }
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[contractRule(shape.name, { module: LEAVE_MODULE, field: 'name' })]}
        >
          <Input maxLength={256} />
        </Form.Item>
        <Form.Item
          name="leave_type_ids"
          label="Leave types"
          rules={[contractRule(shape.leave_type_ids, { module: LEAVE_MODULE, field: 'leave_type_ids' })]}
        >
          <Select
            mode="multiple"
            options={[...leaveTypes]}
            optionFilterProp="label"
            placeholder="Choose leave types"
          />
        </Form.Item>
        <Form.Item
          name="requires_second_approval"
          label="HR approves after the reporting manager"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Divider titlePlacement="start">Applies to</Divider>
        <ApplicabilityFields name="applies_to" />
      </Form>
    </Modal>
  );
}
