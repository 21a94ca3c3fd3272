import { COST_CATEGORIES, costDateProblems, FINANCIAL_RECORD_ERRORS, type Project } from '@atrium/contracts';
import { Flex, Form, Select } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { COST_CATEGORY_LABELS, MODULE } from './financialForms';
import { LedgerAmountItem } from './LedgerAmountItem';
import { apiDate } from './teamDates';

const CATEGORY_OPTIONS = COST_CATEGORIES.map((value) => ({ value, label: COST_CATEGORY_LABELS[value] }));
const half = { flex: '1 1 220px' };

/** The fields of a cost entry: when, what kind, how much, what for. */
export function CostFields({ project }: { project: Project }) {
  const required = (field: string) => [requiredRule({ module: MODULE, field })];
  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item
          name="date"
          label="Date"
          rules={[
            ...required('date'),
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const problem = value && costDateProblems(apiDate(value), project)[0];
                if (problem) throw new Error(FINANCIAL_RECORD_ERRORS[problem.code].message);
              },
            },
          ]}
          style={half}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="category" label="Category" rules={required('category')} style={half}>
          <Select options={CATEGORY_OPTIONS} />
        </Form.Item>
      </Flex>
      <LedgerAmountItem currency={project.currency} inputStyle={{ width: '100%', maxWidth: 320 }} />
      <Form.Item name="description" label="Description">
        <TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}
