import { displayApiDate } from '@atrium/contracts';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useActor } from '../../../platform/useCan';
import { useExitInterview } from '../exitInterview.api';
import { useOwnExit } from '../exits.api';
import { InterviewBody } from './ExitInterviewSection';

/**
 * On the home of someone leaving: their last working day and their exit interview, to fill in once (the
 * notification that the interview is ready opens the home). Nothing shows for anyone else.
 */
export function MyExitCard() {
  const actor = useActor();
  const own = useOwnExit(actor?.employee_id != null);
  const exit = own.data?.exit;
  if (!exit) return null;
  const hasLeft = exit.status === 'exit-done';
  return (
    <Card size="small" title="My exit" style={{ height: '100%' }}>
      <Flex vertical gap={12} align="start">
        <Typography.Text>
          {hasLeft ? 'Left on ' : 'Last working day: '}
          <Typography.Text strong>{displayApiDate(exit.last_working_day)}</Typography.Text>
        </Typography.Text>
        <InterviewOpener exitId={exit.id} />
      </Flex>
    </Card>
  );
}

function InterviewOpener({ exitId }: { exitId: number }) {
  const interview = useExitInterview(exitId, true);
  const [isOpen, setOpen] = useState(false);
  if (!interview.data?.form) return null;
  const { answer, may_answer: mayAnswer } = interview.data;
  if (!answer && !mayAnswer) return null;
  return (
    <>
      <Typography.Text type="secondary">
        {answer ? 'Your exit interview is answered. Thank you.' : 'Your exit interview is waiting for you.'}
      </Typography.Text>
      <Button type={answer ? 'default' : 'primary'} onClick={() => setOpen(true)}>
        {answer ? 'Read my answers' : 'Fill in my exit interview'}
      </Button>
      <Modal
        title="Exit interview"
        open={isOpen}
        onCancel={() => setOpen(false)}
        footer={null}
        width={640}
        destroyOnHidden
      >
        <InterviewBody exitId={exitId} isFilling />
      </Modal>
    </>
  );
}
