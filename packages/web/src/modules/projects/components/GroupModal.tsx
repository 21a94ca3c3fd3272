import { DISCREPANCY_MESSAGES, PROJECT_NUMBER_RANGES, type ResourceGroup } from '@atrium/contracts';
import { Form, InputNumber, Select } from 'antd';
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { betweenRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { useBillingRoles } from '../projects.api';
import { apiDate, notAfter, notBefore, notBeforeStart, toDay } from './teamDates';
import { teamFieldErrors } from './teamFailure';

const MODULE = 'projects';
const FIELDS = [
  'name',
  'billing_role_id',
  'milestone_id',
  'required_count',
  'allocation_percent',
  'start_date',
  'end_date',
] as const;

interface Values {
  name: string;
  billing_role_id?: number | null;
  milestone_id?: number | null;
  required_count: number;
  allocation_percent: number;
  start_date: Dayjs;
  end_date: Dayjs;
}

export interface GroupSave {
  name: string;
  billing_role_id: number | null;
  milestone_id: number | null;
  required_count: number;
  allocation_percent: number;
  start_date: string;
  end_date: string;
}

interface GroupModalProps {
  open: boolean;
  /** The group to change; none to add one, starting on the project's dates. */
  group: ResourceGroup | null;
  /** The project's dates, which the group's fall within. */
  project: { start_date: string | null; end_date: string | null };
  /** A fixed-bid project's milestones, one of which the group may be staffed for. */
  milestones: readonly { id: number; name: string }[];
  saving: boolean;
  onSave(values: GroupSave): Promise<unknown>;
  onClose(): void;
}

/** Adds or changes a resource group: billing role, how many people, at what share, from when to when. */
export function GroupModal({ open, group, project, milestones, saving, onSave, onClose }: GroupModalProps) {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const roles = useBillingRoles();
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await onSave({
        name: values.name,
        billing_role_id: values.billing_role_id ?? null,
        milestone_id: values.milestone_id ?? null,
        required_count: values.required_count,
        allocation_percent: values.allocation_percent,
        start_date: apiDate(values.start_date),
        end_date: apiDate(values.end_date),
      });
      onClose();
    } catch (error) {
      const { fields, unplaced } = teamFieldErrors(error, FIELDS);
      form.setFields(fields);
      setFailure(unplaced);
    }
  };
  const required = (field: string) => [requiredRule({ module: MODULE, field })];
  return (
    <FormModal
      open={open}
      title={group ? 'Edit resource group' : 'Add resource group'}
      okText={group ? 'Save group' : 'Add group'}
      saving={saving}
      failure={failure}
      name="resource-group"
      initialValues={{
        name: group?.name ?? '',
        billing_role_id: group?.billing_role?.id ?? null,
        milestone_id: group?.milestone?.id ?? null,
        required_count: group?.required_count ?? 1,
        allocation_percent: group?.allocation_percent ?? 100,
        start_date: toDay(group?.start_date ?? project.start_date),
        end_date: toDay(group?.end_date ?? project.end_date),
      }}
      onFinish={submit}
      form={form}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <Form.Item name="name" label="Group name" rules={required('name')}>
        <Input maxLength={256} placeholder="e.g. Backend engineers" />
      </Form.Item>
      <Form.Item name="billing_role_id" label="Billing role">
        <Select
          allowClear
          placeholder="Needed for billable and buffer people"
          showSearch={{ optionFilterProp: 'label' }}
          // Typed or picked once the roles are in, never against a list that is still being replaced.
          disabled={roles.isPending}
          loading={roles.isPending}
          options={(roles.data?.results ?? []).map((role) => ({ label: role.name, value: role.id }))}
        />
      </Form.Item>
      {milestones.length > 0 && (
        <Form.Item name="milestone_id" label="Staffed for milestone">
          <Select
            allowClear
            placeholder="None: the group works across milestones"
            showSearch={{ optionFilterProp: 'label' }}
            options={milestones.map((milestone) => ({ label: milestone.name, value: milestone.id }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="required_count"
        label="People required"
        rules={[...required('required_count'), betweenRule(PROJECT_NUMBER_RANGES.required_count)]}
      >
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="allocation_percent"
        label="Allocation %"
        rules={[...required('allocation_percent'), betweenRule(PROJECT_NUMBER_RANGES.allocation_percent)]}
      >
        <InputNumber precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="start_date"
        label="Start date"
        rules={[
          ...required('start_date'),
          notBefore(project.start_date, DISCREPANCY_MESSAGES.group_start_before_project_start),
        ]}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="end_date"
        label="End date"
        dependencies={['start_date']}
        rules={[
          ...required('end_date'),
          notAfter(project.end_date, DISCREPANCY_MESSAGES.group_end_after_project_end),
          notBeforeStart(DISCREPANCY_MESSAGES.group_start_after_end),
        ]}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
