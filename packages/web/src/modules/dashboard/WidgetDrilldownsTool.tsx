import { Result, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { WIDGET_DRILLDOWNS } from './widgetDrilldowns';

export const NO_SUCH_DRILLDOWN_TEXT = 'There is no such drilldown.';

const screens = new Map<string, ComponentType<ToolProps>>();

/** The lazy screen of a known path, one per path for the life of the page, so its chunk is fetched once. */
function screenFor(path: string) {
  const load = Object.hasOwn(WIDGET_DRILLDOWNS, path) ? WIDGET_DRILLDOWNS[path] : undefined;
  if (!load) return null;
  let screen = screens.get(path);
  if (!screen) {
    screen = lazy(() => load().then((component) => ({ default: component })));
    screens.set(path, screen);
  }
  return screen;
}

/**
 * 'widget-drilldowns' (Widget Drilldown): the screen its key's path names (spec 2.7, '/pending-timesheets'); a
 * path it does not know says so.
 */
export function WidgetDrilldownsTool(props: ToolProps) {
  const Screen = props.path ? screenFor(props.path) : null;
  if (!Screen) {
    return (
      <Result
        status="info"
        title={NO_SUCH_DRILLDOWN_TEXT}
        subTitle="Open a drilldown from its tile on the dashboard."
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton active />}>
      <Screen {...props} />
    </Suspense>
  );
}
