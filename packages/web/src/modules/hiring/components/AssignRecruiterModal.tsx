import type { HiringRequest } from '@atrium/contracts';
import { Form, Select } from 'antd';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { useAssignRecruiter, useRecruiters } from '../hiring.api';

interface Values {
  recruiter_id?: number;
}

const FIELDS = ['recruiter_id'] as const;

/** Chooses the recruiter an open request is assigned to, among the organisation's active recruiters. */
export function AssignRecruiterModal({
  open,
  request,
  onClose,
  onSaved,
}: {
  open: boolean;
  request: HiringRequest;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<Values>();
  const recruiters = useRecruiters(open);
  const assign = useAssignRecruiter();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', FIELDS);
  return (
    <FormModal<Values>
      open={open}
      title={`Assign a recruiter to ${request.code}`}
      okText="Assign"
      saving={assign.isPending}
      failure={failure}
      form={form}
      name="assign-recruiter"
      initialValues={{ recruiter_id: request.recruiter?.id }}
      onFinish={(values) => {
        clearFailure();
        assign.mutate(
          { id: request.id, recruiterId: values.recruiter_id as number },
          { onSuccess: onSaved, onError: showServerError },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Form.Item
        name="recruiter_id"
        label="Recruiter"
        rules={[requiredRule({ module: 'hiring', field: 'recruiter_id' })]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={recruiters.isPending}
          options={recruiters.data?.results.map((person) => ({ label: person.name, value: person.id }))}
        />
      </Form.Item>
    </FormModal>
  );
}
