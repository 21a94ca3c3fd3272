import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the person has asked their system for less motion (WCAG 2.3.3), now. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

/** Whether the person has asked their system for less motion, following the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
