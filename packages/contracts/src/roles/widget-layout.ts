export const WIDGETS_LAYOUT_ID = 11;

export const WIDGETS_FULL_LAYOUT_LIMIT = 6;

export interface WidgetLayout {
  isWidgetsToolRemoved: boolean;
  layoutId: typeof WIDGETS_LAYOUT_ID | null;
  isToolsListCutAfterWidgets: boolean;
}

export function widgetLayout(count: number): WidgetLayout {
  if (count <= 0) return { isWidgetsToolRemoved: true, layoutId: null, isToolsListCutAfterWidgets: false };
  return {
    isWidgetsToolRemoved: false,
    layoutId: WIDGETS_LAYOUT_ID,
    isToolsListCutAfterWidgets: count > WIDGETS_FULL_LAYOUT_LIMIT,
  };
}
