import { VENDOR_STATUSES, type Vendor, VendorCreateSchema } from '@atrium/contracts';
import { Alert, Button, Flex, Form, Select, Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { blanksAsNull, capitalise, idOption, optionalRule } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { useSaveVendor, useVendor, type VendorInput } from './contractors.api';

const MODULE = 'vendors';
const shape = VendorCreateSchema.shape;
const FIELDS = ['name', 'gst', 'pan', 'email', 'phone', 'address', 'status'] as const;

interface Values {
  name: string;
  gst?: string | null;
  pan?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  status?: Vendor['status'];
}

/** 'vendor-form' (Vendor Form): adds a vendor, or changes the one in option `vendor_id`. */
export function VendorFormTool({ options }: ToolProps) {
  const vendorId = idOption(options.vendor_id);
  const vendor = useVendor(vendorId);
  if (vendorId !== undefined && vendor.isPending) return <Skeleton active />;
  if (vendorId !== undefined && vendor.isError)
    return <LoadFailed variant="inline" error={vendor.error} onRetry={() => vendor.refetch()} />;
  return <VendorForm vendor={vendor.data} />;
}

function VendorForm({ vendor }: { vendor: Vendor | undefined }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveVendor();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);

  useEffect(() => {
    if (vendor) form.setFieldsValue(vendor);
  }, [vendor, form]);

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: vendor?.id, body: blanksAsNull(values) as VendorInput },
      {
        onSuccess: (saved) => {
          notify('success', vendor ? 'Record Updated' : 'Vendor added');
          navigate(toolLink('vendor-details', { id: saved.id }));
        },
        onError: (error) => {
          showServerError(error);
        },
      },
    );
  };

  return (
    <Form<Values> form={form} layout="vertical" name="vendor" onFinish={submit} style={{ maxWidth: 560 }}>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
        <Input maxLength={256} />
      </Form.Item>
      <Form.Item name="gst" label="GSTIN" normalize={upper} rules={[optionalRule(shape.gst, MODULE, 'gst')]}>
        <Input maxLength={15} placeholder="27AAPFU0939F1ZV" />
      </Form.Item>
      <Form.Item name="pan" label="PAN" normalize={upper} rules={[optionalRule(shape.pan, MODULE, 'pan')]}>
        <Input maxLength={10} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[optionalRule(shape.email, MODULE, 'email')]}>
        <Input type="email" maxLength={256} />
      </Form.Item>
      <Form.Item name="phone" label="Phone" rules={[optionalRule(shape.phone, MODULE, 'phone')]}>
        <Input maxLength={16} />
      </Form.Item>
      <Form.Item name="address" label="Address">
        <TextArea rows={3} maxLength={1000} />
      </Form.Item>
      {vendor && (
        <Form.Item name="status" label="Status">
          <Select options={VENDOR_STATUSES.map((status) => ({ label: capitalise(status), value: status }))} />
        </Form.Item>
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {vendor ? 'Save vendor' : 'Add vendor'}
        </Button>
        {vendor && (
          <Button onClick={() => navigate(toolLink('vendor-details', { id: vendor.id }))}>Cancel</Button>
        )}
      </Flex>
    </Form>
  );
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
