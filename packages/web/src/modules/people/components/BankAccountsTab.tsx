import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { BankDetailInputSchema, TEXT_LIMITS } from '@atrium/contracts';
import { Alert, Button, Checkbox, Flex, Form, Modal, Skeleton, Table, type TableProps, Tag } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { contractRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import {
  type BankDetail,
  type BankDetailInput,
  useBankDetails,
  useRemoveBankDetail,
  useSaveBankDetail,
} from '../employeeRecord.api';
import { textOrNull } from './formValues';

const FIELDS = ['bank_name', 'account_holder', 'account_number', 'ifsc', 'branch', 'is_primary'] as const;
type Values = {
  bank_name: string;
  account_holder: string;
  account_number?: string;
  ifsc: string;
  branch?: string;
  is_primary?: boolean;
};

const rule = (field: Exclude<(typeof FIELDS)[number], 'is_primary'>, optional = false) =>
  contractRule(BankDetailInputSchema.shape[field], { module: 'people', field }, { optional });

interface BankFormProps {
  employeeId: number;
  /** The account being changed, or null for a new one. */
  account: BankDetail | null;
  isFirst: boolean;
  onClose(): void;
}

/** Add or change a bank account; on a change the account number is only sent when typed again. */
function BankAccountDialog({ employeeId, account, isFirst, onClose }: BankFormProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveBankDetail(employeeId);
  const notify = useNotify();
  const { failure: problem, clearFailure, showServerError } = useServerForm(form, 'people', FIELDS);

  const submit = async (values: Values) => {
    clearFailure();
    const body: Partial<BankDetailInput> = {
      bank_name: values.bank_name,
      account_holder: values.account_holder,
      ifsc: values.ifsc,
      branch: textOrNull(values.branch),
      is_primary: values.is_primary ?? false,
      ...((values.account_number || !account) && { account_number: values.account_number ?? '' }),
    };
    try {
      await save.mutateAsync({ bankId: account?.id ?? null, body });
      notify('success', account ? 'Bank account changed' : 'Bank account added');
      onClose();
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <Modal
      open
      title={account ? 'Change bank account' : 'Add bank account'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
    >
      <Form<Values>
        form={form}
        name="bank-account"
        layout="vertical"
        onFinish={submit}
        initialValues={
          account ? { ...account, account_number: '', branch: account.branch ?? '' } : { is_primary: isFirst }
        }
      >
        <Form.Item name="bank_name" label="Bank name" rules={[rule('bank_name')]}>
          <Input maxLength={TEXT_LIMITS.medium} />
        </Form.Item>
        <Form.Item name="account_holder" label="Account holder" rules={[rule('account_holder')]}>
          <Input maxLength={TEXT_LIMITS.medium} />
        </Form.Item>
        <Form.Item
          name="account_number"
          label="Account number"
          rules={[rule('account_number', account !== null)]}
          extra={account ? `Leave empty to keep ${account.account_number}.` : undefined}
        >
          <Input inputMode="numeric" maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="ifsc" label="IFSC" rules={[rule('ifsc')]}>
          <Input maxLength={11} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="branch" label="Branch" rules={[rule('branch', true)]}>
          <Input maxLength={TEXT_LIMITS.medium} />
        </Form.Item>
        <Form.Item name="is_primary" valuePropName="checked">
          <Checkbox disabled={account?.is_primary}>Primary account (salary is paid here)</Checkbox>
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}

/** Bank accounts with masked numbers, primary first; employee managers add, change and remove them. */
export function BankAccountsTab({ employeeId, canManage }: { employeeId: number; canManage: boolean }) {
  const accounts = useBankDetails(employeeId);
  const remove = useRemoveBankDetail(employeeId);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [editing, setEditing] = useState<BankDetail | 'new' | null>(null);

  if (accounts.isError)
    return <LoadFailed variant="inline" error={accounts.error} onRetry={() => accounts.refetch()} />;
  if (!accounts.data) return <Skeleton active />;
  const rows = accounts.data.results;

  const askToRemove = (account: BankDetail) =>
    confirm({
      title: 'Remove bank account',
      content: `Remove the ${account.bank_name} account ${account.account_number}?`,
      confirmText: 'Remove',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(account.id).then(
          () => notify('success', 'Bank account removed'),
          (error: unknown) => notify('error', messageForError(error, 'people')),
        ),
    });

  const columns: TableProps<BankDetail>['columns'] = [
    {
      title: 'Bank',
      key: 'bank',
      render: (_, row) => (
        <Flex gap={8} align="center">
          {row.bank_name}
          {row.is_primary && <Tag color="blue">Primary</Tag>}
        </Flex>
      ),
    },
    { title: 'Account holder', dataIndex: 'account_holder', key: 'holder' },
    { title: 'Account number', dataIndex: 'account_number', key: 'number' },
    { title: 'IFSC', dataIndex: 'ifsc', key: 'ifsc' },
    { title: 'Branch', key: 'branch', render: (_, row) => row.branch ?? '—' },
    ...(canManage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: BankDetail) => (
              <Flex gap={4}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Change ${row.bank_name} account`}
                  onClick={() => setEditing(row)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${row.bank_name} account`}
                  onClick={() => askToRemove(row)}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      {canManage && (
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          Add bank account
        </Button>
      )}
      <Table<BankDetail>
        aria-label="Bank accounts"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description="No bank account on record." /> }}
      />
      {editing && (
        <BankAccountDialog
          employeeId={employeeId}
          account={editing === 'new' ? null : editing}
          isFirst={rows.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmation}
    </Flex>
  );
}
