import { BalanceAdjustmentSchema, type LeaveBalance } from '@atrium/contracts';
import { Alert, Button, Col, Form, InputNumber, Row, Select, Skeleton, Table, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { messageForError } from '../../../platform/errorMessages';
import { contractRule, requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { EmployeePicker } from '../../people';
import { LEAVE_MODULE, useLeaveBalances } from '../leave.api';
import { useAdjustBalance } from '../leaveAdmin.api';
import { formatQuantity, formatSignedQuantity } from '../leaveFormat';

const shape = BalanceAdjustmentSchema.shape;
const FIELDS = ['employee_id', 'leave_type_id', 'quantity', 'reason'] as const;

interface Values {
  employee_id?: number | null;
  leave_type_id?: number;
  quantity?: number | null;
  reason?: string;
}

/** The chosen employee's balances, so the adjustment is made knowing where they stand. */
function EmployeeBalances({ balances }: { balances: readonly LeaveBalance[] }) {
  return (
    <Table<LeaveBalance>
      aria-label="Employee balances"
      rowKey={(row) => row.leave_type.id}
      size="small"
      pagination={false}
      dataSource={[...balances]}
      columns={[
        { title: 'Leave type', key: 'type', render: (_, row) => row.leave_type.name },
        ...(['entitled', 'accrued', 'taken', 'pending', 'available'] as const).map((field) => ({
          title: field[0]?.toUpperCase() + field.slice(1),
          key: field,
          render: (_: unknown, row: LeaveBalance) => formatQuantity(row[field], row.leave_type.unit),
        })),
      ]}
    />
  );
}

/** A manual credit or debit to one employee's balance in the active year, with a reason, after a confirmation. */
export function AdjustmentsTab() {
  const [form] = Form.useForm<Values>();
  const adjust = useAdjustBalance();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const { failure, clearFailure, showServerError } = useServerForm(form, LEAVE_MODULE, FIELDS);
  const employeeId = Form.useWatch('employee_id', form) ?? undefined;
  const balances = useLeaveBalances(employeeId, { enabled: employeeId !== undefined });
  const rows = balances.data?.results ?? [];

  const submit = (values: Values) => {
    const balance = rows.find((row) => row.leave_type.id === values.leave_type_id);
    if (!values.employee_id || !balance || !values.quantity) return;
    const body = {
      employee_id: values.employee_id,
      leave_type_id: balance.leave_type.id,
      quantity: values.quantity,
      reason: values.reason?.trim() ?? '',
    };
    const unit = balance.leave_type.unit;
    clearFailure();
    return confirm({
      title: `${values.quantity > 0 ? 'Credit' : 'Debit'} ${formatQuantity(Math.abs(values.quantity), unit)} of ${balance.leave_type.name}?`,
      content: `The balance goes from ${formatQuantity(balance.balance, unit)} to ${formatQuantity(balance.balance + values.quantity, unit)}. The ledger shows this adjustment with its reason; it cannot be undone, only adjusted again.`,
      confirmText: 'Adjust balance',
      onConfirm: () =>
        adjust.mutateAsync(body).then(
          () => {
            notify(
              'success',
              `Balance adjusted: ${formatSignedQuantity(body.quantity, unit)} ${balance.leave_type.name}`,
            );
            form.setFieldsValue({ quantity: null, reason: '' });
          },
          (error: unknown) => {
            showServerError(error);
          },
        ),
    });
  };

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={10}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="balance-adjustment"
          onValuesChange={(changed: Partial<Values>) => {
            if ('employee_id' in changed) form.setFieldValue('leave_type_id', undefined);
          }}
          onFinish={submit}
        >
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="employee_id"
            label="Employee"
            rules={[requiredRule({ module: LEAVE_MODULE, field: 'employee_id' })]}
          >
            <EmployeePicker excludeExited />
          </Form.Item>
          <Form.Item
            name="leave_type_id"
            label="Leave type"
            rules={[requiredRule({ module: LEAVE_MODULE, field: 'leave_type_id' })]}
          >
            <Select
              disabled={!employeeId}
              loading={balances.isFetching}
              placeholder={employeeId ? 'Choose a leave type' : 'Choose the employee first'}
              options={rows.map(({ leave_type }) => ({
                value: leave_type.id,
                label: leave_type.name,
                title: leave_type.name,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="quantity"
            label="Change"
            extra="Positive credits the balance, negative debits it; in halves."
            rules={[contractRule(shape.quantity, { module: LEAVE_MODULE, field: 'quantity' })]}
          >
            <InputNumber step={0.5} min={-366} max={366} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[contractRule(shape.reason, { module: LEAVE_MODULE, field: 'reason' })]}
          >
            <TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adjust.isPending}>
            Adjust balance
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={14}>
        {!employeeId ? (
          <Typography.Text type="secondary">Choose an employee to see their balances.</Typography.Text>
        ) : balances.isError && !balances.data ? (
          <Alert type="error" showIcon title={messageForError(balances.error, LEAVE_MODULE)} />
        ) : !balances.data ? (
          <Skeleton active />
        ) : !balances.data.year ? (
          <Alert type="warning" showIcon title="No leave year is open, so there is no balance to adjust." />
        ) : (
          <EmployeeBalances balances={rows} />
        )}
      </Col>
      {confirmation}
    </Row>
  );
}
