import { type BillingRole, CURRENCIES, PROJECT_NUMBER_RANGES } from '@atrium/contracts';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { messageForError } from '../../../platform/errorMessages';
import { betweenRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { useNotify } from '../../../ui/useNotify';
import { useAddBillingRole, useSetBillingRate } from '../projects.api';
import { apiDate } from './teamDates';

const MODULE = 'projects';

export function AddRoleModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<{ name: string }>();
  const add = useAddBillingRole();
  const notify = useNotify();
  return (
    <Modal
      open={open}
      title="Add billing role"
      okText="Add billing role"
      okButtonProps={{ loading: add.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        add.reset();
      }}
      destroyOnHidden
    >
      {add.isError && (
        <Alert
          type="error"
          showIcon
          title={messageForError(add.error, MODULE)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        name="billing-role"
        onFinish={({ name }) =>
          add.mutate(name, {
            onSuccess: (role) => {
              notify('success', `${role.name} added`);
              onClose();
            },
          })
        }
      >
        <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
          <Input maxLength={256} placeholder="e.g. Senior Engineer" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface RateValues {
  currency: (typeof CURRENCIES)[number];
  rate: number;
  cost_rate?: number | null;
  effective_from: Dayjs;
}

export function RateModal({ role, onClose }: { role: BillingRole | null; onClose(): void }) {
  const [form] = Form.useForm<RateValues>();
  const setRate = useSetBillingRate();
  const notify = useNotify();
  const required = (field: string) => [requiredRule({ module: MODULE, field })];
  return (
    <Modal
      open={role !== null}
      title={role ? `Rate of ${role.name}` : 'Rate'}
      okText="Save rate"
      okButtonProps={{ loading: setRate.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setRate.reset();
      }}
      destroyOnHidden
    >
      {setRate.isError && (
        <Alert
          type="error"
          showIcon
          title={messageForError(setRate.error, MODULE)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<RateValues>
        form={form}
        layout="vertical"
        name="billing-rate"
        initialValues={{ currency: 'INR' }}
        onFinish={(values) =>
          role &&
          setRate.mutate(
            {
              roleId: role.id,
              body: {
                ...values,
                cost_rate: values.cost_rate ?? null,
                effective_from: apiDate(values.effective_from),
              },
            },
            {
              onSuccess: () => {
                notify('success', 'Rate saved');
                onClose();
              },
            },
          )
        }
      >
        <Form.Item name="currency" label="Currency">
          <Select options={CURRENCIES.map((currency) => ({ label: currency, value: currency }))} />
        </Form.Item>
        <Form.Item
          name="rate"
          label="Rate per hour"
          rules={[...required('rate'), betweenRule(PROJECT_NUMBER_RANGES.rate)]}
        >
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="cost_rate"
          label="Cost rate per hour"
          extra="What an hour of this role costs: Fixed Bid Numbers value approved time with it"
          rules={[betweenRule(PROJECT_NUMBER_RANGES.cost_rate)]}
        >
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="effective_from" label="Effective from" rules={required('effective_from')}>
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
