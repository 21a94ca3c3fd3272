import {
  FINANCIAL_RECORD_ERRORS,
  type Project,
  REVENUE_STATUSES,
  REVENUE_TYPES,
  revenueDateProblems,
} from '@atrium/contracts';
import { Flex, Form, type FormInstance, Select } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { useMilestones } from '../projects.api';
import { financeMessage, MODULE, REVENUE_STATUS_LABELS, REVENUE_TYPE_LABELS } from './financialForms';
import { LedgerAmountItem } from './LedgerAmountItem';
import type { RevenueValues } from './ledgerValues';
import { apiDate } from './teamDates';

const TYPE_OPTIONS = REVENUE_TYPES.map((value) => ({ value, label: REVENUE_TYPE_LABELS[value] }));
const STATUS_OPTIONS = REVENUE_STATUSES.map((value) => ({ value, label: REVENUE_STATUS_LABELS[value] }));
const half = { flex: '1 1 220px' };

/** The spec 5 date rules, checked here as the server checks them, each under its own field. */
function dateRule(form: FormInstance<RevenueValues>, project: Project, field: string) {
  return {
    validator: async () => {
      const revenue = form.getFieldValue('revenue_date') as Dayjs | null | undefined;
      const receipt = form.getFieldValue('receipt_date') as Dayjs | null | undefined;
      const payment = form.getFieldValue('expected_payment_date') as Dayjs | null | undefined;
      if (!revenue) return;
      const problem = revenueDateProblems(
        {
          revenue_date: apiDate(revenue),
          receipt_date: receipt ? apiDate(receipt) : null,
          expected_payment_date: payment ? apiDate(payment) : null,
        },
        project,
      ).find((p) => p.field === field && p.code !== 'receipt_date_required');
      if (problem) throw new Error(FINANCIAL_RECORD_ERRORS[problem.code].message);
    },
  };
}

/** The fields of a revenue entry: when, how much, what for, and when its money is received and expected. */
export function RevenueFields({ form, project }: { form: FormInstance<RevenueValues>; project: Project }) {
  const milestones = useMilestones(project.id);
  const required = (field: string) => [requiredRule({ module: MODULE, field })];
  const milestoneOptions = (milestones.data?.results ?? []).map((m) => ({ value: m.id, label: m.name }));
  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item
          name="revenue_date"
          label="Revenue date"
          rules={[...required('revenue_date'), dateRule(form, project, 'revenue_date')]}
          style={half}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <LedgerAmountItem currency={project.currency} style={half} />
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="revenue_type" label="Type" rules={required('revenue_type')} style={half}>
          <Select options={TYPE_OPTIONS} placeholder="Milestone billing, time and material, ..." />
        </Form.Item>
        <Form.Item name="milestone_id" label="Milestone" style={half}>
          <Select
            allowClear
            options={milestoneOptions}
            loading={milestones.isPending}
            placeholder={milestoneOptions.length ? 'None' : 'This project has no milestones'}
            notFoundContent="This project has no milestones"
          />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          name="receipt_date"
          label="Receipt date"
          dependencies={['revenue_date']}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!value) throw new Error(financeMessage('receipt_date_required'));
              },
            },
            dateRule(form, project, 'receipt_date'),
          ]}
          style={half}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="expected_payment_date"
          label="Expected payment date"
          dependencies={['revenue_date']}
          rules={[dateRule(form, project, 'expected_payment_date')]}
          style={half}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="status"
        label="Status"
        rules={required('status')}
        extra="Finance links invoices to revenue later; the status says how far it has gone."
      >
        <Select options={STATUS_OPTIONS} style={{ maxWidth: 220 }} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}
