import { formatApiDate } from '@atrium/contracts';
import { Alert, Checkbox, Form, Modal, Radio, Select, Typography } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { messageForCode } from '../../../platform/errorMessages';
import { useServerForm } from '../../../platform/useServerForm';
import { useNotify } from '../../../ui/useNotify';
import { LEAVE_MODULE } from '../leave.api';
import { useOpenLeaveYear } from '../leaveAdmin.api';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Values {
  starts: 'january' | 'april';
  year: number;
  weekend_days: number[];
}

/** The first and last day of a leave year starting in January or April of `year`. */
function yearRange({ starts, year }: Pick<Values, 'starts' | 'year'>) {
  const month = starts === 'april' ? 3 : 0;
  return {
    start: formatApiDate(new Date(year, month, 1)),
    end: formatApiDate(new Date(year + 1, month, 0)),
  };
}

/** Opens a leave year: a calendar year or April to March, with the organisation's weekend days. */
export function OpenLeaveYearModal({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const open = useOpenLeaveYear();
  const notify = useNotify();
  const { failure, clearFailure, showServerError } = useServerForm(form, LEAVE_MODULE, [
    'weekend_days',
  ] as const);
  const thisYear = new Date().getFullYear();
  const starts = Form.useWatch('starts', form) ?? 'april';
  const year = Form.useWatch('year', form) ?? thisYear;
  const range = yearRange({ starts, year });

  const submit = (values: Values) => {
    clearFailure();
    open.mutate(
      { start_date: yearRange(values).start, weekend_days: [...values.weekend_days].sort() },
      {
        onSuccess: (opened) => {
          notify(
            'success',
            `Leave year ${displayDate(opened.start_date)} – ${displayDate(opened.end_date)} opened`,
          );
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
      title="Open leave year"
      okText="Open leave year"
      okButtonProps={{ loading: open.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="open-leave-year"
        initialValues={{ starts: 'april', year: thisYear, weekend_days: [0, 6] }}
        onFinish={submit}
      >
        <Form.Item name="starts" label="The year runs">
          <Radio.Group
            options={[
              { value: 'january', label: 'January to December' },
              { value: 'april', label: 'April to March' },
            ]}
          />
        </Form.Item>
        <Form.Item name="year" label="Starting in">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((value) => ({
              value,
              label: String(value),
            }))}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item
          name="weekend_days"
          label="Weekend days"
          rules={[
            {
              validator: async (_rule, days: number[] | undefined) => {
                if ((days ?? []).length > 6)
                  throw new Error(
                    messageForCode({ code: 'invalid', module: LEAVE_MODULE, field: 'weekend_days' }),
                  );
              },
            },
          ]}
        >
          <Checkbox.Group options={WEEKDAYS.map((label, value) => ({ value, label }))} />
        </Form.Item>
        <Typography.Paragraph>
          From {displayDate(range.start)} to {displayDate(range.end)}. Allocations and monthly accruals start
          for every employee, and the year becomes active unless another one is.
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
