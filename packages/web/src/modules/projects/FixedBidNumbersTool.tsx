import {
  CHANGE_REQUEST_STATUS_LABELS,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequest,
  type ChangeRequestStatus,
  type FixedBidFigures,
  type FixedBidNumbers,
  formatDisplayDate,
  isCalculating,
} from '@atrium/contracts';
import { Alert, Button, Descriptions, Flex, Select, Space, Spin, Typography } from 'antd';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFigureMask } from '../../ui/MaskedFigure';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { ProjectHeading, TotalCard } from './components/ProjectHeading';
import { ProjectScoped, WhenLoaded } from './components/ProjectScoped';
import { moneyIn } from './components/projectMoney';
import { useOpenProjectTool } from './components/projectPage';
import {
  useChangeChangeRequests,
  useChangeRequests,
  useFixedBidNumbers,
  useRecalculateFixedBid,
} from './fixedBid.api';

// The add form and its date picker are fetched when it first opens, not with the screen.
const ChangeRequestModal = lazy(() =>
  import('./components/ChangeRequestModal').then((m) => ({ default: m.ChangeRequestModal })),
);

const MODULE = 'projects';
const hours = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })} h`;
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const at = (iso: string) => {
  const when = new Date(iso);
  return `${formatDisplayDate(when)} at ${when.toTimeString().slice(0, 5)}`;
};

/**
 * Fixed Bid Numbers (`fixed-bid-numbers`): a fixed-bid project's contract value against its cost to date and
 * estimate at completion, revenue recognised by milestone and by per cent complete, recalculated in the
 * background; and the change requests that move the contract value.
 */
export function FixedBidNumbersTool({ options, onOptionsChange }: ToolProps) {
  return (
    <ProjectScoped
      id={idOption(options.id)}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      emptyText="Choose a fixed-bid project to see its plan against its actuals."
    >
      {(id) => <FixedBidNumbersView id={id} />}
    </ProjectScoped>
  );
}

/** One project's fixed-bid numbers, polled while they are recalculated. */
export function FixedBidNumbersView({ id }: { id: number }) {
  const numbers = useFixedBidNumbers(id);
  return <WhenLoaded result={numbers}>{(data) => <FixedBidOf numbers={data} />}</WhenLoaded>;
}

function FixedBidOf({ numbers }: { numbers: FixedBidNumbers }) {
  const open = useOpenProjectTool(numbers.project.id);
  const { project, calculation, figures } = numbers;
  if (!numbers.is_fixed_bid)
    return (
      <Flex vertical gap={16}>
        <ProjectHeading project={project} />
        <EmptyState
          description="Fixed Bid Numbers are for fixed-bid projects. This project is billed on time and material: its Numbers show its revenue, costs and margin."
          action={<Button onClick={() => open('project-overview')}>Open Numbers</Button>}
        />
      </Flex>
    );
  const calculating = isCalculating(calculation.state);
  return (
    <Flex vertical gap={16}>
      <ProjectHeading project={project} />
      <CalculationBar numbers={numbers} />
      {figures ? (
        <div
          aria-busy={calculating}
          style={calculating ? { opacity: 0.45, transition: 'opacity 0.2s' } : undefined}
        >
          <Figures figures={figures} money={moneyIn(project)} />
        </div>
      ) : calculating ? null : (
        <EmptyState description="Not calculated yet: recalculate to see the contract value, cost to date and margin." />
      )}
      <ChangeRequests numbers={numbers} />
    </Flex>
  );
}

/** Where the calculation stands: in progress (with a spinner), failed, stale, or when it was done. */
function CalculationBar({ numbers }: { numbers: FixedBidNumbers }) {
  const { calculation, project } = numbers;
  const recalculate = useRecalculateFixedBid(project.id);
  const notify = useNotify();
  const calculating = isCalculating(calculation.state);
  const run = () =>
    recalculate
      .mutateAsync(undefined)
      .catch((error: unknown) => notify('error', messageForError(error, MODULE)));
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <div role="status" aria-live="polite">
          {calculating ? (
            <Space>
              <Spin size="small" />
              <Typography.Text strong>Calculation in progress</Typography.Text>
              {numbers.figures && (
                <Typography.Text type="secondary">
                  the last figures are shown greyed until it is done
                </Typography.Text>
              )}
            </Space>
          ) : calculation.calculated_at ? (
            <Typography.Text type="secondary">Calculated on {at(calculation.calculated_at)}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">Not calculated yet</Typography.Text>
          )}
        </div>
        <Button onClick={run} loading={recalculate.isPending} disabled={calculating}>
          Recalculate
        </Button>
      </Flex>
      {calculation.state === 'failed' && (
        <Alert type="error" showIcon title="The last recalculation failed. Recalculate to try again." />
      )}
      {calculation.stale && !calculating && (
        <Alert
          type="warning"
          showIcon
          title="Milestones, costs, expenses, change requests, approved time or allocations changed since these figures were calculated: recalculate to bring them up to date."
        />
      )}
    </Flex>
  );
}

function Figures({ figures, money }: { figures: FixedBidFigures; money: (value: number) => string }) {
  const { contract, revenue, cost_to_date: cost, remaining } = figures;
  const overrun = figures.overrun > 0;
  const { isMasked, mask } = useFigureMask();
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap role="group" aria-label="Totals">
        <TotalCard
          title="Contract value"
          value={money(contract.value)}
          note={
            <Typography.Text type="secondary">
              Milestones at their actual amounts where set (planned otherwise), plus approved change requests
            </Typography.Text>
          }
        />
        <TotalCard title="Cost to date" value={money(cost.total)} isMasked={isMasked} />
        <TotalCard
          title="Estimate at completion"
          value={money(figures.estimate_at_completion)}
          isMasked={isMasked}
        />
        <TotalCard
          title="Margin"
          value={money(figures.margin)}
          isMasked={isMasked}
          note={
            <Typography.Text type={figures.margin < 0 && !isMasked ? 'danger' : 'secondary'}>
              {figures.margin_percent === null
                ? 'No contract value yet'
                : mask(`${figures.margin_percent}% of the contract value`)}
            </Typography.Text>
          }
        />
      </Flex>
      {overrun ? (
        <Alert
          type="error"
          showIcon
          title={
            isMasked
              ? 'Overrun forecast: the estimate at completion exceeds the contract value.'
              : `Overrun forecast: the estimate at completion exceeds the contract value by ${money(figures.overrun)}.`
          }
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, lg: 2 }}
        items={[
          { key: 'milestones', label: 'Milestones', children: money(contract.milestones) },
          {
            key: 'approved',
            label: 'Approved change requests',
            children: money(contract.approved_change_requests),
          },
          {
            key: 'by-milestone',
            label: 'Revenue recognised by milestone',
            children: money(revenue.by_milestone),
          },
          {
            key: 'by-percent',
            label: 'Revenue recognised by % complete',
            children: money(revenue.by_percent_complete),
          },
          {
            key: 'complete',
            label: '% complete (cost to date of the estimate)',
            children: percent(figures.percent_complete),
          },
          {
            key: 'burn',
            label: 'Burn (cost to date of the contract value)',
            children: (
              <Typography.Text type={overrun ? 'danger' : undefined}>
                {percent(figures.burn_percent)}
                {overrun ? ' — ahead of % complete: overrun forecast' : ''}
              </Typography.Text>
            ),
          },
          { key: 'costs', label: 'Costs', children: mask(money(cost.costs)) },
          { key: 'expenses', label: 'Expenses', children: money(cost.expenses) },
          {
            key: 'labour',
            label: 'Labour (approved time at cost rates)',
            children: (
              <>
                {mask(money(cost.labour))} for {hours(cost.hours - cost.hours_without_cost_rate)}
              </>
            ),
          },
          {
            key: 'unrated',
            label: 'Hours without a cost rate',
            children: (
              <Typography.Text type={cost.hours_without_cost_rate > 0 ? 'warning' : undefined}>
                {hours(cost.hours_without_cost_rate)}
                {cost.hours_without_cost_rate > 0 ? ' (not valued: give their billing role a cost rate)' : ''}
              </Typography.Text>
            ),
          },
          {
            key: 'remaining',
            label: 'Remaining planned cost',
            children: (
              <>
                {mask(money(remaining.cost))} for {hours(remaining.hours - remaining.hours_without_cost_rate)}{' '}
                to the project end
              </>
            ),
          },
          {
            key: 'remaining-unrated',
            label: 'Remaining hours without a cost rate',
            children: hours(remaining.hours_without_cost_rate),
          },
          { key: 'as-of', label: 'As of', children: displayDate(figures.as_of) },
        ]}
      />
    </Flex>
  );
}

// A plain table: Ant Design's table (with its pagination and filter menus) would take the screen over its budget.
const TABLE: CSSProperties = { width: '100%', borderCollapse: 'collapse' };
const CELL: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
  textAlign: 'left',
  fontWeight: 'normal',
};

const STATUS_OPTIONS = CHANGE_REQUEST_STATUSES.map((value) => ({
  value,
  label: CHANGE_REQUEST_STATUS_LABELS[value],
}));

/** The project's change requests: added in a dialog, decided in place, deleted after a confirmation. */
function ChangeRequests({ numbers }: { numbers: FixedBidNumbers }) {
  const { project, permissions } = numbers;
  const money = moneyIn(project);
  const list = useChangeRequests(project.id, true);
  const change = useChangeChangeRequests(project.id);
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState(false);
  const mayChange = permissions.can_update && project.status !== 'closed';

  const decide = (request: ChangeRequest, status: ChangeRequestStatus) =>
    change
      .mutateAsync({ kind: 'status', recordId: request.id, status })
      .then(() => notify('success', `Change request ${CHANGE_REQUEST_STATUS_LABELS[status].toLowerCase()}`))
      .catch((error: unknown) => notify('error', messageForError(error, MODULE)));
  const remove = async (request: ChangeRequest) => {
    const done = await confirm({
      title: 'Delete this change request?',
      content: `${request.title} (${money(request.amount)}, ${displayDate(request.request_date)}) will be deleted.`,
      confirmText: 'Delete change request',
      isDanger: true,
      onConfirm: () => change.mutateAsync({ kind: 'delete', recordId: request.id }),
    });
    if (done) notify('success', 'Change request deleted');
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Change requests
        </Typography.Title>
        {mayChange && (
          <Button
            type="primary"
            onClick={() => {
              setOpened(true);
              setAdding(true);
            }}
          >
            Add change request
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">
        Approved change requests add to the contract value; proposed and rejected ones do not.
      </Typography.Text>
      {list.isError ? (
        <LoadFailed variant="inline" error={list.error} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Spin />
      ) : list.data.results.length === 0 ? (
        <EmptyState description="No change requests yet." />
      ) : (
        <table style={TABLE}>
          <caption className="ant-typography" style={{ textAlign: 'left', captionSide: 'top' }}>
            <Typography.Text type="secondary">
              {list.data.results.length} change request{list.data.results.length === 1 ? '' : 's'}
            </Typography.Text>
          </caption>
          <thead>
            <tr>
              <th style={CELL}>Date</th>
              <th style={CELL}>Title</th>
              <th style={{ ...CELL, textAlign: 'right' }}>Amount</th>
              <th style={CELL}>Status</th>
              {mayChange && <th style={CELL}>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((r) => (
              <tr key={r.id}>
                <td style={CELL}>{displayDate(r.request_date)}</td>
                <td style={CELL}>{r.title}</td>
                <td style={{ ...CELL, textAlign: 'right' }}>{money(r.amount)}</td>
                <td style={CELL}>
                  {mayChange ? (
                    <Select
                      aria-label={`Status of ${r.title}`}
                      value={r.status}
                      options={STATUS_OPTIONS}
                      onChange={(status) => decide(r, status)}
                      style={{ width: 140 }}
                    />
                  ) : (
                    CHANGE_REQUEST_STATUS_LABELS[r.status]
                  )}
                </td>
                {mayChange && (
                  <td style={CELL}>
                    <Button type="link" danger aria-label={`Delete ${r.title}`} onClick={() => remove(r)}>
                      Delete
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ChangeRequestModal
            project={project}
            open={adding}
            onClose={() => setAdding(false)}
            onSaved={() => notify('success', 'Change request added')}
          />
        </Suspense>
      )}
      {dialog}
    </Flex>
  );
}
