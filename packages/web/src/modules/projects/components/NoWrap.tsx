import type { ReactNode } from 'react';

/** Dates and amounts read as one piece: a column squeezed for room wraps the names beside them instead. */
export const NoWrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);
