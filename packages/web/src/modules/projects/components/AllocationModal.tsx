import {
  ALLOCATION_STATUSES,
  type ProjectMember,
  type ResourceGroup,
  type TeamContractor,
} from '@atrium/contracts';
import { Form, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { capitalise } from '../../../platform/formFields';
import { requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { EmployeePicker } from '../../people';
import { TeamContractorPicker } from './TeamContractorPicker';
import { apiDate, toDay } from './teamDates';
import { teamFailure } from './teamFailure';

const MODULE = 'projects';

type PersonKind = 'employee' | 'contractor';

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
      setFailure(teamFailure(error));
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
      <Form.Item name="allocation_percent" label="Allocation %" rules={required('allocation_percent')}>
        <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="start_date" label="Start date" rules={required('start_date')}>
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="end_date" label="End date" rules={required('end_date')}>
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
