import type { ResourceRequest } from '@atrium/contracts';
import { Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DateField } from '../../../ui/DateField';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/displayDateFormat';
import { FormModal } from '../../../ui/FormModal';
import { useNotify } from '../../../ui/useNotify';
import { useRaiseHiringRequest, useResourceFormOptions } from '../resources.api';

interface Values {
  department_id?: number;
  positions?: number;
  target_date?: Dayjs;
}

const FIELDS = ['department_id', 'positions', 'target_date'] as const;

/**
 * Raises a hiring request for the people a resource request still needs: the department that hires, how many, and
 * the date they should join by (the request's start unless changed). The recruitment manager approves it.
 */
export function HiringRequestModal({
  open,
  request,
  onClose,
}: {
  open: boolean;
  request: ResourceRequest;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const raise = useRaiseHiringRequest();
  const options = useResourceFormOptions();
  const notify = useNotify();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'resources', FIELDS);
  const missing = request.count - request.filled_count;
  return (
    <FormModal<Values>
      open={open}
      title={`Raise a hiring request for ${request.code}`}
      okText="Raise hiring request"
      saving={raise.isPending}
      failure={failure}
      form={form}
      name="resource-request-hiring"
      initialValues={{ positions: missing, target_date: dayjs(request.start_date) }}
      onFinish={(values) => {
        clearFailure();
        raise.mutate(
          {
            id: request.id,
            body: {
              department_id: values.department_id as number,
              positions: values.positions as number,
              target_date: (values.target_date as Dayjs).format('YYYY-MM-DD'),
            },
          },
          {
            onSuccess: (raised) => {
              notify('success', `${raised.code} raised: the recruitment manager approves it`);
              onClose();
            },
            onError: showServerError,
          },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Form.Item
        name="department_id"
        label="Hiring department"
        rules={[requiredRule({ module: 'resources', field: 'department_id' })]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={options.isPending}
          options={options.data?.departments.map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item
        name="positions"
        label={`People to hire (at most ${missing})`}
        rules={[requiredRule({ module: 'resources', field: 'positions' })]}
      >
        <InputNumber min={1} max={missing} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="target_date"
        label="Join by"
        rules={[requiredRule({ module: 'resources', field: 'target_date' })]}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
