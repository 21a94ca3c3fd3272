import type { ProjectNumbers } from '@atrium/contracts';
import { Button, Descriptions, Flex, Space, Typography } from 'antd';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useFigureMask } from '../../ui/MaskedFigure';
import { ProjectHeading, TotalCard } from './components/ProjectHeading';
import { ProjectScoped, WhenLoaded } from './components/ProjectScoped';
import { moneyIn } from './components/projectMoney';
import { useOpenProjectTool } from './components/projectPage';
import { useProjectNumbers } from './projects.api';

/** Numbers (`project-overview`): a project's money and people at a glance, with the ledgers they come from. */
export function ProjectNumbersTool({ options, onOptionsChange }: ToolProps) {
  return (
    <ProjectScoped
      id={idOption(options.id)}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      emptyText="Choose a project to see its numbers."
    >
      {(id) => <ProjectNumbersView id={id} />}
    </ProjectScoped>
  );
}

/** One project's numbers. */
export function ProjectNumbersView({ id }: { id: number }) {
  const numbers = useProjectNumbers(id);
  return <WhenLoaded result={numbers}>{(data) => <NumbersOf numbers={data} />}</WhenLoaded>;
}

function NumbersOf({ numbers }: { numbers: ProjectNumbers }) {
  const { project, revenue, milestones, team } = numbers;
  const money = moneyIn(project);
  const open = useOpenProjectTool(project.id);
  const { isMasked, mask } = useFigureMask();
  return (
    <Flex vertical gap={16}>
      <ProjectHeading project={project} />
      <Flex gap={12} wrap role="group" aria-label="Totals">
        <TotalCard title="Revenue" value={money(revenue.total)} />
        <TotalCard
          title="Costs and expenses"
          value={money(numbers.costs + numbers.expenses)}
          isMasked={isMasked}
        />
        <TotalCard
          title="Margin"
          value={money(numbers.margin)}
          isMasked={isMasked}
          note={
            <Typography.Text type="secondary">
              {numbers.margin_percent === null
                ? 'No revenue yet'
                : mask(`${numbers.margin_percent}% of revenue`)}
            </Typography.Text>
          }
        />
        <TotalCard title="Still owed by the client" value={money(numbers.outstanding)} />
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, lg: 2 }}
        items={[
          { key: 'recorded', label: 'Revenue recorded', children: money(revenue.recorded) },
          { key: 'invoiced', label: 'Revenue invoiced', children: money(revenue.invoiced) },
          { key: 'partial', label: 'Revenue partly paid', children: money(revenue.partial_paid) },
          { key: 'paid', label: 'Revenue paid', children: money(revenue.paid) },
          { key: 'costs', label: 'Costs', children: mask(money(numbers.costs)) },
          { key: 'expenses', label: 'Expenses', children: money(numbers.expenses) },
          { key: 'received', label: 'Received from the client', children: money(numbers.received) },
          {
            key: 'milestones',
            label: 'Milestones',
            children:
              milestones.count === 0
                ? 'None yet'
                : `${milestones.completed} of ${milestones.count} completed; planned ${money(milestones.planned)}, actual ${money(milestones.actual)}`,
          },
          {
            key: 'team',
            label: `People on ${displayDate(numbers.as_of)}`,
            children: `${team.people} (${team.billable} billable)`,
          },
        ]}
      />
      <Space wrap>
        <Button onClick={() => open('project-financial-records')}>Open Finances</Button>
        <Button onClick={() => open('project-expense-recorder')}>Open Expenses and Receipts</Button>
        <Button onClick={() => open('milestone')}>Open Milestone</Button>
        {project.billing_type === 'fixed-bid' && (
          <Button onClick={() => open('fixed-bid-numbers')}>Open Fixed Bid Numbers</Button>
        )}
      </Space>
    </Flex>
  );
}
