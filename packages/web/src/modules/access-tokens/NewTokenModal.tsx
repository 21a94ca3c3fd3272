import {
  type AccessTokenCreate,
  type AccessTokenCreated,
  type AccessTokenKind,
  ASSIGNABLE_ROLES,
  canManageOrganizationTokens,
  hasRole,
  ROLE_LABELS,
  tokenExpiryBounds,
} from '@atrium/contracts';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { requiredRule } from '../../platform/formRules';
import { useActor } from '../../platform/useCan';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { useCreateAccessToken } from './access-tokens.api';
import { ScopePicker } from './ScopePicker';

export const MODULE = 'access-tokens';
const FIELDS = ['name', 'kind', 'scopes', 'expires_on', 'roles'] as const;
const DAY = 'YYYY-MM-DD';

interface Values {
  name: string;
  /** Absent when the maker may only make personal tokens (the choice is not offered). */
  kind?: AccessTokenKind;
  scopes: string[];
  expires_on: Dayjs;
  roles?: string[];
}

/**
 * "New token": a name, personal or (for an admin) organisation, the scopes module by module, the expiry (from
 * tomorrow to a year on, 90 days unless changed) and an organisation token's roles (only roles the maker holds).
 */
export function NewTokenModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(token: AccessTokenCreated): void;
}) {
  const [form] = Form.useForm<Values>();
  const actor = useActor();
  const create = useCreateAccessToken();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const mayMakeOrganizationTokens = actor ? canManageOrganizationTokens(actor) : false;
  const kind = Form.useWatch('kind', form) ?? 'personal';
  const bounds = tokenExpiryBounds(dayjs().format(DAY));
  const roleOptions = ASSIGNABLE_ROLES.filter((role) => actor && hasRole(actor, role)).map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));

  const submit = (values: Values) => {
    clearFailure();
    const body: AccessTokenCreate = {
      name: values.name,
      kind: values.kind ?? 'personal',
      scopes: values.scopes,
      expires_on: values.expires_on.format(DAY),
      roles: values.kind === 'organization' ? ((values.roles ?? []) as AccessTokenCreate['roles']) : [],
    };
    create.mutate(body, { onSuccess: onCreated, onError: showServerError });
  };

  return (
    <Modal
      open
      title="New token"
      okText="Create token"
      okButtonProps={{ loading: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="new-access-token"
        initialValues={{ kind: 'personal', scopes: [], expires_on: dayjs(bounds.byDefault) }}
        onFinish={submit}
      >
        <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
          <Input maxLength={100} placeholder="What the token is for, e.g. Payroll export" />
        </Form.Item>
        {mayMakeOrganizationTokens && (
          <Form.Item name="kind" label="Kind" extra={KIND_HELP[kind]}>
            <Radio.Group
              options={[
                { value: 'personal', label: 'Personal' },
                { value: 'organization', label: 'Organisation' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="scopes"
          label="Scopes"
          extra="Read allows looking (GET); write allows every change. A token reaches nothing else."
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one scope' }]}
        >
          <ScopePicker />
        </Form.Item>
        <Form.Item
          name="expires_on"
          label="Expires on"
          extra="The token stops working at the end of this day; one year at most."
          rules={[requiredRule({ module: MODULE, field: 'expires_on' })]}
        >
          <DateField
            format={DISPLAY_DATE_PICKER_FORMAT}
            allowClear={false}
            disabledDate={(day) => day.format(DAY) < bounds.min || day.format(DAY) > bounds.max}
          />
        </Form.Item>
        {kind === 'organization' && (
          <Form.Item
            name="roles"
            label="Roles"
            extra="What the token may do, as a person with these roles would; only roles you hold."
            rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one role' }]}
          >
            <Select
              mode="multiple"
              options={roleOptions}
              optionFilterProp="label"
              placeholder="Choose roles"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

const KIND_HELP: Readonly<Record<AccessTokenKind, string>> = {
  personal: 'Acts as you, with your roles as they are when it is used.',
  organization: 'Acts for the organisation, as no person, with the roles you give it.',
};
