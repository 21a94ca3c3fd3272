import {
  formatApiDate,
  type Offer,
  ONBOARDING_TEAM_TEXTS,
  ONBOARDING_TEAMS,
  type OnboardingTask,
  type OnboardingTeam,
} from '@atrium/contracts';
import { Button, Flex, Form, Input, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { requiredRule } from '../../../platform/formRules';
import { useActor } from '../../../platform/useCan';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { EmployeePicker } from '../../people';
import { useCompleteTask, useOfferChange } from '../offers.api';

export function Tasks({ offer, canAdd, onAdd }: { offer: Offer; canAdd: boolean; onAdd(): void }) {
  const notify = useNotify();
  const complete = useCompleteTask();
  const me = useActor()?.user_id;
  const [confirm, dialog] = useConfirmation();
  const askComplete = (task: OnboardingTask) =>
    confirm({
      title: 'Complete task',
      content: `${task.title} for ${offer.candidate.name} is done.`,
      confirmText: 'Complete',
      onConfirm: () =>
        complete.mutateAsync({ id: offer.id, taskId: task.id }).then(
          () => notify('success', 'Task completed'),
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
          Tasks for IT and admin
        </Typography.Title>
        {canAdd && <Button onClick={onAdd}>Add task</Button>}
      </Flex>
      <Table<OnboardingTask>
        aria-label="Onboarding tasks"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={offer.tasks}
        locale={{ emptyText: 'No tasks yet.' }}
        columns={[
          { title: 'Team', key: 'team', render: (_, t) => ONBOARDING_TEAM_TEXTS[t.team] },
          { title: 'Task', dataIndex: 'title', key: 'title' },
          { title: 'Owner', key: 'owner', render: (_, t) => t.owner.name },
          { title: 'Due', key: 'due', render: (_, t) => displayDate(t.due_date) },
          {
            title: 'Status',
            key: 'status',
            render: (_, t) =>
              t.completed_at ? (
                <StatusBadge status="completed" label={`Done ${displayDate(t.completed_at.slice(0, 10))}`} />
              ) : t.owner.id === me && offer.actions.includes('onboard') ? (
                <Button size="small" type="primary" onClick={() => askComplete(t)}>
                  Complete
                </Button>
              ) : (
                <StatusBadge status="open" label="Open" />
              ),
          },
        ]}
      />
      {dialog}
    </Flex>
  );
}

interface TaskValues {
  team?: OnboardingTeam;
  title?: string;
  owner_id?: number;
  due_date?: Dayjs;
}

export function TaskModal({ offer, open, onClose }: { offer: Offer; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<TaskValues>();
  const notify = useNotify();
  const change = useOfferChange();
  const fields = ['team', 'title', 'owner_id', 'due_date'] as const;
  const { failure, clearFailure, showServerError } = useServerForm(form, 'hiring', fields);
  const required = (field: string) => [requiredRule({ module: 'hiring', field })];
  return (
    <FormModal<TaskValues>
      open={open}
      title="Add an onboarding task"
      okText="Add task"
      saving={change.isPending}
      failure={failure}
      form={form}
      name="onboarding-task"
      onFinish={(values) => {
        clearFailure();
        change.mutate(
          {
            id: offer.id,
            kind: 'tasks',
            body: {
              team: values.team as OnboardingTeam,
              title: values.title ?? '',
              owner_id: values.owner_id as number,
              due_date: formatApiDate((values.due_date as Dayjs).toDate()),
            },
          },
          {
            onSuccess: () => {
              notify('success', 'Task added');
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
      <Form.Item name="team" label="Team" rules={required('team')}>
        <Select
          options={ONBOARDING_TEAMS.map((team) => ({ value: team, label: ONBOARDING_TEAM_TEXTS[team] }))}
        />
      </Form.Item>
      <Form.Item name="title" label="Task" rules={required('title')}>
        <Input maxLength={200} placeholder="Laptop and email account" />
      </Form.Item>
      <Form.Item name="owner_id" label="Owner" rules={required('owner_id')}>
        <EmployeePicker by="user" excludeExited />
      </Form.Item>
      <Form.Item name="due_date" label="Due date" rules={required('due_date')}>
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
