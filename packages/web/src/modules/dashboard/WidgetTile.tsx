import {
  capCount,
  DASHBOARD_TILE_HEIGHT_PX,
  type DashboardWidgetId,
  PYRAMID_COUNT_CAP,
  type Widget,
} from '@atrium/contracts';
import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useNavigate } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { useWidgetData } from './dashboard.api';
import { PyramidChart } from './PyramidChart';

type WidgetData = NonNullable<ReturnType<typeof useWidgetData>['data']>;

function WidgetBody({ widget, data }: { widget: DashboardWidgetId; data: WidgetData }) {
  if ('results' in data) {
    const levels = data.results.map((row, index, all) => {
      const next = all[index + 1]?.bracket.start_year;
      const label =
        next === undefined ? `${row.bracket.start_year}+ y` : `${row.bracket.start_year}–${next} y`;
      return { label, count: row.employee_count };
    });
    return <PyramidChart levels={[...levels].reverse()} />;
  }
  const value =
    'count' in data
      ? data.count
      : 'department_head_count' in data
        ? data.department_head_count
        : data.sub_department_head_count;
  const shown = widget === 'employees_pyramid' ? capCount(value, PYRAMID_COUNT_CAP) : value;
  return <Statistic value={shown} />;
}

/** A dashboard tile: skeleton until its data arrives, an error banner if it cannot load, a drill-down on click. */
export function WidgetTile({ widget }: { widget: Widget }) {
  const navigate = useNavigate();
  const data = useWidgetData(widget.identifier);
  const target = drillDownPath(widget);
  const open = target ? () => navigate(target) : undefined;
  return (
    <Card
      size="small"
      title={widget.title}
      hoverable={Boolean(target)}
      onClick={open}
      onKeyDown={(event) => open && (event.key === 'Enter' || event.key === ' ') && open()}
      tabIndex={target ? 0 : undefined}
      role={target ? 'link' : undefined}
      aria-label={target ? `Open ${widget.title}` : undefined}
      style={{ height: DASHBOARD_TILE_HEIGHT_PX, overflow: 'hidden' }}
    >
      {data.isPending && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
      {data.isError && <Alert type="error" showIcon title={messageForError(data.error)} />}
      {data.data && <WidgetBody widget={widget.identifier} data={data.data} />}
    </Card>
  );
}

/** Where a click on the tile goes: its tool (with the drill-down data as the tool's options) or its workspace. */
function drillDownPath(widget: Widget): string | null {
  const toolsData = (key: string) => encodeURIComponent(JSON.stringify({ [key]: widget.data }));
  if (widget.workspace_key) return `/workspace/${widget.workspace_key}`;
  if (!widget.tool_key) return null;
  const key = widget.path_key ? `${widget.tool_key}#${widget.path_key}` : widget.tool_key;
  return `/${widget.tool_key}?tools_data=${toolsData(key)}`;
}
