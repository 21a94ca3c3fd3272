import {
  CONTRACTOR_STATUSES,
  ContractorCreateSchema,
  type ContractorDetail,
  type ContractorStatus,
} from '@atrium/contracts';
import { Alert, Button, Flex, Form, Select, Skeleton } from 'antd';
// The input alone: antd's Input also carries its text area and search box.
import Input from 'antd/es/input/Input';
import { useNavigate } from 'react-router';
import { capitalise, idOption, optionalRule } from '../../platform/formFields';
import { contractRule, requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { VendorSelect } from './components/VendorSelect';
import { useContractor, useCreateContractor, useUpdateContractor } from './contractors.api';

const MODULE = 'contractors';
const FIELDS = ['first_name', 'last_name', 'email', 'code', 'mobile', 'vendor_id', 'status'] as const;
const shape = ContractorCreateSchema.shape;

interface Values {
  first_name: string;
  last_name: string;
  email?: string;
  code: string;
  mobile?: string;
  vendor_id?: number | null;
  status?: ContractorStatus;
}

/**
 * 'contractor-form' (Contractor Form): adds a contractor, who gets an email to set a password, or changes
 * the one in option `contractor_id` (name, code, mobile, vendor, status).
 */
export function ContractorFormTool({ options }: ToolProps) {
  const contractorId = idOption(options.contractor_id);
  const contractor = useContractor(contractorId);
  if (contractorId !== undefined && contractor.isPending) return <Skeleton active />;
  if (contractorId !== undefined && contractor.isError)
    return <LoadFailed variant="inline" error={contractor.error} onRetry={() => contractor.refetch()} />;
  return <ContractorForm key={contractorId ?? 'new'} contractor={contractor.data} />;
}

function ContractorForm({ contractor }: { contractor: ContractorDetail | undefined }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateContractor();
  const update = useUpdateContractor();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);

  const onError = (error: unknown) => {
    showServerError(error);
  };
  const opened = (id: number) => navigate(toolLink('contractor-details', { id }));

  const submit = ({ email, mobile, ...values }: Values) => {
    clearFailure();
    const vendor_id = values.vendor_id ?? null;
    if (contractor) {
      update.mutate(
        { id: contractor.id, body: { ...values, vendor_id, mobile: mobile || null } },
        {
          onSuccess: () => {
            notify('success', 'Record Updated');
            opened(contractor.id);
          },
          onError,
        },
      );
    } else {
      const { status: _status, ...created } = values;
      create.mutate(
        { ...created, vendor_id, email: email ?? '', mobile: mobile || null },
        {
          onSuccess: ({ id }) => {
            notify('success', 'Contractor added', 'They will get an email to set their password.');
            opened(id);
          },
          onError,
        },
      );
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="contractor"
      onFinish={submit}
      style={{ maxWidth: 560 }}
      initialValues={
        contractor && {
          first_name: contractor.first_name,
          last_name: contractor.last_name,
          code: contractor.code,
          mobile: contractor.mobile ?? '',
          vendor_id: contractor.vendor?.id ?? null,
          status: contractor.status as ContractorStatus,
        }
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="first_name"
        label="First name"
        rules={[requiredRule({ module: MODULE, field: 'first_name' })]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="last_name" label="Last name">
        <Input maxLength={64} />
      </Form.Item>
      {!contractor && (
        <Form.Item
          name="email"
          label="Email"
          rules={[contractRule(shape.email, { module: MODULE, field: 'email' })]}
        >
          <Input type="email" maxLength={256} />
        </Form.Item>
      )}
      <Form.Item
        name="code"
        label="Contractor code"
        rules={[requiredRule({ module: MODULE, field: 'code' })]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="mobile" label="Mobile" rules={[optionalRule(shape.mobile, MODULE, 'mobile')]}>
        <Input maxLength={16} />
      </Form.Item>
      <Form.Item name="vendor_id" label="Vendor">
        <VendorSelect current={contractor?.vendor ?? null} />
      </Form.Item>
      {contractor && (
        <Form.Item name="status" label="Status">
          <Select
            options={CONTRACTOR_STATUSES.map((status) => ({ label: capitalise(status), value: status }))}
          />
        </Form.Item>
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {contractor ? 'Save contractor' : 'Add contractor'}
        </Button>
        {contractor && <Button onClick={() => opened(contractor.id)}>Cancel</Button>}
      </Flex>
    </Form>
  );
}
