import {
  formatDisplayDate,
  formatDisplayTime,
  type OpportunityDetail,
  type OpportunityEvent,
} from '@atrium/contracts';
import { Button, Card, Flex, List, Tag, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { OpportunitySummary } from './components/OpportunitySummary';
import { useOpportunity } from './sales.api';

const STATE_TEXTS = { done: 'Done', current: 'Current', ahead: 'Ahead' } as const;

const eventText = (event: OpportunityEvent) => {
  switch (event.action) {
    case 'create':
      return `Added at ${event.to_stage ?? 'no stage'}`;
    case 'edit':
      return 'Changed';
    case 'complete-stage':
      return `Completed ${event.from_stage ?? ''}, moved to ${event.to_stage ?? ''}`;
    case 'task':
      return event.comment ?? 'A task changed';
    case 'won':
      return `Won: ${event.comment ?? ''}`;
    case 'lost':
      return `Lost: ${event.comment ?? ''}`;
  }
};

/**
 * 'opportunity-details' (Opportunity Details): the whole record of the opportunity in option `id`, read only: its
 * fields and role mix, every stage's checklist as done, and its history (who added, changed, ticked, moved, won or
 * lost it, when, and the reasons given).
 */
export function OpportunityDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const opportunity = useOpportunity(id);
  return (
    <OpenedRecord id={id} query={opportunity} emptyText="Open an opportunity from the opportunity list.">
      {(record) => <OpportunityRecord opportunity={record} />}
    </OpenedRecord>
  );
}

function OpportunityRecord({ opportunity }: { opportunity: OpportunityDetail }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <OpportunitySummary
        opportunity={opportunity}
        actions={
          <Button onClick={() => navigate(toolLink('opportunity-detail', { id: opportunity.id }))}>
            Open opportunity
          </Button>
        }
      />
      <Card title="Stages" size="small">
        <List
          dataSource={opportunity.stages}
          renderItem={(stage) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex gap={8} align="center">
                  <Typography.Text strong>{stage.name}</Typography.Text>
                  <Tag>{STATE_TEXTS[stage.state]}</Tag>
                </Flex>
                {stage.tasks.map((task) => (
                  <Typography.Text key={task.id} type={task.done ? undefined : 'secondary'}>
                    {task.done ? '✓' : '○'} {task.title}
                    {task.is_mandatory ? ' (mandatory)' : ''}
                    {task.done_by && task.done_at
                      ? ` — ${task.done_by.name}, ${formatDisplayDate(new Date(task.done_at))}`
                      : ''}
                  </Typography.Text>
                ))}
              </Flex>
            </List.Item>
          )}
        />
      </Card>
      <Card title="History" size="small">
        <Timeline
          items={opportunity.history.map((event) => ({
            key: event.id,
            content: (
              <Flex vertical>
                <Typography.Text>{eventText(event)}</Typography.Text>
                <Typography.Text type="secondary">
                  {event.by?.name ?? 'System'}, {formatDisplayDate(new Date(event.created))}{' '}
                  {formatDisplayTime(new Date(event.created))}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}
