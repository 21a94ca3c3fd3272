import { CONTACT_SALUTATIONS, type Contact, ContactInputSchema } from '@atrium/contracts';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, Row, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { blanksAsNull, idOption, optionalRule } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { type ContactFields, useClientPage, useContact, useSaveContact } from './clients.api';

const MODULE = 'clients';
const shape = ContactInputSchema.shape;
const FIELDS = [
  'client_id',
  'salutation',
  'first_name',
  'last_name',
  'position',
  'mobile',
  'email',
  'additional_notes',
  'can_resource_access',
] as const;

/** 'contact-form' (Contact Form): adds a contact (at option `client_id`'s client), or changes the one in `id`. */
export function ContactFormTool({ options }: ToolProps) {
  const contactId = idOption(options.id);
  const contact = useContact(contactId);
  if (contactId !== undefined && contact.isPending) return <Skeleton active />;
  if (contactId !== undefined && contact.isError)
    return <LoadFailed variant="inline" error={contact.error} onRetry={() => contact.refetch()} />;
  return <ContactForm contact={contact.data} clientId={idOption(options.client_id)} />;
}

function ClientSelect({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?(value: number): void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const clients = useClientPage({ search: search || undefined, limit: 20, order_by: 'name' });
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder="Search clients"
      loading={clients.isPending}
      options={(clients.data?.results ?? []).map((client) => ({ label: client.name, value: client.id }))}
    />
  );
}

function ContactForm({ contact, clientId }: { contact: Contact | undefined; clientId: number | undefined }) {
  const [form] = Form.useForm<ContactFields>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveContact();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);

  useEffect(() => {
    if (contact) form.setFieldsValue({ ...contact, client_id: contact.client.id });
  }, [contact, form]);

  const back = (to: number | undefined) =>
    navigate(to ? toolLink('client-detail', { id: to }) : toolLink('contact-manager'));

  const submit = (values: ContactFields) => {
    clearFailure();
    save.mutate(
      {
        id: contact?.id,
        body: { ...blanksAsNull(values), can_resource_access: values.can_resource_access ?? false },
      },
      {
        onSuccess: (saved) => {
          notify('success', contact ? 'Contact saved' : 'Contact added');
          back(saved.client.id);
        },
        onError: showServerError,
      },
    );
  };

  return (
    <Form<ContactFields>
      form={form}
      layout="vertical"
      name="contact"
      onFinish={submit}
      initialValues={{ client_id: clientId, can_resource_access: false }}
      style={{ maxWidth: 720 }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="client_id"
        label="Client"
        rules={[requiredRule({ module: MODULE, field: 'client_id' })]}
      >
        <ClientSelect />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="salutation" label="Salutation">
            <Select
              allowClear
              options={CONTACT_SALUTATIONS.map((title) => ({ label: title, value: title }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item
            name="first_name"
            label="First name"
            rules={[requiredRule({ module: MODULE, field: 'first_name' })]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item name="last_name" label="Last name">
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="position" label="Position">
            <Input maxLength={256} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label="Mobile" rules={[optionalRule(shape.mobile, MODULE, 'mobile')]}>
            <Input maxLength={16} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[optionalRule(shape.email, MODULE, 'email')]}>
            <Input type="email" maxLength={256} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="additional_notes" label="Notes">
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="can_resource_access" valuePropName="checked">
        <Checkbox>May see the resources who work for this client</Checkbox>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {contact ? 'Save contact' : 'Add contact'}
        </Button>
        <Button onClick={() => back(contact?.client.id ?? clientId)}>Cancel</Button>
      </Flex>
    </Form>
  );
}
