import { formatApiDate } from '@atrium/contracts';
import { Form, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { useMakeOffer } from '../offers.api';

interface Values {
  ctc?: number;
  joining_date?: Dayjs;
}

const FIELDS = ['ctc', 'joining_date'] as const;

/** Makes an offer (or makes it again after a decline): the annual CTC and the expected joining date. */
export function OfferFormModal({
  open,
  applicationId,
  candidateName,
  onClose,
  onSaved,
}: {
  open: boolean;
  applicationId: number;
  candidateName: string;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<Values>();
  const make = useMakeOffer();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', FIELDS);
  return (
    <FormModal<Values>
      open={open}
      title={`Offer to ${candidateName}`}
      okText="Make offer"
      saving={make.isPending}
      failure={failure}
      form={form}
      name="make-offer"
      onFinish={(values) => {
        clearFailure();
        make.mutate(
          {
            applicationId,
            body: {
              ctc: values.ctc as number,
              joining_date: formatApiDate((values.joining_date as Dayjs).toDate()),
            },
          },
          { onSuccess: onSaved, onError: showServerError },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Form.Item name="ctc" label="Annual CTC" rules={[requiredRule({ module: 'hiring', field: 'ctc' })]}>
        <InputNumber min={1} step={10_000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="joining_date"
        label="Expected joining date"
        rules={[requiredRule({ module: 'hiring', field: 'joining_date' })]}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
