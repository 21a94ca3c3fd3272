import { type ClientDetail, ClientInputSchema, CURRENCIES } from '@atrium/contracts';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { blanksAsNull, idOption, optionalRule } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { PlaceFields } from '../org-setup';
import { EmployeePicker, useEmployeeFormOptions } from '../people';
import { type ClientFields, useClient, useSaveClient } from './clients.api';

const MODULE = 'clients';
const shape = ClientInputSchema.shape;
const FIELDS = [
  'name',
  'gstin',
  'pan',
  'currency',
  'business_region_id',
  'owner_user_id',
  'address_line',
  'city',
  'state',
  'country',
  'postal_code',
] as const;

type Values = ClientFields;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** 'client-form' (Client Form): adds a client, or changes the one in option `id`. */
export function ClientFormTool({ options }: ToolProps) {
  const clientId = idOption(options.id);
  const client = useClient(clientId);
  if (clientId !== undefined && client.isPending) return <Skeleton active />;
  if (clientId !== undefined && client.isError)
    return <LoadFailed variant="inline" error={client.error} onRetry={() => client.refetch()} />;
  return <ClientForm client={client.data} />;
}

function ClientForm({ client }: { client: ClientDetail | undefined }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveClient();
  const formOptions = useEmployeeFormOptions();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);

  useEffect(() => {
    if (client)
      form.setFieldsValue({
        ...client,
        business_region_id: client.business_region?.id ?? null,
        owner_user_id: client.owner?.id ?? null,
      });
  }, [client, form]);

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: client?.id, body: blanksAsNull(values) },
      {
        onSuccess: (saved) => {
          notify('success', client ? 'Client saved' : 'Client added');
          navigate(toolLink('client-detail', { id: saved.id }));
        },
        onError: showServerError,
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="client"
      onFinish={submit}
      initialValues={{ currency: 'INR' }}
      style={{ maxWidth: 720 }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
        <Input maxLength={256} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="gstin"
            label="GSTIN"
            normalize={upper}
            rules={[optionalRule(shape.gstin, MODULE, 'gstin')]}
            extra="15 characters, e.g. 27AAPFU0939F1ZV"
          >
            <Input maxLength={15} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="pan"
            label="PAN"
            normalize={upper}
            rules={[optionalRule(shape.pan, MODULE, 'pan')]}
          >
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="currency"
            label="Billing currency"
            rules={[requiredRule({ module: MODULE, field: 'currency' })]}
          >
            <Select options={CURRENCIES.map((currency) => ({ label: currency, value: currency }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="business_region_id" label="Business region">
            <Select
              allowClear
              placeholder="None"
              loading={formOptions.isPending}
              options={(formOptions.data?.business_regions ?? []).map((region) => ({
                label: region.name,
                value: region.id,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="owner_user_id" label="Owner" extra="Who looks after this client">
            <EmployeePicker
              by="user"
              initial={client?.owner ? { value: client.owner.id, label: client.owner.name } : null}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="address_line"
        label="Billing address"
        rules={[optionalRule(shape.address_line, MODULE, 'address_line')]}
      >
        <Input maxLength={256} />
      </Form.Item>
      <Row gutter={16}>
        <PlaceFields />
        <Col xs={24} md={12}>
          <Form.Item name="postal_code" label="Postal code">
            <Input maxLength={16} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {client ? 'Save client' : 'Add client'}
        </Button>
        <Button
          onClick={() =>
            navigate(client ? toolLink('client-detail', { id: client.id }) : toolLink('client-list'))
          }
        >
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
