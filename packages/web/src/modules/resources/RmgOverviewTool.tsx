import { Flex, Typography } from 'antd';
import { displayDate } from '../../platform/displayDate';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { RmgFigureCards, RmgFiguresTable } from './components/RmgFigures';
import { useRmgOverview } from './resources.api';

/**
 * 'rmg-overview' (Resource Management Overview): utilisation, billable % and bench % of the active employees on the
 * day in option `date` (today unless given), for the organisation and by department.
 */
export function RmgOverviewTool({ options }: ToolProps) {
  const overview = useRmgOverview(textOption(options, 'date'));
  return (
    <OpenedRecord id={0} query={overview} emptyText="">
      {(data) => (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            Active employees on {displayDate(data.date)}; each person’s allocation counts up to 100%.
          </Typography.Text>
          <RmgFigureCards figures={data} />
          <RmgFiguresTable
            label="Utilisation by department"
            title="Department"
            noneText="No department"
            groups={data.departments.map(({ department, ...figures }) => ({ name: department, ...figures }))}
          />
        </Flex>
      )}
    </OpenedRecord>
  );
}
