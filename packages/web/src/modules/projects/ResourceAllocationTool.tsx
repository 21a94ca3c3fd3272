import { PlusOutlined } from '@ant-design/icons';
import { type BillingRole, CURRENCIES, formatAmount } from '@atrium/contracts';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Table,
  type TableProps,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { requiredRule } from '../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { apiDate } from './components/teamDates';
import { useAddBillingRole, useBillingRoles, useSetBillingRate } from './projects.api';

const MODULE = 'projects';

/** The rate in force today in each currency: the latest that has taken effect (rates come newest first). */
function ratesInForce(role: BillingRole, today: string) {
  return CURRENCIES.flatMap((currency) => {
    const rate = role.rates.find((r) => r.currency === currency && r.effective_from <= today);
    return rate ? [rate] : [];
  });
}

/**
 * 'resource-allocation' (Resource & Billing): the billing roles billable people are charged at and their
 * negotiated rates by currency and effective date; finance and the CEO keep them.
 */
export function ResourceAllocationTool() {
  const roles = useBillingRoles();
  const [adding, setAdding] = useState(false);
  const [rateFor, setRateFor] = useState<BillingRole | null>(null);
  if (roles.isError)
    return <LoadFailed variant="inline" error={roles.error} onRetry={() => roles.refetch()} />;
  const canManage = roles.data?.can_manage ?? false;
  const today = new Date().toISOString().slice(0, 10);
  const columns: TableProps<BillingRole>['columns'] = [
    { title: 'Billing role', dataIndex: 'name', key: 'name' },
    {
      title: 'Rates in force',
      key: 'rates',
      render: (_, role) => {
        const rates = ratesInForce(role, today);
        return rates.length
          ? rates.map((r) => `${r.currency} ${formatAmount(r.rate, r.currency)} / hour`).join(' · ')
          : 'No rate yet';
      },
    },
    {
      title: 'History',
      key: 'history',
      render: (_, role) =>
        role.rates.length
          ? role.rates
              .map(
                (r) =>
                  `${r.currency} ${formatAmount(r.rate, r.currency)}${
                    r.cost_rate === null ? '' : ` (costs ${formatAmount(r.cost_rate, r.currency)})`
                  } from ${displayDate(r.effective_from)}`,
              )
              .join('; ')
          : '—',
    },
    ...(canManage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, role: BillingRole) => (
              <Button type="link" onClick={() => setRateFor(role)}>
                Set rate
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      {canManage && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'start' }}
        >
          Add billing role
        </Button>
      )}
      <Table<BillingRole>
        aria-label="Billing roles"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={roles.data?.results ?? []}
        loading={roles.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <EmptyState description="No billing roles yet." /> }}
        scroll={{ x: true }}
      />
      <AddRoleModal open={adding} onClose={() => setAdding(false)} />
      <RateModal role={rateFor} onClose={() => setRateFor(null)} />
    </Flex>
  );
}

function AddRoleModal({ open, onClose }: { open: boolean; onClose(): void }) {
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

function RateModal({ role, onClose }: { role: BillingRole | null; onClose(): void }) {
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
        <Form.Item name="rate" label="Rate per hour" rules={required('rate')}>
          <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="cost_rate"
          label="Cost rate per hour"
          extra="What an hour of this role costs: Fixed Bid Numbers value approved time with it"
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="effective_from" label="Effective from" rules={required('effective_from')}>
          <DatePicker format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
