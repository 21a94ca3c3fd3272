import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES, TEXT_LIMITS } from '@atrium/contracts';
import { Button, Flex, Form, List, Skeleton, Tag, Typography, Upload } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { messageForCode, messageForError } from '../../../platform/errorMessages';
import { requiredRule } from '../../../platform/formRules';
import { useOrganization } from '../../../platform/OrganizationContext';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import {
  downloadDocument,
  type EmployeeDocument,
  useEmployeeDocuments,
  useRemoveDocument,
  useUploadDocument,
} from '../employeeRecord.api';
import { showDate } from './formValues';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Title and file, checked for size before anything is sent. */
function UploadDocumentForm({ employeeId }: { employeeId: number }) {
  const [form] = Form.useForm<{ title: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadDocument(employeeId);
  const notify = useNotify();

  const pick = (picked: File) => {
    const isTooLarge = picked.size > MAX_ATTACHMENT_BYTES;
    setFileError(isTooLarge ? messageForCode({ code: 'payload_too_large' }) : null);
    setFile(isTooLarge ? null : picked);
    if (!isTooLarge && !form.getFieldValue('title'))
      form.setFieldValue('title', picked.name.replace(/\.[^.]+$/, ''));
    return false;
  };

  const submit = async ({ title }: { title: string }) => {
    if (!file) {
      setFileError(messageForCode({ code: 'required', field: 'file' }));
      return;
    }
    try {
      await upload.mutateAsync({ title: title.trim(), file });
      notify('success', 'Document uploaded');
      form.resetFields();
      setFile(null);
    } catch (error) {
      setFileError(messageForError(error, 'people'));
    }
  };

  return (
    <Form form={form} name="document-upload" layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item name="title" label="Title" rules={[requiredRule({ module: 'people', field: 'title' })]}>
        <Input maxLength={TEXT_LIMITS.medium} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item
        label="File"
        help={fileError ?? 'Up to 10 MB'}
        validateStatus={fileError ? 'error' : undefined}
      >
        <Upload
          beforeUpload={pick}
          maxCount={1}
          showUploadList={false}
          accept={DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        >
          <Button icon={<UploadOutlined />}>{file ? file.name : 'Choose file'}</Button>
        </Upload>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          Upload
        </Button>
      </Form.Item>
    </Form>
  );
}

interface DocumentsTabProps {
  employeeId: number;
  /** Employee managers upload and delete; everyone who sees the record may download. */
  canManage: boolean;
}

/** The documents on the record, newest first. */
export function DocumentsTab({ employeeId, canManage }: DocumentsTabProps) {
  const { id: orgId } = useOrganization();
  const documents = useEmployeeDocuments(employeeId);
  const remove = useRemoveDocument(employeeId);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();

  if (documents.isError)
    return <LoadFailed variant="inline" error={documents.error} onRetry={() => documents.refetch()} />;
  if (!documents.data) return <Skeleton active />;

  const download = (document: EmployeeDocument) =>
    downloadDocument(orgId, employeeId, document).catch((error: unknown) =>
      notify('error', messageForError(error, 'people')),
    );
  const askToDelete = (document: EmployeeDocument) =>
    confirm({
      title: 'Delete document',
      content: `Are you sure you want to delete ${document.title}?`,
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(document.id).then(
          () => notify('success', 'Document deleted'),
          (error: unknown) => notify('error', messageForError(error, 'people')),
        ),
    });

  return (
    <Flex vertical gap={12}>
      {canManage && <UploadDocumentForm employeeId={employeeId} />}
      <List<EmployeeDocument>
        aria-label="Documents"
        dataSource={documents.data.results}
        locale={{ emptyText: <EmptyState description="No documents yet." /> }}
        renderItem={(document) => (
          <List.Item
            actions={[
              <Button
                key="download"
                type="text"
                icon={<DownloadOutlined />}
                aria-label={`Download ${document.title}`}
                onClick={() => download(document)}
              />,
              ...(canManage
                ? [
                    <Button
                      key="delete"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${document.title}`}
                      onClick={() => askToDelete(document)}
                    />,
                  ]
                : []),
            ]}
          >
            <Flex vertical gap={2}>
              <Flex gap={8} align="center">
                <Typography.Text strong>{document.title}</Typography.Text>
                <Tag>{document.extension}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {document.file_name} · {sizeOf(document.size_bytes)} · {showDate(document.created)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {confirmation}
    </Flex>
  );
}
