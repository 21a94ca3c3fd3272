import {
  allowedResourceRequestActions,
  type ResourceRequest,
  type ResourceRequestTransition,
  resourceRequestActionsFor,
} from '@atrium/contracts';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../../platform/errorMessages';
import { toolLink } from '../../../platform/tools/toolLink';
import { useActor } from '../../../platform/useCan';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useTransitionResourceRequest } from '../resources.api';

// Its form (dates, selects) loads when first asked for, not with every request opened.
const HiringRequestModal = lazy(() =>
  import('./HiringRequestModal').then((m) => ({ default: m.HiringRequestModal })),
);

/** How each transition asks: its button, the dialog's words and whether a reason is required. */
const TRANSITIONS: Record<
  ResourceRequestTransition,
  {
    label: string;
    title: string;
    content: string;
    done: string;
    isDanger?: boolean;
    reason: boolean;
    primary?: boolean;
  }
> = {
  accept: {
    label: 'Accept',
    title: 'Accept resource request',
    content: 'the request is open for candidates; its requester is told.',
    done: 'Resource request accepted',
    reason: false,
    primary: true,
  },
  start: {
    label: 'Start work',
    title: 'Start work on resource request',
    content: 'the request shows as in progress to its requester.',
    done: 'Resource request in progress',
    reason: false,
  },
  close: {
    label: 'Close',
    title: 'Close resource request',
    content: 'no more people are allocated against it. Say why; the reason is kept with the request.',
    done: 'Resource request closed',
    reason: true,
    isDanger: true,
  },
  cancel: {
    label: 'Cancel request',
    title: 'Cancel resource request',
    content: 'the request is withdrawn. Say why; the reason is kept with the request.',
    done: 'Resource request cancelled',
    reason: true,
    isDanger: true,
  },
};

/**
 * The actions the caller may take on the request now (edit, raising a hiring request and the transitions), each behind
 * its confirmation or form.
 */
export function ResourceRequestActions({ request }: { request: ResourceRequest }) {
  const actor = useActor();
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const transition = useTransitionResourceRequest();
  const [isHiring, setHiring] = useState(false);
  const people = { ...request, raised_by_id: request.raised_by.id };
  const actions = actor
    ? resourceRequestActionsFor(actor, people, allowedResourceRequestActions(request)).filter(
        (action) => action !== 'comment' && action !== 'fulfil' && action !== 'book',
      )
    : [];

  const askTransition = (action: ResourceRequestTransition) => {
    const words = TRANSITIONS[action];
    return confirm({
      title: words.title,
      content: `${request.code}: ${words.content}`,
      confirmText: words.label,
      isDanger: words.isDanger,
      comment: { label: words.reason ? 'Reason' : 'Comment', isRequired: words.reason },
      onConfirm: ({ comment }) =>
        transition.mutateAsync({ id: request.id, action, comment }).then(
          () => notify('success', words.done),
          (error: unknown) => {
            notify('error', messageForError(error, 'resources'));
            throw error;
          },
        ),
    });
  };

  return (
    <Flex gap={8} wrap>
      {actions.map((action) => {
        if (action === 'edit')
          return (
            <Button
              key={action}
              onClick={() => navigate(toolLink('resource-request-form', { id: request.id }))}
            >
              Edit
            </Button>
          );
        if (action === 'hire')
          return (
            <Button key={action} onClick={() => setHiring(true)}>
              Raise hiring request
            </Button>
          );
        const words = TRANSITIONS[action as ResourceRequestTransition];
        return (
          <Button
            key={action}
            type={words.primary ? 'primary' : 'default'}
            danger={words.isDanger}
            onClick={() => askTransition(action as ResourceRequestTransition)}
          >
            {words.label}
          </Button>
        );
      })}
      {dialog}
      {isHiring && (
        <Suspense fallback={null}>
          <HiringRequestModal open request={request} onClose={() => setHiring(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
