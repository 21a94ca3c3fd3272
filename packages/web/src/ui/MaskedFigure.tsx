/** A figure hidden by the salary mask: dots on screen, "Masked" to a screen reader. */
export function MaskedFigure() {
  return (
    <span role="img" aria-label="Masked">
      •••••
    </span>
  );
}
