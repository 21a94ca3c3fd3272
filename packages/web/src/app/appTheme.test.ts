import { theme } from 'antd';
import Color from 'color';
import { describe, expect, it } from 'vitest';
import { APP_THEME } from './appTheme';

const token = theme.getDesignToken(APP_THEME);

/** WCAG contrast of a colour painted over a background; a translucent colour is blended onto it first. */
function contrast(foreground: string, background: string): number {
  const back = Color(background);
  const fore = Color(foreground);
  return back.mix(fore.alpha(1), fore.alpha()).contrast(back);
}

const TEXT = 4.5;
const BOUNDARY = 3;

describe('the theme meets WCAG 2.1 AA contrast', () => {
  it.each([
    ['body text', token.colorText, token.colorBgContainer, TEXT],
    ['secondary text', token.colorTextSecondary, token.colorBgContainer, TEXT],
    [
      'descriptions, menu group and statistic titles',
      token.colorTextDescription,
      token.colorBgContainer,
      TEXT,
    ],
    ['descriptions on the page background', token.colorTextDescription, token.colorBgLayout, TEXT],
    ['placeholders', token.colorTextPlaceholder, token.colorBgContainer, TEXT],
    ['links', token.colorLink, token.colorBgContainer, TEXT],
    ['links on the page background', token.colorLink, token.colorBgLayout, TEXT],
    ['hovered links', token.colorLinkHover, token.colorBgContainer, TEXT],
    ['primary buttons and the tour', token.colorTextLightSolid, token.colorPrimary, TEXT],
    ['hovered primary buttons', token.colorTextLightSolid, token.colorPrimaryHover, TEXT],
    ['the selected menu item', token.colorPrimary, token.colorPrimaryBg, TEXT],
    ['the Draft (processing) tag', token.colorInfo, token.colorInfoBg, TEXT],
    ['the Active (success) tag', token.colorSuccess, token.colorSuccessBg, TEXT],
    ['warning tags', token.colorWarning, token.colorWarningBg, TEXT],
    ['error tags', token.colorError, token.colorErrorBg, TEXT],
    ['warning figures', token.colorWarning, token.colorBgContainer, TEXT],
    ['error messages and danger buttons', token.colorError, token.colorBgContainer, TEXT],
    ['danger primary buttons and counts', token.colorTextLightSolid, token.colorError, TEXT],
    ['hovered danger primary buttons', token.colorTextLightSolid, token.colorErrorHover, TEXT],
    [
      'the empty text of tables',
      APP_THEME.components?.Table?.colorTextDisabled ?? '',
      token.colorBgContainer,
      TEXT,
    ],
    ['input and button outlines', token.colorBorder, token.colorBgContainer, BOUNDARY],
  ])('%s: %s on %s reaches %d:1', (_, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it.each([
    ["Ant Design's default link", '#1677ff', '#ffffff', 4.1],
    ["Ant Design's default secondary text", 'rgba(0, 0, 0, 0.45)', '#ffffff', 3.35],
  ])('measures %s as the WCAG formula does: %s on %s is %d:1', (_, foreground, background, ratio) => {
    expect(contrast(foreground, background)).toBeCloseTo(ratio, 1);
  });
});
