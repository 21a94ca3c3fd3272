import {
  BLOOD_GROUPS,
  DEFAULT_MESSAGES,
  type EmployeeCreate,
  type EmployeeDetail,
  type EmployeeUpdate,
  GENDERS,
  isEmployeeManager,
  MARITAL_STATUSES,
} from '@atrium/contracts';
import { Alert, Button, Divider, Flex, Form, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { actorOf } from '../../platform/actor';
import { useCurrentUser } from '../../platform/currentUser';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState, usePageState } from '../../ui/PageStateContext';
import { SectionHeader } from '../../ui/SectionHeader';
import { useNotify } from '../../ui/useNotify';
import { EmploymentFields, IdentityFields } from './components/EmploymentFields';
import { dayOf, isoOf, oneOf, textOrNull } from './components/formValues';
import { PersonalFields } from './components/PersonalFields';
import { WorkAssignmentFields } from './components/WorkAssignmentFields';
import { employeeIdOption, profilePath } from './employeeLinks';
import { useSetIdentity } from './employeeRecord.api';
import {
  useCreateEmployee,
  useEmployeeDetail,
  useEmployeeFormOptions,
  useUpdateEmployee,
} from './employees.api';

/** What the form holds: the contract's fields, days as picker values (a field left untouched is undefined). */
type Values = Omit<EmployeeCreate, 'dob' | 'date_of_joining'> & {
  dob?: Dayjs | null;
  date_of_joining?: Dayjs | null;
};

/** Personal and employment details, as both the creation and the update take them. */
type Details = EmployeeUpdate &
  Pick<EmployeeCreate, 'first_name' | 'last_name' | 'code' | 'employment_type' | 'date_of_joining'>;

const FORM_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'dob',
  'gender',
  'blood_group',
  'marital_status',
  'nationality',
  'mobile',
  'landline',
  'personal_email',
  'email',
  'code',
  'employment_type',
  'date_of_joining',
  'total_experience',
  'location_id',
  'business_unit_id',
  'business_region_id',
  'is_timesheet_approver',
  'designation_id',
  'department_id',
  'sub_department_id',
  'grade_id',
  'reporting_manager_id',
  'pan',
  'aadhaar',
] as const satisfies readonly (keyof Values)[];

/** Personal and employment details: cleared optional fields become null, so they are cleared. */
function detailsOf(values: Values): Details {
  return {
    first_name: values.first_name.trim(),
    middle_name: values.middle_name?.trim() ?? '',
    last_name: values.last_name?.trim() ?? '',
    dob: isoOf(values.dob),
    gender: values.gender ?? null,
    blood_group: values.blood_group ?? null,
    marital_status: values.marital_status ?? null,
    nationality: textOrNull(values.nationality),
    mobile: textOrNull(values.mobile),
    landline: textOrNull(values.landline),
    personal_email: textOrNull(values.personal_email),
    code: values.code.trim(),
    employment_type: values.employment_type,
    date_of_joining: isoOf(values.date_of_joining) ?? '',
    total_experience: values.total_experience ?? null,
    location_id: values.location_id ?? null,
    business_unit_id: values.business_unit_id ?? null,
    business_region_id: values.business_region_id ?? null,
    is_timesheet_approver: values.is_timesheet_approver ?? false,
  };
}

/** A new employee: every field set, work assignments and identity numbers included. */
function creationOf(values: Values): EmployeeCreate {
  return {
    ...detailsOf(values),
    email: values.email.trim(),
    designation_id: values.designation_id ?? null,
    department_id: values.department_id ?? null,
    sub_department_id: values.sub_department_id ?? null,
    grade_id: values.grade_id ?? null,
    reporting_manager_id: values.reporting_manager_id ?? null,
    pan: textOrNull(values.pan),
    aadhaar: textOrNull(values.aadhaar),
  };
}

/** The identity numbers typed on an existing record (a blank field keeps the number already stored). */
function identityOf(values: Values) {
  const pan = textOrNull(values.pan);
  const aadhaar = textOrNull(values.aadhaar);
  return { ...(pan && { pan }), ...(aadhaar && { aadhaar }) };
}

function initialValuesOf(employee: EmployeeDetail): Partial<Values> {
  return {
    first_name: employee.first_name,
    middle_name: employee.middle_name,
    last_name: employee.last_name,
    dob: dayOf(employee.dob),
    gender: oneOf(GENDERS, employee.gender),
    blood_group: oneOf(BLOOD_GROUPS, employee.blood_group),
    marital_status: oneOf(MARITAL_STATUSES, employee.marital_status),
    nationality: employee.nationality ?? '',
    mobile: employee.mobile ?? '',
    landline: employee.landline ?? '',
    personal_email: employee.personal_email ?? '',
    email: employee.email,
    code: employee.code,
    employment_type: employee.employment_type,
    date_of_joining: dayOf(employee.date_of_joining),
    total_experience: employee.total_experience,
    location_id: employee.location?.id ?? null,
    business_unit_id: employee.business_unit?.id ?? null,
    business_region_id: employee.business_region?.id ?? null,
    is_timesheet_approver: employee.is_timesheet_approver,
  };
}

interface EmployeeFormProps {
  employee?: EmployeeDetail;
}

/** The form itself: Personal, Work and Identity sections; what was typed stays when the server refuses. */
function EmployeeForm({ employee }: EmployeeFormProps) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const catalogues = useEmployeeFormOptions();
  const create = useCreateEmployee();
  const update = useUpdateEmployee(employee?.id ?? 0);
  const setIdentity = useSetIdentity(employee?.id ?? 0);
  const { failure: problem, clearFailure, showServerError } = useServerForm(form, 'people', FORM_FIELDS);
  const isNew = employee === undefined;
  const isSaving = create.isPending || update.isPending || setIdentity.isPending;

  const showRefusal = (error: unknown) => {
    showServerError(error);
  };

  const submit = async (values: Values) => {
    clearFailure();
    try {
      if (isNew) {
        const created = await create.mutateAsync(creationOf(values));
        notify('success', 'Employee added');
        navigate(profilePath(created.id));
        return;
      }
      await update.mutateAsync(detailsOf(values));
      const identity = identityOf(values);
      if (Object.keys(identity).length > 0) await setIdentity.mutateAsync(identity);
      notify('success', DEFAULT_MESSAGES.updateSuccess);
      navigate(profilePath(employee.id));
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="employee"
      layout="vertical"
      initialValues={employee ? initialValuesOf(employee) : { employment_type: 'full-time' }}
      onFinish={submit}
      style={{ maxWidth: 880 }}
    >
      <SectionHeader title="Personal" />
      <PersonalFields />
      <Divider />
      <SectionHeader title="Work" />
      <EmploymentFields catalogues={catalogues.data} isNew={isNew} />
      {isNew ? (
        <WorkAssignmentFields catalogues={catalogues.data} />
      ) : (
        <Alert
          type="info"
          showIcon
          title="Designation, department, grade and reporting manager change from a date on: use Change work details on the profile."
          style={{ marginBottom: 16 }}
        />
      )}
      <Divider />
      <SectionHeader title="Identity" />
      <IdentityFields employee={employee} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {isNew ? 'Add employee' : 'Save changes'}
        </Button>
        <Button
          onClick={() => (employee ? navigate(profilePath(employee.id)) : form.resetFields())}
          disabled={isSaving}
        >
          {isNew ? 'Clear' : 'Cancel'}
        </Button>
      </Flex>
    </Form>
  );
}

/** Access denied for someone who may not change employee records (the server refuses them too). */
function useDeniedUnless(isAllowed: boolean | undefined) {
  const { dispatch } = usePageState();
  useEffect(() => {
    if (isAllowed === false) dispatch({ type: 'set-access-denied', value: true });
  }, [isAllowed, dispatch]);
}

/**
 * 'employee-form' (Employee Form): adds an employee, or changes the one in the `id` option. Work
 * assignments are set when adding; afterwards they change with an effective date from the profile.
 */
export function EmployeeFormTool({ options }: ToolProps) {
  const id = employeeIdOption(options);
  const currentUser = useCurrentUser();
  const detail = useEmployeeDetail(id);
  useFailedLoadAsPageState(detail.error);
  const mayAdd = currentUser.data ? isEmployeeManager(actorOf(currentUser.data)) : undefined;
  useDeniedUnless(id === null ? mayAdd : detail.data?.can_manage);

  if (id === null) return mayAdd ? <EmployeeForm /> : <Skeleton active />;
  if (detail.isError)
    return <LoadFailed variant="inline" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Skeleton active />;
  return <EmployeeForm key={detail.data.id} employee={detail.data} />;
}
