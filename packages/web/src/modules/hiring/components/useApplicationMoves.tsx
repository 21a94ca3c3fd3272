import type { Application, ApplicationAction, HiringStage } from '@atrium/contracts';
import { messageForError } from '../../../platform/errorMessages';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useTransitionApplication } from '../applications.api';

/** How each action asks: its button, the dialog's words, whether a reason is required. */
export const APPLICATION_ACTION_WORDS: Record<
  ApplicationAction,
  { label: string; title: string; done: string; reason: boolean; isDanger?: boolean }
> = {
  move: { label: 'Move on', title: 'Move to the next stage', done: 'Application moved on', reason: false },
  skip: { label: 'Skip stage', title: 'Skip a stage', done: 'Stage skipped', reason: true },
  hold: {
    label: 'Put on hold',
    title: 'Put application on hold',
    done: 'Application put on hold',
    reason: true,
  },
  resume: { label: 'Resume', title: 'Resume application', done: 'Application resumed', reason: true },
  reject: {
    label: 'Reject',
    title: 'Reject application',
    done: 'Application rejected',
    reason: true,
    isDanger: true,
  },
};

/**
 * Asks before an application moves (spec 4: hold, resume, reject or skip a stage ask for a confirmation, with a
 * reason), then moves it through the one endpoint the list, the drawer and the board's drags share.
 */
export function useApplicationMoves() {
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const transition = useTransitionApplication();

  const ask = (application: Application, action: ApplicationAction, to?: HiringStage) => {
    const words = APPLICATION_ACTION_WORDS[action];
    const name = application.candidate.name;
    const where = to ? ` to ${to.name}` : '';
    const content =
      action === 'move' || action === 'skip'
        ? `${name} moves from ${application.stage.name}${where || (action === 'move' ? ' to the next stage' : ', skipping the next stage')}.`
        : action === 'reject'
          ? `${name}’s application to ${application.hiring_request.code} is rejected; it cannot move on again.`
          : `${name}’s application to ${application.hiring_request.code} is ${action === 'hold' ? 'put on hold' : 'resumed'}.`;
    return confirm({
      title: words.title,
      content,
      confirmText: words.label,
      isDanger: words.isDanger,
      comment: { label: words.reason ? 'Reason' : 'Comment', isRequired: words.reason },
      onConfirm: ({ comment }) =>
        transition.mutateAsync({ id: application.id, action, to_stage: to?.key, reason: comment }).then(
          () => notify('success', words.done),
          (error: unknown) => {
            notify('error', messageForError(error, 'hiring'));
            throw error;
          },
        ),
    });
  };
  return { ask, dialog };
}
