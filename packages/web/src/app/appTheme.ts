import type { ThemeConfig } from 'antd';

/**
 * Ant Design's colours, darkened to meet WCAG 2.1 AA (4.5:1 for text, 3:1 for control boundaries) with the same
 * hues: its defaults give links and primary buttons 4.1:1, secondary text 3.4:1, placeholders 1.8:1 and the
 * success tag 2.2:1 on white. appTheme.test.ts holds the ratios. Status tags keep their words, so colour is
 * never the only sign of a status.
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';

export const APP_THEME: ThemeConfig = {
  token: {
    // Primary buttons, links, the selected menu item, the tour and the "processing" (Draft) tag.
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#1f66e0',
    colorInfo: '#0958d9',
    colorLinkHover: '#003eb3',
    // Status tags write these on their pale backgrounds; a dark seed would darken the backgrounds to grey.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#9a5b00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    // Secondary text: descriptions, menu group titles, statistic titles, icons.
    colorTextTertiary: SECONDARY_TEXT,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // The outline of inputs, selects, checkboxes and default buttons.
    colorBorder: '#8c8c8c',
  },
  components: {
    // A table's empty text ("No balance to close.") is written in the disabled colour, though nothing is disabled.
    Table: { colorTextDisabled: SECONDARY_TEXT },
  },
};
