import { DASHBOARD_COLUMNS } from '@atrium/contracts';
import { Alert, Grid, Skeleton } from 'antd';
import { messageForError } from '../../platform/errorMessages';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { useWidgets } from './dashboard.api';
import { WidgetTile } from './WidgetTile';

/** The home dashboard (spec 2.7): the caller's tiles in a 3-column grid, two on a tablet and one on a phone. */
export function WidgetsTool(_props: ToolProps) {
  const widgets = useWidgets();
  const screens = Grid.useBreakpoint();
  const columns = screens.lg !== false ? DASHBOARD_COLUMNS : screens.sm !== false ? 2 : 1;
  if (widgets.isPending) return <Skeleton active />;
  if (widgets.isError) return <Alert type="error" showIcon title={messageForError(widgets.error)} />;
  if (widgets.data.results.length === 0)
    return <EmptyState description="No dashboard tiles for your roles yet." />;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: 16,
      }}
    >
      {widgets.data.results.map((widget) => (
        <WidgetTile key={widget.identifier} widget={widget} />
      ))}
    </div>
  );
}
