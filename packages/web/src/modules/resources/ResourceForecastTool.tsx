import { FORECAST_LEVEL_TEXTS, FORECAST_LEVELS, type ForecastLevel } from '@atrium/contracts';
import { Alert, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../platform/apiClient';
import { displayDate } from '../../platform/displayDate';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { LoadFailed } from '../../ui/LoadFailed';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { ForecastHeatMap } from './components/ForecastHeatMap';
import { ScenarioPanel } from './components/ScenarioPanel';
import { useResourceForecast } from './resources.api';
import { useScenarioComparison } from './scenarios.api';

const LEVEL_TAGS: Record<ForecastLevel, string> = {
  shortage: 'error',
  tight: 'warning',
  balanced: 'success',
  surplus: 'processing',
};

/** The scenario named by the link (`?scenario=<id>`), if it names one. */
function useScenarioParam(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('scenario'));
  const select = (next: number | undefined) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === undefined) changed.delete('scenario');
        else changed.set('scenario', String(next));
        return changed;
      },
      { replace: true },
    );
  return [Number.isInteger(id) && id > 0 ? id : undefined, select];
}

function Explained({ from, children }: { from: string | undefined; children: ReactNode }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        People to spare (+) or to find (−) in each role, week by week from {displayDate(from ?? '')}: supply /
        demand in full-time people beneath. The pipeline is what open opportunities would need, weighted by
        their probability.
      </Typography.Text>
      <Flex gap={8} wrap aria-label="Legend">
        {FORECAST_LEVELS.map((level) => (
          <Tag key={level} color={LEVEL_TAGS[level]}>
            {FORECAST_LEVEL_TEXTS[level]}
          </Tag>
        ))}
      </Flex>
      {children}
    </Flex>
  );
}

/** Today's forecast alone. */
function Today({ date }: { date: string | undefined }) {
  const forecast = useResourceForecast(date);
  return (
    <OpenedRecord id={0} query={forecast} emptyText="">
      {(data) => (
        <Explained from={data.weeks[0]}>
          <ForecastHeatMap data={data} label="Supply against demand by role and week" />
        </Explained>
      )}
    </OpenedRecord>
  );
}

/** Today's forecast above the scenario's, each of the scenario's weeks telling how its gap differs from today's. */
function Comparison({ id, date, onClear }: { id: number; date: string | undefined; onClear(): void }) {
  const comparison = useScenarioComparison(id, date);
  if (comparison.error instanceof ApiError && comparison.error.status === 404)
    return (
      <Alert
        type="warning"
        showIcon
        title="This scenario no longer exists, or the link is not one of this organisation’s."
        action={<Button onClick={onClear}>Show today</Button>}
      />
    );
  if (comparison.isError)
    return <LoadFailed variant="inline" error={comparison.error} onRetry={() => comparison.refetch()} />;
  if (comparison.isPending) return <Skeleton active />;
  const { today, what_if: whatIf, scenario } = comparison.data;
  return (
    <Explained from={today.weeks[0]}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Today
      </Typography.Title>
      <ForecastHeatMap data={today} label="Today: supply against demand by role and week" />
      <Typography.Title level={5} style={{ margin: 0 }}>
        What if: {scenario.name}
      </Typography.Title>
      <Typography.Text type="secondary">
        Each week framed differs from today: Δ is how many more people would be to spare (+) or to find (−).
      </Typography.Text>
      <ForecastHeatMap
        data={whatIf}
        today={today}
        label={`What if ${scenario.name}: supply against demand by role and week`}
      />
    </Explained>
  );
}

/**
 * 'resource-forecasting-dashboard' (Resource Requirement Forecasting): for the twelve weeks from the day in option
 * `date` (today unless given), each role's supply (people less approved leave, joiners from joining, leavers to their
 * last working day) against demand (allocations and open resource requests), the gap in people as a heat map; beneath,
 * the open opportunities' weighted needs and the gap should they come in. A saved scenario, chosen in its panel or
 * named by the link (`?scenario=<id>`), shows beneath today's, each week's difference told.
 */
export function ResourceForecastTool({ options }: ToolProps) {
  const date = textOption(options, 'date');
  const [scenarioId, selectScenario] = useScenarioParam();
  return (
    <Flex vertical gap={12}>
      <ScenarioPanel selectedId={scenarioId} onSelect={selectScenario} />
      {scenarioId === undefined ? (
        <Today date={date} />
      ) : (
        <Comparison id={scenarioId} date={date} onClear={() => selectScenario(undefined)} />
      )}
    </Flex>
  );
}
