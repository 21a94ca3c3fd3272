import {
  BUSINESS_PLAN_STATUS_TEXTS,
  type BusinessPlan,
  financialYearText,
  fiscalYearOf,
} from '@atrium/contracts';
import { Alert, Flex, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { textOption, withOptions } from '../../../platform/tools/toolOptions';
import type { ToolProps } from '../../../platform/tools/toolTypes';
import { useBusinessPlans } from '../targets.api';

/** 'Growth Plan · FY 2026-27 (Active)'. */
export const planLabel = (plan: BusinessPlan) =>
  `${plan.name} · ${financialYearText(plan.financial_year)} (${BUSINESS_PLAN_STATUS_TEXTS[plan.status]})`;

/** The plan chosen in option `plan`, else this financial year's active one, else the latest. */
export function chosenPlan(plans: readonly BusinessPlan[], chosen: string | undefined) {
  const year = fiscalYearOf(new Date()).startYear;
  return (
    plans.find((plan) => String(plan.id) === chosen) ??
    plans.find((plan) => plan.financial_year === year && plan.status === 'active') ??
    plans[0]
  );
}

interface PlanPickerProps extends Pick<ToolProps, 'options' | 'onOptionsChange'> {
  id: string;
  /** Beside the select: buttons acting on the plans or the chosen one. */
  actions?(plan: BusinessPlan | undefined): ReactNode;
  /** The screen for the chosen plan; null while there is none. */
  children(plan: BusinessPlan | undefined): ReactNode;
}

/** The business plan select the target screens open with, the chosen plan kept in the tool's options. */
export function PlanPicker({ id, options, onOptionsChange, actions, children }: PlanPickerProps) {
  const plans = useBusinessPlans();
  if (plans.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (plans.isError) return <Alert type="error" showIcon title={messageForError(plans.error, 'sales')} />;
  const plan = chosenPlan(plans.data.results, textOption(options, 'plan'));
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <label htmlFor={id}>Business plan</label>
        <Select
          id={id}
          style={{ minWidth: 320 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={plan?.id}
          placeholder="No business plan yet"
          options={plans.data.results.map((item) => ({ label: planLabel(item), value: item.id }))}
          onChange={(value: number) =>
            onOptionsChange(withOptions(options, { plan: String(value), page: undefined }))
          }
        />
        {actions?.(plan)}
      </Flex>
      {children(plan)}
    </Flex>
  );
}
