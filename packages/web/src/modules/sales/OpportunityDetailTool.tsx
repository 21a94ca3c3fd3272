import { EditOutlined } from '@ant-design/icons';
import type { OpportunityDetail, OpportunityStage } from '@atrium/contracts';
import { Alert, Button, Card, Checkbox, Flex, Steps, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { OpportunitySummary } from './components/OpportunitySummary';
import { useCheckTask, useCompleteStage, useDecideOpportunity, useOpportunity } from './sales.api';

// A stage's custom fields, with their inputs, are fetched only for an opportunity whose stages have some.
const StageFieldsForm = lazy(() =>
  import('./components/StageFields').then((m) => ({ default: m.StageFieldsForm })),
);
const PassedStageFields = lazy(() =>
  import('./components/StageFields').then((m) => ({ default: m.PassedStageFields })),
);

/**
 * 'opportunity-detail' (Opportunity Details): the working screen of the opportunity in option `id`: its fields, the
 * sales process with the current stage's checklist to tick and its fields to fill in (passed stages' fields read
 * only), completing the stage (refused while a mandatory task is undone or a required field empty), and marking it
 * won or lost with a reason, each after a confirmation.
 */
export function OpportunityDetailTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const opportunity = useOpportunity(id);
  return (
    <OpenedRecord id={id} query={opportunity} emptyText="Open an opportunity from the opportunity list.">
      {(record) => <OpportunityWorkspace opportunity={record} />}
    </OpenedRecord>
  );
}

function OpportunityWorkspace({ opportunity }: { opportunity: OpportunityDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const decide = useDecideOpportunity();
  const isOpen = opportunity.status === 'open';

  const askOutcome = (outcome: 'won' | 'lost') =>
    confirm({
      title: outcome === 'won' ? 'Mark opportunity won' : 'Mark opportunity lost',
      content:
        outcome === 'won'
          ? `${opportunity.code}: a draft project is created for ${opportunity.client.name}, with a resource request for each role of the role mix. Say why it was won.`
          : `${opportunity.code}: the opportunity closes and changes no more. Say why it was lost.`,
      confirmText: outcome === 'won' ? 'Mark won' : 'Mark lost',
      isDanger: outcome === 'lost',
      comment: { label: 'Reason', isRequired: true },
      onConfirm: ({ comment }) =>
        decide.mutateAsync({ id: opportunity.id, body: { outcome, reason: comment ?? '' } }).then(
          (saved) =>
            notify(
              'success',
              outcome === 'won'
                ? `Opportunity won: project ${saved.project?.code ?? ''} created as a draft`
                : 'Opportunity lost',
            ),
          (error: unknown) => {
            notify('error', messageForError(error, 'sales'));
            throw error;
          },
        ),
    });

  return (
    <Flex vertical gap={16}>
      <OpportunitySummary
        opportunity={opportunity}
        actions={
          <>
            {isOpen && (
              <>
                <Button
                  icon={<EditOutlined />}
                  onClick={() => navigate(toolLink('opportunity-form', { id: opportunity.id }))}
                >
                  Edit
                </Button>
                <Button type="primary" onClick={() => askOutcome('won')}>
                  Mark won
                </Button>
                <Button danger onClick={() => askOutcome('lost')}>
                  Mark lost
                </Button>
              </>
            )}
            <Button
              onClick={() => navigate(toolLink('sales-opportunity-document-manager', { id: opportunity.id }))}
            >
              Documents
            </Button>
            <Button
              type="link"
              onClick={() => navigate(toolLink('opportunity-details', { id: opportunity.id }))}
            >
              Full details and history
            </Button>
          </>
        }
      />
      <SalesProcessCard opportunity={opportunity} />
      {dialog}
    </Flex>
  );
}

/** The stages in order, and the current one's checklist with its Complete stage button. */
function SalesProcessCard({ opportunity }: { opportunity: OpportunityDetail }) {
  const current = opportunity.stages.find((stage) => stage.state === 'current');
  const index = opportunity.stages.findIndex((stage) => stage.id === opportunity.stage?.id);
  return (
    <Card title="Sales process" size="small">
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={Math.max(index, 0)}
          status={
            opportunity.status === 'lost' ? 'error' : opportunity.status === 'won' ? 'finish' : 'process'
          }
          items={opportunity.stages.map((stage) => ({
            title: stage.name,
            description: stage.is_notification_trigger ? 'Tells the sales head' : undefined,
          }))}
        />
        {current ? (
          <StageChecklist
            opportunity={opportunity}
            stage={current}
            isLast={current === opportunity.stages.at(-1)}
          />
        ) : (
          <Typography.Text type="secondary">
            {opportunity.status === 'open' ? 'No stage yet.' : 'This opportunity is closed.'}
          </Typography.Text>
        )}
        {opportunity.stages.some((stage) => stage.state === 'done' && stage.fields.length > 0) && (
          <Suspense fallback={null}>
            <PassedStageFields stages={opportunity.stages} />
          </Suspense>
        )}
      </Flex>
    </Card>
  );
}

function StageChecklist({
  opportunity,
  stage,
  isLast,
}: {
  opportunity: OpportunityDetail;
  stage: OpportunityStage;
  isLast: boolean;
}) {
  const notify = useNotify();
  const check = useCheckTask();
  const complete = useCompleteStage();
  const pending = stage.tasks.filter((task) => task.is_mandatory && !task.done);
  const completeStage = () =>
    complete.mutate(opportunity.id, {
      onSuccess: (saved) => notify('success', `${stage.name} completed: now at ${saved.stage?.name ?? ''}`),
      onError: (error) => notify('error', messageForError(error, 'sales')),
    });
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {stage.name} checklist
      </Typography.Title>
      {stage.tasks.length === 0 && (
        <Typography.Text type="secondary">This stage has no tasks.</Typography.Text>
      )}
      {stage.tasks.map((task) => (
        <Flex key={task.id} gap={8} align="center" wrap>
          <Checkbox
            checked={task.done}
            disabled={check.isPending}
            onChange={(event) =>
              check.mutate(
                { id: opportunity.id, taskId: task.id, done: event.target.checked },
                { onError: (error) => notify('error', messageForError(error, 'sales')) },
              )
            }
          >
            {task.title}
          </Checkbox>
          {task.is_mandatory && <Tag>Mandatory</Tag>}
          {task.done_by && <Typography.Text type="secondary">done by {task.done_by.name}</Typography.Text>}
        </Flex>
      ))}
      {stage.fields.length > 0 && (
        <Suspense fallback={null}>
          <StageFieldsForm
            key={`${stage.id}-${stage.fields.map((field) => field.value).join('|')}`}
            opportunityId={opportunity.id}
            stage={stage}
          />
        </Suspense>
      )}
      {pending.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`${pending.length} mandatory ${pending.length === 1 ? 'task is' : 'tasks are'} still to do before this stage can be completed.`}
        />
      )}
      {!isLast && (
        <div>
          <Button onClick={completeStage} loading={complete.isPending}>
            Complete stage
          </Button>
        </div>
      )}
      {isLast && (
        <Typography.Text type="secondary">
          This is the last stage: mark the opportunity won or lost to close it.
        </Typography.Text>
      )}
    </Flex>
  );
}
