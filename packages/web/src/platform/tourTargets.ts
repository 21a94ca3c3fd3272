/** What the first-visit tour points at (spec 2.9); the header marks each with `tourTarget(name)`. */
export type TourTargetName = 'workspace-search' | 'profile-menu' | 'notifications' | 'home';

const ATTRIBUTE = 'data-tour-target';

export function tourTarget(name: TourTargetName): Record<typeof ATTRIBUTE, TourTargetName> {
  return { [ATTRIBUTE]: name };
}

export function findTourTarget(name: TourTargetName): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ATTRIBUTE}="${name}"]`);
}
