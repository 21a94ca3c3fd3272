import { describe, expect, it } from 'vitest';
import { type WidgetLayout, widgetLayout } from './widget-layout';

const REMOVED: WidgetLayout = {
  isWidgetsToolRemoved: true,
  layoutId: null,
  isToolsListCutAfterWidgets: false,
};
const LAYOUT_11: WidgetLayout = {
  isWidgetsToolRemoved: false,
  layoutId: 11,
  isToolsListCutAfterWidgets: false,
};
const LAYOUT_11_CUT: WidgetLayout = {
  isWidgetsToolRemoved: false,
  layoutId: 11,
  isToolsListCutAfterWidgets: true,
};

describe('widgetLayout', () => {
  it.each<[number, WidgetLayout]>([
    [0, REMOVED],
    [1, LAYOUT_11],
    [3, LAYOUT_11],
    [6, LAYOUT_11],
    [7, LAYOUT_11_CUT],
    [19, LAYOUT_11_CUT],
  ])('%i widgets', (count, expected) => {
    expect(widgetLayout(count)).toEqual(expected);
  });
});
