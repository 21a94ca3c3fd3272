import { canTakeExitInterview, type ExitDetail, formatDisplayDate } from '@atrium/contracts';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../platform/apiClient';
import { messageForError } from '../../../platform/errorMessages';
import { useOrganization } from '../../../platform/OrganizationContext';
import { useActor } from '../../../platform/useCan';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useNotify } from '../../../ui/useNotify';
import { FormAnswers, FormFill } from '../../forms';
import {
  downloadInterviewFile,
  uploadInterviewFile,
  useAnswerExitInterview,
  useExitInterview,
} from '../exitInterview.api';

const MODULE = 'employee-exit';

/**
 * The exit's interview, for the leaver and exit managers: the organisation's active exit interview form to fill
 * in once, checked as the server checks it, then the answers read back under the labels they were given on.
 */
export function ExitInterviewSection({ exit }: { exit: ExitDetail }) {
  const actor = useActor();
  const mayTake = actor !== null && canTakeExitInterview(actor, exit.employee.user_id);
  if (!mayTake) return null;
  return (
    <section aria-label="Exit interview">
      <Typography.Title level={5}>Exit interview</Typography.Title>
      <InterviewBody exitId={exit.id} />
    </section>
  );
}

/** The interview itself: the form to fill in once (shown at once when `isFilling`), or the answers given. */
export function InterviewBody({ exitId, isFilling = false }: { exitId: number; isFilling?: boolean }) {
  const interview = useExitInterview(exitId, true);
  const answer = useAnswerExitInterview(exitId);
  const notify = useNotify();
  const { id: orgId } = useOrganization();
  const [filling, setFilling] = useState(isFilling);
  const [failure, setFailure] = useState<string | null>(null);

  if (interview.isError && !interview.data)
    return <LoadFailed variant="inline" error={interview.error} onRetry={() => interview.refetch()} />;
  if (!interview.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { form, answer: given, may_answer: mayAnswer } = interview.data;

  if (given && form) {
    const by = given.answered_by ? ` by ${given.answered_by.name}` : '';
    return (
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          Answered{by} on {formatDisplayDate(new Date(given.answered_at))} · {form.name}, version{' '}
          {form.version}
        </Typography.Text>
        <FormAnswers
          fields={form.fields}
          answers={given.answers}
          onDownload={(file) =>
            downloadInterviewFile(orgId, exitId, file).catch((error: unknown) =>
              notify('error', messageForError(error, MODULE)),
            )
          }
        />
      </Flex>
    );
  }
  if (!form) return <Typography.Text type="secondary">No exit interview form is active yet.</Typography.Text>;
  if (!mayAnswer)
    return <Typography.Text type="secondary">This exit’s interview is not open.</Typography.Text>;
  if (!filling)
    return (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="secondary">
          Not answered yet: {form.name}, {form.fields.length} questions.
        </Typography.Text>
        <Button onClick={() => setFilling(true)}>Fill in the interview</Button>
      </Flex>
    );
  return (
    <FormFill
      fields={form.fields}
      name={`exit-interview-${exitId}`}
      submitText="Save answers"
      submitting={answer.isPending}
      failure={failure}
      uploadFile={(fieldKey, file, onProgress) =>
        uploadInterviewFile(orgId, exitId, fieldKey, file, onProgress)
      }
      onSubmit={(values) => {
        setFailure(null);
        answer.mutate(
          { form_version_id: form.id, answers: values },
          {
            onSuccess: () => notify('success', 'Exit interview saved'),
            onError: (error) => {
              const detail = isApiError(error) ? error.body.detail : undefined;
              setFailure(
                detail ? `${messageForError(error, MODULE)}: ${detail}` : messageForError(error, MODULE),
              );
              if (isApiError(error) && error.code === 'form_version_changed') interview.refetch();
            },
          },
        );
      }}
    />
  );
}
