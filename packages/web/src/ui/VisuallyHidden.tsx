import type { CSSProperties, ReactNode } from 'react';

/** Off screen but read by screen readers (and reached by the keyboard when focusable). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Text for screen readers only: what a colour or a symbol says to the eye. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
