import type { Offer } from '@atrium/contracts';
import { Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useRef } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useNotify } from '../../../ui/useNotify';
import { useOfferChange, useOpenBankProof, useUploadBankProof } from '../offers.api';

export function Documents({ offer, canEdit, onEdit }: { offer: Offer; canEdit: boolean; onEdit(): void }) {
  const notify = useNotify();
  const upload = useUploadBankProof();
  const openProof = useOpenBankProof();
  const fileInput = useRef<HTMLInputElement>(null);
  const given = (value: string | null) => value ?? <StatusBadge status="pending" label="Missing" />;
  const sendProof = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { id: offer.id, file },
      {
        onSuccess: () => notify('success', 'Bank proof uploaded'),
        onError: (error) => notify('error', messageForError(error, 'hiring')),
      },
    );
  };
  const proof = offer.documents.bank_proof;
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Documents
        </Typography.Title>
        {canEdit && (
          <Flex gap={8}>
            <Button onClick={onEdit}>Enter PAN and Aadhaar</Button>
            <Button loading={upload.isPending} onClick={() => fileInput.current?.click()}>
              {proof ? 'Replace bank proof' : 'Upload bank proof'}
            </Button>
          </Flex>
        )}
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'pan', label: 'PAN', children: given(offer.documents.pan) },
          { key: 'aadhaar', label: 'Aadhaar', children: given(offer.documents.aadhaar) },
          {
            key: 'bank',
            label: 'Bank proof',
            children: proof ? (
              <Button
                type="link"
                style={{ padding: 0 }}
                onClick={() =>
                  openProof(offer.id, proof.file_name).catch((error: unknown) =>
                    notify('error', messageForError(error, 'hiring')),
                  )
                }
              >
                {proof.file_name}
              </Button>
            ) : (
              <StatusBadge status="pending" label="Missing" />
            ),
          },
        ]}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg"
        aria-label="Bank proof file"
        hidden
        onChange={(event) => {
          sendProof(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Flex>
  );
}

export function DocumentsModal({ offer, open, onClose }: { offer: Offer; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<{ pan?: string; aadhaar?: string }>();
  const notify = useNotify();
  const change = useOfferChange();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', ['pan', 'aadhaar']);
  return (
    <FormModal<{ pan?: string; aadhaar?: string }>
      open={open}
      title="PAN and Aadhaar"
      okText="Save"
      saving={change.isPending}
      failure={failure}
      form={form}
      name="onboarding-documents"
      onFinish={(values) => {
        clearFailure();
        const body = {
          ...(values.pan?.trim() ? { pan: values.pan.trim() } : {}),
          ...(values.aadhaar?.trim() ? { aadhaar: values.aadhaar.trim() } : {}),
        };
        change.mutate(
          { id: offer.id, kind: 'documents', body },
          {
            onSuccess: () => {
              notify('success', 'Documents saved');
              onClose();
            },
            onError: showServerError,
          },
        );
      }}
      onClose={onClose}
      onClosed={() => {
        clearFailure();
        form.resetFields();
      }}
    >
      <Typography.Paragraph type="secondary">
        Stored sealed and shown masked. Leave a number empty to keep the one given.
      </Typography.Paragraph>
      <Form.Item
        name="pan"
        label="PAN"
        extra={offer.documents.pan ? `Given: ${offer.documents.pan}` : undefined}
      >
        <Input maxLength={10} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="aadhaar"
        label="Aadhaar"
        extra={offer.documents.aadhaar ? `Given: ${offer.documents.aadhaar}` : undefined}
      >
        <Input maxLength={12} autoComplete="off" inputMode="numeric" />
      </Form.Item>
    </FormModal>
  );
}
