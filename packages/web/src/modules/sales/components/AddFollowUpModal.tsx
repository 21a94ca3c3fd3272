import { formatApiDate } from '@atrium/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useActor } from '../../../platform/useCan';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { useNotify } from '../../../ui/useNotify';
import { useAddFollowUp, useOpportunityFormOptions, useOpportunityPage } from '../sales.api';

const MODULE = 'sales';

interface Values {
  due_date?: Dayjs;
  owner_id?: number;
  notes?: string;
  client_id?: number;
  opportunity_id?: number;
}

/** The dialog that adds a follow-up: its due date, owner, opportunity or client, and notes. */
export function AddFollowUpModal({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const actor = useActor();
  const notify = useNotify();
  const add = useAddFollowUp();
  const formOptions = useOpportunityFormOptions();
  const opportunities = useOpportunityPage({ status: 'open', limit: 500, order_by: 'name' });
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, [
    'due_date',
    'owner_id',
    'notes',
    'client_id',
    'opportunity_id',
  ] as const);
  const submit = (values: Values) => {
    clearFailure();
    add.mutate(
      {
        due_date: formatApiDate((values.due_date as Dayjs).toDate()),
        owner_id: values.owner_id as number,
        notes: values.notes ?? '',
        client_id: values.client_id ?? null,
        opportunity_id: values.opportunity_id ?? null,
      },
      {
        onSuccess: () => {
          notify('success', 'Follow-up added');
          onClose();
        },
        onError: showServerError,
      },
    );
  };
  return (
    <Modal
      open
      title="Add follow-up"
      okText="Add follow-up"
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="follow-up"
        onFinish={submit}
        initialValues={{ owner_id: actor?.user_id }}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="due_date"
          label="Due date"
          rules={[requiredRule({ module: MODULE, field: 'due_date' })]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="owner_id"
          label="Owner"
          rules={[requiredRule({ module: MODULE, field: 'owner_id' })]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(formOptions.data?.people ?? []).map((p) => ({ label: p.name, value: p.id }))}
          />
        </Form.Item>
        <Form.Item name="opportunity_id" label="Opportunity">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="None"
            options={(opportunities.data?.results ?? []).map((o) => ({
              label: `${o.code} ${o.name}`,
              value: o.id,
            }))}
          />
        </Form.Item>
        <Form.Item name="client_id" label="Client" extra="A client, an opportunity or both">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="None"
            options={(formOptions.data?.clients ?? []).map((c) => ({ label: c.name, value: c.id }))}
          />
        </Form.Item>
        <Form.Item name="notes" label="Notes" rules={[requiredRule({ module: MODULE, field: 'notes' })]}>
          <TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
