import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EXPENSE_ATTACHMENT_EXTENSIONS,
  EXPENSE_CATEGORIES,
  EXPENSE_ERRORS,
  type Expense,
  type ExpenseAttachment,
  type ExpenseCategory,
  MAX_EXPENSE_ATTACHMENT_BYTES,
  MAX_EXPENSE_ATTACHMENTS,
  type Project,
} from '@atrium/contracts';
import { Button, Flex, Form, Select, Typography, Upload } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../../platform/apiClient';
import { messageForError } from '../../../platform/errorMessages';
import { refuseRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { useChangeExpenses } from '../ledger.api';
import { EXPENSE_CATEGORY_LABELS, expenseMessage, fileSize, MODULE, outsideProject } from './expenseForms';
import { LedgerAmountItem } from './LedgerAmountItem';
import { showLedgerFailure } from './ledgerForms';
import { apiDate, toDay } from './teamDates';

interface Values {
  date: Dayjs;
  category: ExpenseCategory;
  amount: number;
  description?: string;
}

const FIELDS = ['date', 'category', 'amount', 'description'] as const;
const ACCEPT = EXPENSE_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({
  value,
  label: EXPENSE_CATEGORY_LABELS[value],
}));

interface ExpenseModalProps {
  project: Project;
  /** Open to add (null) or to edit the expense given; closed when undefined. */
  expense: Expense | null | undefined;
  onClose(): void;
  /** Told once the expense and its files are saved. */
  onSaved(expense: Expense, isNew: boolean): void;
}

/**
 * Records or changes an expense with its attachments: the expense is saved first, then the files removed and
 * added one by one. Up to 5 files, 10 MB together, checked here before anything is sent.
 */
export function ExpenseModal({ project, expense, onClose, onSaved }: ExpenseModalProps) {
  const [form] = Form.useForm<Values>();
  const change = useChangeExpenses(project.id);
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = () => setFailure(null);
  const showServerError = (error: unknown) =>
    showLedgerFailure(form, FIELDS, error, setFailure, expenseMessage);
  /** The expense as saved so far: a failed upload after it leaves it saved, and a retry edits it. */
  const [saved, setSaved] = useState<Expense | null>(null);
  const [removed, setRemoved] = useState<number[]>([]);
  const [added, setAdded] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = saved ?? expense ?? null;
  const kept = (current?.attachments ?? []).filter((file) => !removed.includes(file.id));
  const required = (field: string) => [requiredRule({ module: MODULE, field })];

  const pick = (file: File, batch: File[]) => {
    // Upload calls this once per chosen file with the whole batch: take the batch at its first file.
    if (file !== batch[0]) return false;
    const next = [...added, ...batch];
    const bytes =
      kept.reduce((sum, existing) => sum + existing.size_bytes, 0) +
      next.reduce((sum, chosen) => sum + chosen.size, 0);
    if (kept.length + next.length > MAX_EXPENSE_ATTACHMENTS)
      setFileProblem(expenseMessage('attachment_limit'));
    else if (bytes > MAX_EXPENSE_ATTACHMENT_BYTES) setFileProblem(expenseMessage('attachment_limit'));
    else {
      setFileProblem(null);
      setAdded(next);
    }
    return false;
  };

  const submit = async (values: Values) => {
    clearFailure();
    setSaving(true);
    const body = {
      date: apiDate(values.date),
      category: values.category,
      amount: values.amount,
      description: values.description?.trim() || null,
    };
    let result: Expense | null = current;
    try {
      result = (await change.mutateAsync(
        current ? { kind: 'edit', recordId: current.id, body } : { kind: 'add', body },
      )) as Expense;
      setSaved(result);
    } catch (error) {
      setSaving(false);
      showServerError(error);
      return;
    }
    try {
      for (const attachmentId of removed) {
        result = (await change.mutateAsync({
          kind: 'detach',
          recordId: result.id,
          attachmentId,
        })) as Expense;
        setSaved(result);
        setRemoved((ids) => ids.filter((id) => id !== attachmentId));
      }
      for (const file of added) {
        try {
          result = (await change.mutateAsync({ kind: 'attach', recordId: result.id, file })) as Expense;
        } catch (error) {
          throw new Error(
            `${file.name}: ${isApiError(error) ? expenseMessage(error.code) : messageForError(error, MODULE)}`,
          );
        }
        setSaved(result);
        setAdded((files) => files.filter((chosen) => chosen !== file));
      }
    } catch (error) {
      setSaving(false);
      setFailure(`The expense is saved, but its files are not all attached. ${(error as Error).message}`);
      return;
    }
    setSaving(false);
    onSaved(result, !expense);
    onClose();
  };

  const removeKept = (file: ExpenseAttachment) => {
    setRemoved((ids) => [...ids, file.id]);
    setFileProblem(null);
  };
  const removeAdded = (file: File) => {
    setAdded((files) => files.filter((chosen) => chosen !== file));
    setFileProblem(null);
  };
  const full = kept.length + added.length >= MAX_EXPENSE_ATTACHMENTS;

  return (
    <FormModal
      open={expense !== undefined}
      title={expense ? 'Edit expense' : 'Record expense'}
      okText={expense ? 'Save expense' : 'Record expense'}
      saving={saving}
      failure={failure}
      name="expense"
      initialValues={{
        date: toDay(expense?.date),
        category: expense?.category,
        amount: expense?.amount,
        description: expense?.description ?? '',
      }}
      onFinish={submit}
      form={form}
      onClose={onClose}
      onClosed={() => {
        clearFailure();
        setSaved(null);
        setRemoved([]);
        setAdded([]);
        setFileProblem(null);
      }}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="date"
          label="Date"
          rules={[
            ...required('date'),
            refuseRule(outsideProject(project), EXPENSE_ERRORS.expense_outside_project.message),
          ]}
          style={{ flex: '1 1 180px' }}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="category"
          label="Category"
          rules={required('category')}
          style={{ flex: '1 1 180px' }}
        >
          <Select
            options={CATEGORY_OPTIONS}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a category"
          />
        </Form.Item>
      </Flex>
      <LedgerAmountItem currency={project.currency} />
      <Form.Item name="description" label="Description">
        <TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        label="Attachments"
        extra={`Up to ${MAX_EXPENSE_ATTACHMENTS} files, 10 MB together: PDF, images, Word, Excel or text.`}
        validateStatus={fileProblem ? 'error' : undefined}
        help={fileProblem ?? undefined}
      >
        <Flex vertical gap={6}>
          {[
            ...kept.map((file) => ({
              key: `kept-${file.id}`,
              name: file.file_name,
              size: file.size_bytes,
              remove: () => removeKept(file),
            })),
            ...added.map((file, index) => ({
              key: `added-${index}-${file.name}`,
              name: file.name,
              size: file.size,
              remove: () => removeAdded(file),
            })),
          ].map((row) => (
            <Flex key={row.key} gap={8} align="center">
              <PaperClipOutlined aria-hidden />
              <Typography.Text ellipsis style={{ maxWidth: 300 }}>
                {row.name}
              </Typography.Text>
              <Typography.Text type="secondary">{fileSize(row.size)}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${row.name}`}
                onClick={row.remove}
              />
            </Flex>
          ))}
          <Upload
            beforeUpload={pick}
            multiple
            showUploadList={false}
            accept={ACCEPT}
            disabled={full || saving}
          >
            <Button icon={<UploadOutlined aria-hidden />} disabled={full || saving}>
              Add files
            </Button>
          </Upload>
        </Flex>
      </Form.Item>
    </FormModal>
  );
}
