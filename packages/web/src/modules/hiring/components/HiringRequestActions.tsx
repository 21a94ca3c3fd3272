import {
  allowedHiringRequestActions,
  type HiringRequest,
  type HiringRequestAction,
  type HiringRequestTransition,
  hiringRequestActionsFor,
} from '@atrium/contracts';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../../platform/errorMessages';
import { toolLink } from '../../../platform/tools/toolLink';
import { useActor } from '../../../platform/useCan';
import type { ConfirmRequest } from '../../../ui/useConfirmation';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { usePublishHiringRequest, useTransitionHiringRequest } from '../hiring.api';

const AssignRecruiterModal = lazy(() =>
  import('./AssignRecruiterModal').then((m) => ({ default: m.AssignRecruiterModal })),
);

/** How each transition asks: its button, the dialog's words and whether a reason is required. */
const TRANSITIONS: Record<
  HiringRequestTransition,
  { label: string; title: string; done: string; isDanger?: boolean; reason: boolean; primary?: boolean }
> = {
  approve: {
    label: 'Approve',
    title: 'Approve hiring request',
    done: 'Hiring request approved',
    reason: false,
    primary: true,
  },
  reject: {
    label: 'Reject',
    title: 'Reject hiring request',
    done: 'Hiring request rejected',
    reason: true,
    isDanger: true,
  },
  hold: {
    label: 'Put on hold',
    title: 'Put hiring request on hold',
    done: 'Hiring request put on hold',
    reason: true,
  },
  resume: {
    label: 'Resume',
    title: 'Resume hiring request',
    done: 'Hiring request resumed',
    reason: true,
    primary: true,
  },
  close: {
    label: 'Close',
    title: 'Close hiring request',
    done: 'Hiring request closed',
    reason: true,
    isDanger: true,
  },
};

/** The actions the caller may take on the request now, each behind its confirmation (spec 4). */
export function HiringRequestActions({ request }: { request: HiringRequest }) {
  const actor = useActor();
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const [isAssigning, setIsAssigning] = useState(false);
  const hasAssignForm = useOpenedOnce(isAssigning);
  const transition = useTransitionHiringRequest();
  const publish = usePublishHiringRequest();
  const people = { raised_by_id: request.raised_by.id, recruiter_id: request.recruiter?.id ?? null };
  const actions: HiringRequestAction[] = actor
    ? hiringRequestActionsFor(actor, { ...request, ...people }, allowedHiringRequestActions(request))
    : [];

  const report = (error: unknown) => {
    notify('error', messageForError(error, 'hiring'));
    throw error;
  };
  const ask = (request: ConfirmRequest) => confirm(request);

  const askTransition = (action: HiringRequestTransition) => {
    const words = TRANSITIONS[action];
    return ask({
      title: words.title,
      content: `${request.code}: ${words.reason ? 'say why; the reason is kept with the request.' : 'the time to fill starts now.'}`,
      confirmText: words.label,
      isDanger: words.isDanger,
      comment: { label: words.reason ? 'Reason' : 'Comment', isRequired: words.reason },
      onConfirm: ({ comment }) =>
        transition
          .mutateAsync({ id: request.id, action, reason: comment })
          .then(() => notify('success', words.done), report),
    });
  };

  const askPublish = (published: boolean) =>
    ask({
      title: published ? 'Publish job' : 'Unpublish job',
      content: published
        ? `The job of ${request.code} is published for applicants.`
        : `The job of ${request.code} is taken down; applicants no longer see it.`,
      confirmText: published ? 'Publish' : 'Unpublish',
      onConfirm: () =>
        publish
          .mutateAsync({ id: request.id, published })
          .then(() => notify('success', published ? 'Job published' : 'Job unpublished'), report),
    });

  const button = (action: HiringRequestAction) => {
    if (action === 'edit')
      return (
        <Button key={action} onClick={() => navigate(toolLink('hiring-request-form', { id: request.id }))}>
          Edit
        </Button>
      );
    if (action === 'assign')
      return (
        <Button key={action} onClick={() => setIsAssigning(true)}>
          {request.recruiter ? 'Change recruiter' : 'Assign recruiter'}
        </Button>
      );
    if (action === 'publish' || action === 'unpublish')
      return (
        <Button key={action} onClick={() => askPublish(action === 'publish')}>
          {action === 'publish' ? 'Publish job' : 'Unpublish job'}
        </Button>
      );
    const words = TRANSITIONS[action];
    return (
      <Button
        key={action}
        type={words.primary ? 'primary' : 'default'}
        danger={words.isDanger}
        onClick={() => askTransition(action)}
      >
        {words.label}
      </Button>
    );
  };

  return (
    <Flex gap={8} wrap>
      {actions.map(button)}
      {hasAssignForm && (
        <Suspense fallback={null}>
          <AssignRecruiterModal
            open={isAssigning}
            request={request}
            onClose={() => setIsAssigning(false)}
            onSaved={() => {
              setIsAssigning(false);
              notify('success', 'Recruiter assigned');
            }}
          />
        </Suspense>
      )}
      {dialog}
    </Flex>
  );
}
