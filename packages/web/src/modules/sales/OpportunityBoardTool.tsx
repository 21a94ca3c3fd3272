import { MAX_LIST_LIMIT, type Opportunity } from '@atrium/contracts';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { BoardSetUp } from './components/BoardSetUp';
import { chosenPipeline, PipelinePicker } from './components/PipelinePicker';
import { useOpportunityPage, useSalesProcess } from './sales.api';
import { valueText } from './valueText';

/** A column's narrowest: they share the width beyond it, and scroll sideways below it. */
const COLUMN_MIN_WIDTH = 220;

/**
 * 'opportunity-progression' (Opportunity Overview): the open opportunities the caller may see in one pipeline (the
 * default one unless option `pipeline_id` names another), in a column per stage of it, each card opening the
 * opportunity.
 */
export function OpportunityBoardTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const process = useSalesProcess();
  const pipeline = process.data && chosenPipeline(process.data.pipelines, textOption(options, 'pipeline_id'));
  const open = useOpportunityPage(
    { status: 'open', pipeline_id: pipeline?.id, limit: MAX_LIST_LIMIT, order_by: '-value' },
    pipeline !== undefined,
  );
  if (process.isError)
    return <LoadFailed variant="inline" error={process.error} onRetry={() => process.refetch()} />;
  if (open.isError) return <LoadFailed variant="inline" error={open.error} onRetry={() => open.refetch()} />;
  if (process.isPending || open.isPending) return <Skeleton active />;
  const header = (
    <Flex gap={8} align="center" wrap>
      <PipelinePicker
        id="opportunity-board-pipeline"
        pipelines={process.data.pipelines}
        value={pipeline?.id}
        onChange={(id) => onOptionsChange(withOptions(options, { pipeline_id: String(id) }))}
      />
      <BoardSetUp pipelineId={pipeline?.id} />
    </Flex>
  );
  const byStage = new Map<number, Opportunity[]>();
  for (const opportunity of open.data.results) {
    const key = opportunity.stage?.id ?? 0;
    byStage.set(key, [...(byStage.get(key) ?? []), opportunity]);
  }
  if (!open.data.count)
    return (
      <Flex vertical gap={8} align="flex-start">
        {header}
        <EmptyState description={`No open opportunities in ${pipeline?.name ?? 'this pipeline'}.`} />
      </Flex>
    );
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        {header}
        <Typography.Text type="secondary">
          {open.data.count > open.data.results.length
            ? `The ${open.data.results.length} largest of ${open.data.count} open opportunities`
            : ''}
        </Typography.Text>
      </Flex>
      <ul
        aria-label="Stages"
        style={{
          display: 'flex',
          gap: 12,
          overflowX: 'auto',
          alignItems: 'flex-start',
          listStyle: 'none',
          margin: 0,
          padding: '0 0 8px',
        }}
      >
        {(pipeline?.stages ?? []).map((stage) => {
          const cards = byStage.get(stage.id) ?? [];
          return (
            <li
              key={stage.id}
              aria-label={`${stage.name}: ${cards.length}`}
              style={{ flex: `1 1 ${COLUMN_MIN_WIDTH}px`, minWidth: COLUMN_MIN_WIDTH }}
            >
              <Card
                size="small"
                title={
                  <Flex justify="space-between">
                    <span>{stage.name}</span>
                    <Typography.Text type="secondary">{cards.length}</Typography.Text>
                  </Flex>
                }
                styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
              >
                {cards.length === 0 && <Typography.Text type="secondary">None</Typography.Text>}
                {cards.map((opportunity) => (
                  <Card
                    key={opportunity.id}
                    size="small"
                    hoverable
                    onClick={() => navigate(toolLink('opportunity-detail', { id: opportunity.id }))}
                  >
                    <Flex vertical gap={2}>
                      <a
                        href={toolLink('opportunity-detail', { id: opportunity.id })}
                        onClick={(event) => {
                          event.preventDefault();
                          event.stopPropagation();
                          navigate(toolLink('opportunity-detail', { id: opportunity.id }));
                        }}
                      >
                        {opportunity.code} {opportunity.name}
                      </a>
                      <Typography.Text type="secondary">{opportunity.client.name}</Typography.Text>
                      <Typography.Text>
                        {valueText(opportunity)} · {opportunity.probability}%
                      </Typography.Text>
                    </Flex>
                  </Card>
                ))}
              </Card>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
