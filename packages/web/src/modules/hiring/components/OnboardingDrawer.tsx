import { canOnboard, formatApiDate, type Offer } from '@atrium/contracts';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Input, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { requiredRule } from '../../../platform/formRules';
import { useCan } from '../../../platform/useCan';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useOffer, useOfferChange } from '../offers.api';
import { OfferStatusTag } from './OfferPanel';
import { Documents, DocumentsModal } from './OnboardingDocuments';
import { TaskModal, Tasks } from './OnboardingTasks';

/** A candidate's onboarding, opened from the Onboarding Candidate List: the offer, its checklist and the joining. */
export function OnboardingDrawer({ offerId, onClose }: { offerId: number; onClose(): void }) {
  const offer = useOffer(offerId);
  return (
    <Drawer
      open
      onClose={onClose}
      size="large"
      title={offer.data ? `Onboarding: ${offer.data.candidate.name}` : 'Onboarding'}
      destroyOnHidden
    >
      {offer.isError ? (
        <LoadFailed variant="inline" error={offer.error} onRetry={() => offer.refetch()} />
      ) : offer.data ? (
        <OnboardingDetail offer={offer.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

function OnboardingDetail({ offer }: { offer: Offer }) {
  const notify = useNotify();
  const mayOnboard = useCan(canOnboard);
  const change = useOfferChange();
  const [confirm, dialog] = useConfirmation();
  const [form, setForm] = useState<'documents' | 'task' | 'join' | null>(null);
  const canOnboardNow = mayOnboard && offer.actions.includes('onboard');
  const name = offer.candidate.name;
  const report = (error: unknown) => {
    notify('error', messageForError(error, 'hiring'));
    throw error;
  };
  const askReschedule = () =>
    confirm({
      title: 'Change the joining date',
      content: `${name} is expected on ${displayDate(offer.joining_date)}.`,
      confirmText: 'Change date',
      date: { label: 'Joining date', isRequired: true },
      onConfirm: ({ date }) =>
        change
          .mutateAsync({
            id: offer.id,
            kind: 'joining-date',
            body: { joining_date: date ?? offer.joining_date },
          })
          .then(() => notify('success', 'Joining date changed'), report),
    });
  const askNotJoining = () =>
    confirm({
      title: 'Mark as not joining',
      content: `${name} will not join; the offer cannot be joined afterwards.`,
      confirmText: 'Not joining',
      isDanger: true,
      comment: { label: 'Reason', isRequired: true },
      onConfirm: ({ comment }) =>
        change
          .mutateAsync({ id: offer.id, kind: 'not-joining', body: { reason: comment ?? '' } })
          .then(() => notify('success', `${name} marked as not joining`), report),
    });
  const isComplete = offer.checklist.done === offer.checklist.total;

  return (
    <Flex vertical gap={16}>
      {offer.is_overdue && (
        <Alert
          type="warning"
          showIcon
          title={`The expected joining date ${displayDate(offer.joining_date)} has passed.`}
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'status', label: 'Offer status', children: <OfferStatusTag status={offer.status} /> },
          { key: 'joining', label: 'Expected joining', children: displayDate(offer.joining_date) },
          {
            key: 'request',
            label: 'Hiring request',
            children: `${offer.hiring_request.code} · ${offer.hiring_request.title}`,
          },
          { key: 'email', label: 'Email', children: offer.candidate.email },
          {
            key: 'checklist',
            label: 'Checklist',
            children: `${offer.checklist.done} of ${offer.checklist.total} done`,
          },
          ...(offer.status_reason
            ? [{ key: 'reason', label: 'Reason', children: offer.status_reason, span: 2 }]
            : []),
        ]}
      />
      {mayOnboard && (
        <Flex gap={8} wrap>
          {offer.actions.includes('join') ? (
            <Button type="primary" onClick={() => setForm('join')}>
              Mark as joined
            </Button>
          ) : (
            offer.status === 'accepted' && (
              <Button type="primary" disabled title="Complete the onboarding checklist first">
                Mark as joined
              </Button>
            )
          )}
          {offer.actions.includes('reschedule') && (
            <Button onClick={askReschedule}>Change joining date</Button>
          )}
          {offer.actions.includes('not-joining') && (
            <Button danger onClick={askNotJoining}>
              Not joining
            </Button>
          )}
        </Flex>
      )}
      <Documents offer={offer} canEdit={canOnboardNow} onEdit={() => setForm('documents')} />
      <Tasks offer={offer} canAdd={canOnboardNow} onAdd={() => setForm('task')} />
      {!isComplete && offer.status === 'accepted' && (
        <Typography.Text type="secondary">
          The candidate joins once every document is given and every task completed.
        </Typography.Text>
      )}
      <DocumentsModal offer={offer} open={form === 'documents'} onClose={() => setForm(null)} />
      <TaskModal offer={offer} open={form === 'task'} onClose={() => setForm(null)} />
      <JoinModal offer={offer} open={form === 'join'} onClose={() => setForm(null)} />
      {dialog}
    </Flex>
  );
}

function JoinModal({ offer, open, onClose }: { offer: Offer; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<{ code?: string; date_of_joining?: Dayjs }>();
  const notify = useNotify();
  const change = useOfferChange();
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', [
    'code',
    'date_of_joining',
  ]);
  return (
    <FormModal<{ code?: string; date_of_joining?: Dayjs }>
      open={open}
      title={`${offer.candidate.name} joins`}
      okText="Mark as joined"
      saving={change.isPending}
      failure={failure}
      form={form}
      name="join"
      onFinish={(values) => {
        clearFailure();
        change.mutate(
          {
            id: offer.id,
            kind: 'join',
            body: {
              code: values.code ?? '',
              ...(values.date_of_joining
                ? { date_of_joining: formatApiDate(values.date_of_joining.toDate()) }
                : {}),
            },
          },
          {
            onSuccess: () => {
              notify('success', `${offer.candidate.name} joined`);
              onClose();
            },
            onError: showServerError,
          },
        );
      }}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Typography.Paragraph type="secondary">
        The employee record is created with the candidate’s details, PAN and Aadhaar, and they get an email to
        set their password.
      </Typography.Paragraph>
      <Form.Item
        name="code"
        label="Employee code"
        rules={[requiredRule({ module: 'hiring', field: 'code' })]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="date_of_joining"
        label="Date of joining"
        extra={`Leave empty for the expected joining date, ${displayDate(offer.joining_date)}.`}
      >
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
