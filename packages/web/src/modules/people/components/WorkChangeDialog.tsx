import type { EmployeeDetail, MANUAL_EMPLOYEE_STATUSES, WorkChange } from '@atrium/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { useNotify } from '../../../ui/useNotify';
import { useChangeWork, useEmployeeFormOptions } from '../employees.api';
import { isoOf } from './formValues';
import { WorkAssignmentFields } from './WorkAssignmentFields';

const ASSIGNMENT_FIELDS = [
  'designation_id',
  'department_id',
  'sub_department_id',
  'grade_id',
  'reporting_manager_id',
] as const;
type AssignmentField = (typeof ASSIGNMENT_FIELDS)[number];
const FORM_FIELDS = ['effective_date', 'status', ...ASSIGNMENT_FIELDS] as const;

type Values = Record<AssignmentField, number | null | undefined> & {
  effective_date?: Dayjs | null;
  status?: (typeof MANUAL_EMPLOYEE_STATUSES)[number];
};

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'suspension', label: 'Suspended' },
];

function currentValues(employee: EmployeeDetail): Values {
  return {
    designation_id: employee.designation?.id ?? null,
    department_id: employee.department?.id ?? null,
    sub_department_id: employee.sub_department?.id ?? null,
    grade_id: employee.grade?.id ?? null,
    reporting_manager_id: employee.reporting_manager?.id ?? null,
    status: employee.status === 'suspension' ? 'suspension' : 'active',
  };
}

/** Only what differs from the current record goes in the change. */
function changeOf(values: Values, before: Values): Omit<WorkChange, 'effective_date'> {
  const change: Omit<WorkChange, 'effective_date'> = {};
  for (const field of ASSIGNMENT_FIELDS) {
    const value = values[field] ?? null;
    if (value !== before[field]) change[field] = value;
  }
  if (values.status && values.status !== before.status) change.status = values.status;
  return change;
}

interface WorkChangeDialogProps {
  employee: EmployeeDetail;
  open: boolean;
  onClose(): void;
}

/**
 * "Change work details": designation, department, grade, manager or status from an effective date on; the
 * periods before it stay in the work history. Nothing typed is lost when the server refuses.
 */
export function WorkChangeDialog({ employee, open, onClose }: WorkChangeDialogProps) {
  const [form] = Form.useForm<Values>();
  const catalogues = useEmployeeFormOptions();
  const changeWork = useChangeWork(employee.id);
  const notify = useNotify();
  const {
    failure: problem,
    setFailure: setProblem,
    clearFailure,
    showServerError,
  } = useServerForm(form, 'people', FORM_FIELDS);
  const before = currentValues(employee);
  const manager = employee.reporting_manager && {
    value: employee.reporting_manager.id,
    label: `${employee.reporting_manager.first_name} ${employee.reporting_manager.last_name}`.trim(),
  };

  const submit = async (values: Values) => {
    clearFailure();
    const change = changeOf(values, before);
    if (Object.keys(change).length === 0) {
      setProblem('Nothing has changed.');
      return;
    }
    try {
      await changeWork.mutateAsync({ effective_date: isoOf(values.effective_date) ?? '', ...change });
      notify('success', 'Work details changed');
      onClose();
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <Modal
      open={open}
      title="Change work details"
      okText="Save change"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: changeWork.isPending }}
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          form.resetFields();
          clearFailure();
        }
      }}
      destroyOnHidden
    >
      <Form<Values> form={form} name="work-change" layout="vertical" initialValues={before} onFinish={submit}>
        <Form.Item
          name="effective_date"
          label="Effective date"
          rules={[requiredRule({ field: 'effective_date' })]}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <WorkAssignmentFields catalogues={catalogues.data} manager={manager} employeeId={employee.id} />
        {(employee.status === 'active' || employee.status === 'suspension') && (
          <Form.Item name="status" label="Status">
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
