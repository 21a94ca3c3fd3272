import { type Application, type Interview, interviewRefusal } from '@atrium/contracts';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { useApplicationInterviews, useDecideSlot } from '../applications.api';
import { InterviewStatusBadge } from './applicationText';
import { slotText } from './interviewText';

const InterviewFormModal = lazy(() =>
  import('./InterviewFormModal').then((m) => ({ default: m.InterviewFormModal })),
);

/**
 * An application's interviews: each round's slot, panel, link and status; scheduling the round it stands at,
 * changing a schedule not begun, and accepting or declining a slot on the candidate's behalf (each confirmed).
 */
export function InterviewPanel({
  application,
  canAct,
  atInterviewStage,
}: {
  application: Application;
  canAct: boolean;
  atInterviewStage: boolean;
}) {
  const notify = useNotify();
  const interviews = useApplicationInterviews(application.id);
  const decide = useDecideSlot();
  const [confirm, dialog] = useConfirmation();
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const hasForm = useOpenedOnce(editing !== null);
  if (interviews.isError)
    return <LoadFailed variant="inline" error={interviews.error} onRetry={() => interviews.refetch()} />;
  if (interviews.isPending) return <Skeleton active />;
  const rows = interviews.data.results;
  const scheduled = rows.some((interview) => interview.stage.key === application.stage.key);
  const canSchedule = canAct && atInterviewStage && !scheduled && application.status === 'in-progress';

  const askSlot = (interview: Interview, decision: 'accept' | 'decline') =>
    confirm({
      title: decision === 'accept' ? 'Accept time slot' : 'Decline time slot',
      content: `On ${application.candidate.name}’s behalf: ${slotText(interview)}.`,
      confirmText: decision === 'accept' ? 'Accept slot' : 'Decline slot',
      isDanger: decision === 'decline',
      comment: decision === 'decline' ? { label: 'Reason', isRequired: true } : undefined,
      onConfirm: ({ comment }) =>
        decide.mutateAsync({ id: interview.id, decision, reason: comment }).then(
          () => notify('success', decision === 'accept' ? 'Slot accepted' : 'Slot declined'),
          (error: unknown) => {
            notify('error', messageForError(error, 'hiring'));
            throw error;
          },
        ),
    });

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Interviews
        </Typography.Title>
        {canSchedule && (
          <Button type="primary" onClick={() => setEditing('new')}>
            Schedule interview
          </Button>
        )}
      </Flex>
      {rows.length === 0 ? (
        <EmptyState
          description={atInterviewStage ? 'No interview scheduled for this round yet.' : 'No interviews yet.'}
        />
      ) : (
        rows.map((interview) => (
          <Card
            key={interview.id}
            size="small"
            title={interview.stage.name}
            extra={<InterviewStatusBadge status={interview.status} />}
          >
            <Flex vertical gap={4}>
              <span>{slotText(interview)}</span>
              <span>
                <Typography.Text type="secondary">Panel: </Typography.Text>
                {interview.interviewers
                  .map((person) => `${person.name}${person.has_feedback ? ' (feedback given)' : ''}`)
                  .join(', ')}
              </span>
              {interview.meeting_link && (
                <a href={interview.meeting_link} target="_blank" rel="noreferrer">
                  {interview.meeting_link}
                </a>
              )}
              {interview.decline_reason && interview.status === 'declined' && (
                <Typography.Text type="secondary">Declined: {interview.decline_reason}</Typography.Text>
              )}
              {canAct && (
                <Flex gap={8} wrap style={{ marginTop: 4 }}>
                  {interviewRefusal(interview.status, 'accept') === null && (
                    <>
                      <Button size="small" onClick={() => askSlot(interview, 'accept')}>
                        Accept slot
                      </Button>
                      <Button size="small" danger onClick={() => askSlot(interview, 'decline')}>
                        Decline slot
                      </Button>
                    </>
                  )}
                  {interviewRefusal(interview.status, 'edit') === null && (
                    <Button size="small" onClick={() => setEditing(interview)}>
                      {interview.status === 'declined' ? 'Propose another slot' : 'Change'}
                    </Button>
                  )}
                </Flex>
              )}
            </Flex>
          </Card>
        ))
      )}
      {hasForm && (
        <Suspense fallback={null}>
          <InterviewFormModal
            open={editing !== null}
            applicationId={application.id}
            interview={editing && editing !== 'new' ? editing : undefined}
            roundName={editing && editing !== 'new' ? editing.stage.name : application.stage.name}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              notify('success', 'Interview scheduled');
            }}
          />
        </Suspense>
      )}
      {dialog}
    </Flex>
  );
}
