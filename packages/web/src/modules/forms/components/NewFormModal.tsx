import { FORM_PURPOSE_LABELS, FORM_PURPOSES, type FormCreateInput, type FormDetail } from '@atrium/contracts';
import { Form, Input, Select } from 'antd';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { useCreateForm } from '../forms.api';

const MODULE = 'forms';
const FIELDS = ['name', 'purpose'] as const;

/** Names a new form and what it is for; it opens as a draft without questions. */
export function NewFormModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(form: FormDetail): void;
}) {
  const [form] = Form.useForm<FormCreateInput>();
  const create = useCreateForm();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  return (
    <FormModal<FormCreateInput>
      open={open}
      title="New form"
      okText="Create"
      saving={create.isPending}
      failure={failure}
      form={form}
      name="new-form"
      onFinish={(values) => {
        clearFailure();
        create.mutate({ ...values, fields: [] }, { onSuccess: onCreated, onError: showServerError });
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
        <Input maxLength={256} />
      </Form.Item>
      <Form.Item
        name="purpose"
        label="Purpose"
        extra="Where the form is used; one form per purpose is active at a time"
        rules={[requiredRule({ module: MODULE, field: 'purpose' })]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Choose"
          options={FORM_PURPOSES.map((value) => ({ value, label: FORM_PURPOSE_LABELS[value] }))}
        />
      </Form.Item>
    </FormModal>
  );
}
