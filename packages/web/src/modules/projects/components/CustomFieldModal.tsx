import { CUSTOM_FIELD_TYPES } from '@atrium/contracts';
import { Checkbox, Form, Select, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { capitalise } from '../../../platform/formFields';
import { requiredRule } from '../../../platform/formRules';
import { CustomFieldOptionsItem } from '../../../ui/customFieldInput';
import { FormModal } from '../../../ui/FormModal';
import { useNotify } from '../../../ui/useNotify';
import { useAddCustomField } from '../projects.api';
import { teamFailure } from './teamFailure';

const MODULE = 'projects';

interface FieldValues {
  name: string;
  field_type: (typeof CUSTOM_FIELD_TYPES)[number];
  options?: string[];
  is_required?: boolean;
}

/** Adds a project custom field: its name, type, the options of a select, and whether every project needs it. */
export function CustomFieldModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<FieldValues>();
  const add = useAddCustomField();
  const notify = useNotify();
  const type = Form.useWatch('field_type', form);
  return (
    <FormModal
      open={open}
      title="Add project custom field"
      okText="Add field"
      saving={add.isPending}
      failure={failure}
      name="custom-field"
      initialValues={{ field_type: 'text', is_required: false }}
      onFinish={(values) =>
        add.mutate(values, {
          onSuccess: (field) => {
            notify('success', `${field.name} added`);
            onClose();
          },
          onError: (error) => setFailure(teamFailure(error)),
        })
      }
      form={form}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="field_type" label="Type">
        <Select options={CUSTOM_FIELD_TYPES.map((t) => ({ label: capitalise(t), value: t }))} />
      </Form.Item>
      {type === 'select' && <CustomFieldOptionsItem module={MODULE} />}
      <Space>
        <Form.Item name="is_required" valuePropName="checked" noStyle>
          <Checkbox>Required on every project</Checkbox>
        </Form.Item>
      </Space>
    </FormModal>
  );
}
