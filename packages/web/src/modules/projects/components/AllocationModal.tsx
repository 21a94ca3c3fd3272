import {
  ALLOCATION_STATUSES,
  DISCREPANCY_MESSAGES,
  PROJECT_NUMBER_RANGES,
  type ProjectMember,
  type ResourceGroup,
  type TeamContractor,
} from '@atrium/contracts';
import { Alert, Form, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { capitalise } from '../../../platform/formFields';
import { betweenRule, refuseRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { EmployeePicker } from '../../people';
import { TeamContractorPicker } from './TeamContractorPicker';
import { apiDate, notAfter, notBefore, notBeforeStart, toDay } from './teamDates';
import { teamFieldErrors } from './teamFailure';

const MODULE = 'projects';

type PersonKind = 'employee' | 'contractor';

const FIELDS = [
  'employee_id',
  'contractor_id',
  'resource_group_id',
  'start_date',
  'end_date',
  'allocation_percent',
  'status',
] as const;
const RULES = DISCREPANCY_MESSAGES;

/** Who a member is, the same for each allocation of one person. */
const personOf = (member: Pick<ProjectMember, 'employee_id' | 'contractor_id'>) =>
  member.employee_id === null ? `c${member.contractor_id}` : `e${member.employee_id}`;

/**
 * Said before saving, as the Team Manager marks it afterwards: the group would have more people than it plans (a
 * person not picked yet counts as one more). A share above the group's is refused under its field instead.
 */
function overPlan(target: ResourceGroup, person: string | null) {
  const people = new Set(target.members.map(personOf));
  if ((person && people.has(person)) || people.size < target.required_count) return null;
  const planned = `${target.required_count} ${target.required_count === 1 ? 'person' : 'people'}`;
  return `${target.name} plans ${planned} and has ${people.size}: this allocation makes ${people.size + 1}. ${RULES.resource_count_mismatch}.`;
}

interface Values {
  kind: PersonKind;
  employee_id?: number;
  contractor_id?: number;
  resource_group_id: number;
  start_date: Dayjs;
  end_date: Dayjs;
  allocation_percent: number;
  status: (typeof ALLOCATION_STATUSES)[number];
}

export interface AllocationSave {
  /** Only when adding: the employee or the contractor allocated. */
  person: { employee_id: number } | { contractor_id: number };
  /** Only when editing: the group the allocation moves to. */
  resource_group_id: number;
  start_date: string;
  end_date: string;
  allocation_percent: number;
  status: (typeof ALLOCATION_STATUSES)[number];
}

interface AllocationModalProps {
  open: boolean;
  projectId: number;
  groups: readonly ResourceGroup[];
  /** The group a new person joins, with its dates and share as the defaults. */
  group: ResourceGroup | null;
  /** The allocation to change; none to add a person. */
  member: ProjectMember | null;
  saving: boolean;
  onSave(values: AllocationSave): Promise<unknown>;
  onClose(): void;
}

/** Allocates a person to a group, or changes an allocation's dates, share, status or group. */
export function AllocationModal({
  open,
  projectId,
  groups,
  group,
  member,
  saving,
  onSave,
  onClose,
}: AllocationModalProps) {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'employee';
  const employeeId = Form.useWatch('employee_id', form);
  const contractorId = Form.useWatch('contractor_id', form);
  const groupId = Form.useWatch('resource_group_id', form);
  /** The group the allocation is in once saved: the one picked when editing, else the one joined. */
  const target = (member ? groups.find((g) => g.id === groupId) : undefined) ?? group;
  const person = member
    ? personOf(member)
    : kind === 'contractor'
      ? contractorId && `c${contractorId}`
      : employeeId && `e${employeeId}`;
  const warning = target && overPlan(target, person || null);
  /** A contractor's allocation starts as the group's dates within their latest contract. */
  const fitToContract = (contractor: TeamContractor | undefined) => {
    const contract = contractor?.contracts.at(-1);
    if (!contract || !group) return;
    const start = [group.start_date, contract.start_date].sort()[1] as string;
    const end = [group.end_date, contract.end_date].sort()[0] as string;
    if (start <= end) form.setFieldsValue({ start_date: dayjs(start), end_date: dayjs(end) });
  };
  const submit = async ({ kind: chosen, employee_id, contractor_id, ...values }: Values) => {
    setFailure(null);
    try {
      await onSave({
        ...values,
        person:
          chosen === 'contractor'
            ? { contractor_id: contractor_id as number }
            : { employee_id: employee_id as number },
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
      title={member ? `Edit ${member.name}'s allocation` : `Add a person to ${group?.name ?? 'the group'}`}
      okText={member ? 'Save allocation' : 'Allocate'}
      saving={saving}
      failure={failure}
      name="allocation"
      initialValues={{
        kind: 'employee',
        resource_group_id: member?.resource_group_id ?? group?.id,
        start_date: toDay(member?.start_date ?? group?.start_date),
        end_date: toDay(member?.end_date ?? group?.end_date),
        allocation_percent: member?.allocation_percent ?? group?.allocation_percent ?? 100,
        status: (member?.status ?? 'billable') as Values['status'],
      }}
      onFinish={submit}
      form={form}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />}
      {!member && (
        <Form.Item name="kind" label="Allocate">
          <Radio.Group
            optionType="button"
            options={[
              { label: 'An employee', value: 'employee' },
              { label: 'A contractor', value: 'contractor' },
            ]}
          />
        </Form.Item>
      )}
      {!member && kind === 'employee' && (
        <Form.Item name="employee_id" label="Person" rules={required('employee_id')}>
          <EmployeePicker excludeExited />
        </Form.Item>
      )}
      {!member && kind === 'contractor' && (
        <Form.Item
          name="contractor_id"
          label="Contractor"
          rules={required('contractor_id')}
          extra="The allocation must fall within one of their contracts."
        >
          <TeamContractorPicker projectId={projectId} onPicked={fitToContract} />
        </Form.Item>
      )}
      {member && (
        <Form.Item name="resource_group_id" label="Resource group" rules={required('resource_group_id')}>
          <Select options={groups.map((g) => ({ label: g.name, value: g.id }))} />
        </Form.Item>
      )}
      <Form.Item name="status" label="Allocation status">
        <Select
          options={ALLOCATION_STATUSES.map((status) => ({ label: capitalise(status), value: status }))}
        />
      </Form.Item>
      <Form.Item
        name="allocation_percent"
        label="Allocation %"
        dependencies={['resource_group_id']}
        rules={[
          ...required('allocation_percent'),
          betweenRule(PROJECT_NUMBER_RANGES.allocation_percent),
          refuseRule(
            (percent: number) => Boolean(target && percent > target.allocation_percent),
            RULES.resource_percent_above_group,
          ),
        ]}
      >
        <InputNumber precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="start_date"
        label="Start date"
        dependencies={['resource_group_id']}
        rules={[
          ...required('start_date'),
          notBefore(target?.start_date, RULES.resource_start_before_group_start),
        ]}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="end_date"
        label="End date"
        dependencies={['resource_group_id', 'start_date']}
        rules={[
          ...required('end_date'),
          notAfter(target?.end_date, RULES.resource_end_after_group_end),
          notBeforeStart(RULES.allocation_start_after_end),
        ]}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
