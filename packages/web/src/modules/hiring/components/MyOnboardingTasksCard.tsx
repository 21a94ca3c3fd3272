import { displayApiDate, type MyOnboardingTask } from '@atrium/contracts';
import { Button, Card, Flex, List, Typography } from 'antd';
import { messageForError } from '../../../platform/errorMessages';
import { useActor } from '../../../platform/useCan';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useCompleteMyOnboardingTask, useMyOnboardingTasks } from '../myOnboardingTasks.api';

const TEAM_TEXTS: Record<MyOnboardingTask['team'], string> = { it: 'IT', admin: 'Admin' };

/**
 * On the home of whoever owns onboarding tasks (IT and admin people, who may hold no hiring role): each open task,
 * for whom and by when, completed after a confirmation. Nothing shows for anyone without one.
 */
export function MyOnboardingTasksCard() {
  const actor = useActor();
  const tasks = useMyOnboardingTasks(actor !== null);
  const complete = useCompleteMyOnboardingTask();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const results = tasks.data?.results ?? [];
  if (!results.length) return null;

  const askComplete = (task: MyOnboardingTask) =>
    confirm({
      title: 'Complete onboarding task',
      content: `${task.title}, for ${task.candidate}, is marked done; the onboarding manager sees it in the checklist.`,
      confirmText: 'Complete',
      onConfirm: () =>
        complete.mutateAsync({ offerId: task.offer_id, taskId: task.id }).then(
          () => notify('success', `${task.title} done`),
          (error: unknown) => {
            notify('error', messageForError(error, 'hiring'));
            throw error;
          },
        ),
    });

  return (
    <Card size="small" title="My onboarding tasks" style={{ height: '100%' }}>
      <List<MyOnboardingTask>
        size="small"
        dataSource={results}
        renderItem={(task) => (
          <List.Item style={{ paddingInline: 0 }}>
            <Flex vertical gap={2} style={{ width: '100%' }}>
              <Flex justify="space-between" align="start" gap={8}>
                <Typography.Text strong>
                  {TEAM_TEXTS[task.team]}: {task.title}
                </Typography.Text>
                <Button size="small" onClick={() => askComplete(task)} aria-label={`Complete ${task.title}`}>
                  Complete
                </Button>
              </Flex>
              <Typography.Text type="secondary">
                For {task.candidate}
                {task.joining_as ? `, ${task.joining_as}` : ''}, joining {displayApiDate(task.joining_date)}
              </Typography.Text>
              <Typography.Text type={task.is_overdue ? 'danger' : 'secondary'}>
                Due {displayApiDate(task.due_date)}
                {task.is_overdue ? ' (overdue)' : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {dialog}
    </Card>
  );
}
