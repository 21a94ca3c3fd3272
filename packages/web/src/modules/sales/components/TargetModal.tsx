import { FISCAL_QUARTERS, QUARTER_TEXTS, type Target } from '@atrium/contracts';
import { Col, Form, InputNumber, Radio, Row, Select } from 'antd';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { useNotify } from '../../../ui/useNotify';
import { useSaveTarget, useTargetFormOptions } from '../targets.api';

const MODULE = 'sales';
const FIELDS = ['user_id', 'department_id', ...FISCAL_QUARTERS] as const;

interface Values {
  kind?: 'person' | 'team';
  user_id?: number;
  department_id?: number;
  q1?: number | null;
  q2?: number | null;
  q3?: number | null;
  q4?: number | null;
}

/** The dialog that sets a person's or a team's quarters in a plan, or changes a target's quarters. */
export function TargetModal({
  planId,
  currency,
  target,
  onClose,
}: {
  planId: number;
  currency: string;
  target: Target | null;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const save = useSaveTarget();
  const options = useTargetFormOptions(target === null);
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const kind = Form.useWatch('kind', form) ?? target?.kind ?? 'person';
  const submit = (values: Values) => {
    clearFailure();
    const amounts = {
      q1: values.q1 ?? 0,
      q2: values.q2 ?? 0,
      q3: values.q3 ?? 0,
      q4: values.q4 ?? 0,
    };
    const done = {
      onSuccess: () => {
        notify('success', target ? 'Target saved' : 'Target added');
        onClose();
      },
      onError: showServerError,
    };
    if (target) save.mutate({ planId, id: target.id, body: amounts }, done);
    else
      save.mutate(
        {
          planId,
          id: undefined,
          body: {
            ...amounts,
            ...(kind === 'person' ? { user_id: values.user_id } : { department_id: values.department_id }),
          },
        },
        done,
      );
  };
  const holder = target?.person ?? target?.team;
  return (
    <FormModal<Values>
      open
      title={target ? `Edit target: ${holder?.name ?? ''}` : 'Add target'}
      okText={target ? 'Save target' : 'Add target'}
      saving={save.isPending}
      failure={failure}
      form={form}
      name="sales-target"
      initialValues={target ?? { kind: 'person', q1: 0, q2: 0, q3: 0, q4: 0 }}
      onFinish={submit}
      onClose={onClose}
      onClosed={clearFailure}
    >
      {!target && (
        <>
          <Form.Item name="kind" label="Target for">
            <Radio.Group
              options={[
                { label: 'Person', value: 'person' },
                { label: 'Team', value: 'team' },
              ]}
            />
          </Form.Item>
          {kind === 'person' ? (
            <Form.Item
              name="user_id"
              label="Sales person"
              rules={[requiredRule({ module: MODULE, field: 'user_id' })]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isPending}
                options={(options.data?.people ?? []).map((p) => ({ label: p.name, value: p.id }))}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="department_id"
              label="Team"
              rules={[requiredRule({ module: MODULE, field: 'department_id' })]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isPending}
                options={(options.data?.teams ?? []).map((t) => ({ label: t.name, value: t.id }))}
              />
            </Form.Item>
          )}
        </>
      )}
      <Row gutter={12}>
        {FISCAL_QUARTERS.map((quarter) => (
          <Col span={12} key={quarter}>
            <Form.Item name={quarter} label={`${QUARTER_TEXTS[quarter]} target (${currency})`}>
              <InputNumber min={0} step={100_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormModal>
  );
}
