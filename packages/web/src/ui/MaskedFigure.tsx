import type { ReactNode } from 'react';
import { useSalaryMasked } from '../platform/useSalaryMasked';

/** A figure hidden by the salary mask: dots on screen, "Masked" to a screen reader. */
export function MaskedFigure() {
  return (
    <span role="img" aria-label="Masked">
      •••••
    </span>
  );
}

/** Whether the salary mask is on here, and a figure that reveals pay as it may be shown: itself or the dots. */
export function useFigureMask(): { isMasked: boolean; mask: (figure: ReactNode) => ReactNode } {
  const isMasked = useSalaryMasked();
  return { isMasked, mask: (figure) => (isMasked ? <MaskedFigure /> : figure) };
}
