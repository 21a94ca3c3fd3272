import { DownOutlined } from '@ant-design/icons';
import {
  type Application,
  type ApplicationAction,
  type HiringStage,
  reachableStages,
} from '@atrium/contracts';
import { Badge, Button, Card, Dropdown, Flex, Select, Skeleton, Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import { idOption } from '../../platform/formFields';
import { withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useApplicationBoard, useHiringFlow } from './applications.api';
import { ApplicationDrawer } from './components/ApplicationDrawer';
import {
  ApplicationStatusBadge,
  applicationState,
  daysAtStage,
  useApplicationActions,
} from './components/applicationText';
import { HiringStatusBadge } from './components/hiringText';
import { APPLICATION_ACTION_WORDS, useApplicationMoves } from './components/useApplicationMoves';
import { useHiringRequest, useHiringRequests } from './hiring.api';

/** A column's narrowest: they share the width beyond it, and scroll sideways below it. */
const COLUMN_MIN_WIDTH = 220;

/**
 * 'candidate-application-tracker-2' (Candidate Application Tracker, the board): the applications of the hiring
 * request in option `id` in a column per stage of the flow. A card is dragged to a later stage, or moved from its
 * "Move to" menu (the way by keyboard), with the same confirmations and rules as everywhere: the next stage is a
 * move, a later one a skip with a reason.
 */
export function ApplicationBoardTool({ options, onOptionsChange }: ToolProps) {
  const requestId = idOption(options.id);
  const opened = idOption(options.application);
  const flow = useHiringFlow();
  const stages = flow.data?.stages ?? [];
  return (
    <Flex vertical gap={12}>
      <RequestPicker
        value={requestId}
        onChange={(id) => onOptionsChange(withOptions(options, { id, application: undefined }))}
      />
      {requestId === undefined ? (
        <EmptyState description="Choose a hiring request to see its applications by stage." />
      ) : (
        <Board
          requestId={requestId}
          onOpen={(application) => onOptionsChange(withOptions(options, { application: application.id }))}
        />
      )}
      <ApplicationDrawer
        applicationId={opened}
        stages={stages}
        onClose={() => onOptionsChange(withOptions(options, { application: undefined }))}
      />
    </Flex>
  );
}

function RequestPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(id: number | undefined): void;
}) {
  const requests = useHiringRequests({ limit: 500, order_by: '-number' });
  const current = useHiringRequest(value);
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong id="board-request-label">
        Hiring request
      </Typography.Text>
      <Select<number>
        aria-labelledby="board-request-label"
        style={{ minWidth: 320 }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Choose a hiring request"
        loading={requests.isPending}
        value={value}
        onChange={(id) => onChange(id)}
        options={(requests.data?.results ?? [])
          .filter((r) => r.status !== 'pending' && r.status !== 'rejected')
          .map((r) => ({
            value: r.id,
            label: `${r.code} · ${r.designation?.name ?? ''} · ${r.department?.name ?? ''}`,
          }))}
      />
      {current.data && <HiringStatusBadge status={current.data.status} />}
    </Flex>
  );
}

function Board({ requestId, onOpen }: { requestId: number; onOpen(application: Application): void }) {
  const board = useApplicationBoard(requestId);
  const { ask, dialog } = useApplicationMoves();
  const [dragged, setDragged] = useState<Application | null>(null);
  const [over, setOver] = useState<string | null>(null);
  if (board.isError)
    return <LoadFailed variant="inline" error={board.error} onRetry={() => board.refetch()} />;
  if (board.isPending) return <Skeleton active />;
  const stages = board.data.columns.map((column) => column.stage);
  const targetOf = (application: Application, stageIndex: number) =>
    reachableStages(applicationState(application), stages.length).find((t) => t.index === stageIndex);

  const drop = (event: DragEvent, stageIndex: number) => {
    event.preventDefault();
    setOver(null);
    const application = dragged;
    setDragged(null);
    if (!application) return;
    const target = targetOf(application, stageIndex);
    if (target) ask(application, target.action, stages[stageIndex]);
  };

  return (
    <>
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
        {board.data.columns.map((column, index) => {
          const canDrop = dragged !== null && targetOf(dragged, index) !== undefined;
          return (
            <li
              key={column.stage.key}
              aria-label={`${column.stage.name}: ${column.count}`}
              onDragOver={(event) => {
                if (!canDrop) return;
                event.preventDefault();
                setOver(column.stage.key);
              }}
              onDragLeave={() => setOver((key) => (key === column.stage.key ? null : key))}
              onDrop={(event) => drop(event, index)}
              style={{
                flex: `1 0 ${COLUMN_MIN_WIDTH}px`,
                background:
                  over === column.stage.key
                    ? 'var(--ant-color-primary-bg, #e6f4ff)'
                    : 'var(--ant-color-fill-quaternary, #fafafa)',
                border: `1px ${canDrop ? 'dashed' : 'solid'} var(--ant-color-border-secondary, #f0f0f0)`,
                borderRadius: 8,
                padding: 8,
                minHeight: 160,
              }}
            >
              <Flex justify="space-between" align="center" style={{ padding: '4px 4px 8px' }}>
                <Typography.Text strong>{column.stage.name}</Typography.Text>
                <Badge count={column.count} showZero color="#8c8c8c" overflowCount={9999} />
              </Flex>
              <Flex vertical gap={8}>
                {column.applications.length === 0 && (
                  <Typography.Text type="secondary" style={{ padding: 4 }}>
                    No one at this stage.
                  </Typography.Text>
                )}
                {column.applications.map((application) => (
                  <BoardCard
                    key={application.id}
                    application={application}
                    stages={stages}
                    onOpen={onOpen}
                    onMove={(action, to) => ask(application, action, to)}
                    onDragStart={() => setDragged(application)}
                    onDragEnd={() => {
                      setDragged(null);
                      setOver(null);
                    }}
                  />
                ))}
                {column.count > column.applications.length && (
                  <Typography.Text type="secondary" style={{ padding: 4 }}>
                    {column.count - column.applications.length} more in the tracker list.
                  </Typography.Text>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}

function BoardCard({
  application,
  stages,
  onOpen,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  application: Application;
  stages: HiringStage[];
  onOpen(application: Application): void;
  onMove(action: ApplicationAction, to?: HiringStage): void;
  onDragStart(): void;
  onDragEnd(): void;
}) {
  const actions = useApplicationActions(application, stages.length);
  const movable = actions.includes('move') || actions.includes('skip');
  const targets = movable ? reachableStages(applicationState(application), stages.length) : [];
  const items = [
    ...targets.map((target) => ({
      key: `to:${target.index}`,
      label: `${stages[target.index]?.name}${target.action === 'skip' ? ' (skip)' : ''}`,
    })),
    ...actions
      .filter((action) => action !== 'move' && action !== 'skip')
      .map((action) => ({
        key: action,
        label: APPLICATION_ACTION_WORDS[action].label,
        danger: action === 'reject',
      })),
  ];
  return (
    <Card
      size="small"
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(application.id));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      style={{ cursor: movable ? 'grab' : 'default' }}
      styles={{ body: { padding: 10 } }}
    >
      <Flex vertical gap={6}>
        <Button
          type="link"
          style={{
            padding: 0,
            height: 'auto',
            justifyContent: 'flex-start',
            fontWeight: 600,
            whiteSpace: 'normal',
            textAlign: 'left',
          }}
          onClick={() => onOpen(application)}
        >
          {application.candidate.name}
        </Button>
        <Flex justify="space-between" align="center" gap={4} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {daysAtStage(application.stage_since)}
            {application.candidate.experience !== null ? ` · ${application.candidate.experience} yrs` : ''}
          </Typography.Text>
          {application.status !== 'in-progress' && <ApplicationStatusBadge status={application.status} />}
        </Flex>
        {items.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key }) => {
                if (key.startsWith('to:')) {
                  const index = Number(key.slice(3));
                  const target = targets.find((t) => t.index === index);
                  if (target) onMove(target.action, stages[index]);
                } else onMove(key as ApplicationAction);
              },
            }}
          >
            <Button
              size="small"
              aria-label={`Move ${application.candidate.name} to`}
              style={{ alignSelf: 'flex-start' }}
            >
              Move to <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Flex>
    </Card>
  );
}
