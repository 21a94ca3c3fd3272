import {
  type Contract,
  CURRENCIES,
  formatApiDate,
  isContractPeriodValid,
  MAX_RATE,
  RATE_UNITS,
} from '@atrium/contracts';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { messageForCode } from '../../../platform/errorMessages';
import { capitalise } from '../../../platform/formFields';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { useSaveContract } from '../contractors.api';
import { VendorSelect } from './VendorSelect';

const MODULE = 'contracts';
const FIELDS = ['vendor_id', 'title', 'rate', 'rate_unit', 'currency', 'start_date', 'end_date'] as const;

interface Values {
  vendor_id: number;
  title: string;
  rate: number;
  rate_unit: Contract['rate_unit'];
  currency: Contract['currency'];
  start_date: Dayjs;
  end_date: Dayjs;
}

interface ContractFormModalProps {
  open: boolean;
  /** A new contract for this contractor, on their vendor unless another is chosen. */
  contractor?: { id: number; vendor: { id: number; name: string } | null };
  /** A draft to change. */
  contract?: Contract;
  onClose(): void;
  onSaved(contract: Contract): void;
}

/** Adds a draft contract for a contractor, or changes a draft's terms. The end must come after the start. */
export function ContractFormModal({ open, contractor, contract, onClose, onSaved }: ContractFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveContract();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const vendor = contract?.vendor ?? contractor?.vendor ?? null;
  const initialValues: Partial<Values> = contract
    ? {
        vendor_id: contract.vendor.id,
        title: contract.title,
        rate: contract.rate,
        rate_unit: contract.rate_unit,
        currency: contract.currency,
        start_date: dayjs(contract.start_date),
        end_date: dayjs(contract.end_date),
      }
    : { vendor_id: vendor?.id, rate_unit: 'hour', currency: 'INR' };

  const submit = (values: Values) => {
    clearFailure();
    const terms = {
      vendor_id: values.vendor_id,
      title: values.title,
      rate: values.rate,
      rate_unit: values.rate_unit as (typeof RATE_UNITS)[number],
      currency: values.currency as (typeof CURRENCIES)[number],
      start_date: formatApiDate(values.start_date.toDate()),
      end_date: formatApiDate(values.end_date.toDate()),
    };
    const input = contract
      ? { id: contract.id, body: terms }
      : { id: undefined, body: { ...terms, contractor_id: contractor?.id ?? 0 } };
    save.mutate(input, {
      onSuccess: (saved) => onSaved(saved),
      onError: (error) => {
        showServerError(error);
      },
    });
  };

  const endAfterStart = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: async (_rule: unknown, end: Dayjs | null) => {
      const start = getFieldValue('start_date') as Dayjs | null;
      if (
        start &&
        end &&
        !isContractPeriodValid(formatApiDate(start.toDate()), formatApiDate(end.toDate()))
      ) {
        throw new Error(
          messageForCode({ code: 'contract_end_before_start', module: MODULE, field: 'end_date' }),
        );
      }
    },
  });

  return (
    <Modal
      open={open}
      title={contract ? 'Edit contract' : 'Add contract'}
      okText={contract ? 'Save contract' : 'Add contract'}
      okButtonProps={{ loading: save.isPending }}
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
        name="contract"
        initialValues={initialValues}
        onFinish={submit}
      >
        <Form.Item name="title" label="Title" rules={[requiredRule({ module: MODULE, field: 'title' })]}>
          <Input maxLength={256} />
        </Form.Item>
        <Form.Item
          name="vendor_id"
          label="Vendor"
          rules={[requiredRule({ module: MODULE, field: 'vendor_id' })]}
        >
          <VendorSelect current={vendor} />
        </Form.Item>
        <Form.Item name="rate" label="Rate" rules={[requiredRule({ module: MODULE, field: 'rate' })]}>
          <InputNumber min={0.01} max={MAX_RATE} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="rate_unit" label="Per">
          <Select options={RATE_UNITS.map((unit) => ({ label: capitalise(unit), value: unit }))} />
        </Form.Item>
        <Form.Item name="currency" label="Currency">
          <Select options={CURRENCIES.map((currency) => ({ label: currency, value: currency }))} />
        </Form.Item>
        <Form.Item
          name="start_date"
          label="Start date"
          rules={[requiredRule({ module: MODULE, field: 'start_date' })]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="end_date"
          label="End date"
          dependencies={['start_date']}
          rules={[requiredRule({ module: MODULE, field: 'end_date' }), endAfterStart]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
