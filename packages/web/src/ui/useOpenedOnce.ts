import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. A dialog loaded when first opened is rendered from then on, so it
 * keeps its state and can animate closed like one loaded with its screen.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
