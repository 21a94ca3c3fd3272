import { theme } from 'antd';
import { type CSSProperties, useState } from 'react';
import { VISUALLY_HIDDEN } from '../ui/VisuallyHidden';

/**
 * The first stop of the Tab key: straight to the page, past the header and the navigation (WCAG 2.4.1). It shows
 * itself only while it has the focus.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { token } = theme.useToken();
  const [isFocused, setFocused] = useState(false);
  const shown: CSSProperties = {
    position: 'fixed',
    top: 8,
    left: 8,
    zIndex: token.zIndexPopupBase + 100,
    padding: `${token.paddingXS}px ${token.padding}px`,
    background: token.colorBgElevated,
    boxShadow: token.boxShadow,
    borderRadius: token.borderRadius,
  };
  return (
    <a
      href={`#${targetId}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      style={isFocused ? shown : VISUALLY_HIDDEN}
    >
      Skip to content
    </a>
  );
}
