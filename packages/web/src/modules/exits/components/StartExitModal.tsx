import {
  EXIT_TYPE_LABELS,
  EXIT_TYPES,
  type ExitDetail,
  type ExitType,
  formatApiDate,
} from '@atrium/contracts';
import { Alert, Form, Modal, Radio } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import dayjs, { type Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { EmployeePicker } from '../../people';
import { useStartExit } from '../exits.api';

const MODULE = 'employee-exit';
const FIELDS = ['employee_id', 'exit_type', 'notice_date', 'last_working_day', 'reason'] as const;

interface Values {
  employee_id: number;
  exit_type: ExitType;
  notice_date: Dayjs;
  last_working_day: Dayjs;
  reason?: string;
}

interface StartExitModalProps {
  open: boolean;
  onClose(): void;
  onStarted(exit: ExitDetail): void;
}

/** Starts a resignation or termination: the employee serves notice until the last working day. */
export function StartExitModal({ open, onClose, onStarted }: StartExitModalProps) {
  const [form] = Form.useForm<Values>();
  const start = useStartExit();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);

  const submit = (values: Values) => {
    clearFailure();
    start.mutate(
      {
        employee_id: values.employee_id,
        exit_type: values.exit_type,
        notice_date: formatApiDate(values.notice_date.toDate()),
        last_working_day: formatApiDate(values.last_working_day.toDate()),
        reason: values.reason?.trim() || null,
      },
      {
        onSuccess: onStarted,
        onError: (error) => {
          showServerError(error);
        },
      },
    );
  };

  const notBeforeNotice = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: async (_rule: unknown, lastDay: Dayjs | null) => {
      const noticeDate = getFieldValue('notice_date') as Dayjs | null;
      if (noticeDate && lastDay?.isBefore(noticeDate, 'day')) {
        throw new Error('The last working day cannot be before the notice date');
      }
    },
  });

  return (
    <Modal
      open={open}
      title="Start exit"
      okText="Start exit"
      okButtonProps={{ loading: start.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        clearFailure();
      }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="start-exit"
        initialValues={{ exit_type: 'resignation', notice_date: dayjs() }}
        onFinish={submit}
      >
        <Form.Item
          name="employee_id"
          label="Employee"
          rules={[requiredRule({ module: MODULE, field: 'employee_id' })]}
        >
          <EmployeePicker excludeExited />
        </Form.Item>
        <Form.Item
          name="exit_type"
          label="Exit type"
          rules={[requiredRule({ module: MODULE, field: 'exit_type' })]}
        >
          <Radio.Group
            options={EXIT_TYPES.map((type) => ({ label: EXIT_TYPE_LABELS[type], value: type }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          name="notice_date"
          label="Notice date"
          rules={[requiredRule({ module: MODULE, field: 'notice_date' })]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="last_working_day"
          label="Last working day"
          dependencies={['notice_date']}
          rules={[requiredRule({ module: MODULE, field: 'last_working_day' }), notBeforeNotice]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label="Reason">
          <TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
