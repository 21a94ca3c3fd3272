import {
  BUSINESS_PLAN_STATUS_TEXTS,
  BUSINESS_PLAN_STATUSES,
  type BusinessPlan,
  type BusinessPlanStatus,
  CURRENCIES,
  type Currency,
  type ExchangeRates,
  financialYearText,
  fiscalYearOf,
} from '@atrium/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { useNotify } from '../../../ui/useNotify';
import { useSaveBusinessPlan } from '../targets.api';

const MODULE = 'sales';
const FIELDS = [
  'name',
  'financial_year',
  'currency',
  'status',
  ...CURRENCIES.map((c) => `exchange_rates.${c}`),
];

interface Values {
  name?: string;
  financial_year?: number;
  currency?: Currency;
  status?: BusinessPlanStatus;
  exchange_rates?: Partial<Record<Currency, number | null>>;
}

/** The dialog that adds a business plan (its year and currency then fixed) or changes one's name, rates and status. */
export function PlanModal({
  plan,
  onSaved,
  onClose,
}: {
  plan: BusinessPlan | null;
  onSaved(plan: BusinessPlan): void;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const save = useSaveBusinessPlan();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const currency = Form.useWatch('currency', form) ?? plan?.currency ?? 'INR';
  const year = fiscalYearOf(new Date()).startYear;
  const submit = (values: Values) => {
    clearFailure();
    const exchange_rates: ExchangeRates = {};
    for (const other of CURRENCIES) {
      const rate = values.exchange_rates?.[other];
      if (other !== currency && typeof rate === 'number') exchange_rates[other] = rate;
    }
    const changes = { name: values.name ?? '', status: values.status ?? 'draft', exchange_rates };
    save.mutate(
      {
        id: plan?.id,
        body: plan
          ? changes
          : { ...changes, financial_year: values.financial_year ?? year, currency: values.currency ?? 'INR' },
      },
      {
        onSuccess: (saved) => {
          notify('success', plan ? 'Business plan saved' : 'Business plan added');
          onSaved(saved);
        },
        onError: showServerError,
      },
    );
  };
  return (
    <FormModal<Values>
      open
      title={plan ? 'Edit business plan' : 'New business plan'}
      okText={plan ? 'Save plan' : 'Add plan'}
      saving={save.isPending}
      failure={failure}
      form={form}
      name="business-plan"
      initialValues={
        plan ?? { financial_year: year, currency: 'INR', status: 'draft', name: '', exchange_rates: {} }
      }
      onFinish={submit}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="financial_year" label="Financial year" extra="From 1 April to 31 March">
        <Select
          disabled={Boolean(plan)}
          options={[year - 1, year, year + 1, year + 2].map((start) => ({
            label: financialYearText(start),
            value: start,
          }))}
        />
      </Form.Item>
      <Form.Item name="currency" label="Currency" extra="Targets and figures are in this currency">
        <Select disabled={Boolean(plan)} options={CURRENCIES.map((c) => ({ label: c, value: c }))} />
      </Form.Item>
      {CURRENCIES.filter((other) => other !== currency).map((other) => (
        <Form.Item
          key={other}
          name={['exchange_rates', other]}
          label={`1 ${other} in ${currency}`}
          rules={[requiredRule({ module: MODULE, field: `exchange_rates.${other}` })]}
        >
          <InputNumber min={0.0001} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
      ))}
      <Form.Item
        name="status"
        label="Status"
        extra="One plan of a financial year is active: the dashboard counts against it"
      >
        <Select
          options={BUSINESS_PLAN_STATUSES.map((status) => ({
            label: BUSINESS_PLAN_STATUS_TEXTS[status],
            value: status,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
