import { CODE_MESSAGES } from '@atrium/contracts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { addCodeMessages } from '../platform/codeMessages';
import { keepOnlyShowingStyles } from './visibilityStyles';

// Screens are tested as the signed-in shell runs them, with every module's error texts (AppLayout adds them).
addCodeMessages(CODE_MESSAGES);

// Pages are lazy chunks; their first import in a test run takes a while, three times as long on a machine busy
// with other work (`npm run test:under-load`). A wait ends as soon as what it waits for shows.
configure({ asyncUtilTimeout: 10_000 });

/** Width queries answered for jsdom's window (1024 px wide: a laptop); any other query does not match. */
function matchesWidth(query: string): boolean {
  const widths = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (widths.length === 0) return false;
  return widths.every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
}

// jsdom has no matchMedia; Ant Design's responsive hooks call it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has no ResizeObserver; Ant Design's overflow-aware components (menus, tabs) construct one.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });

// jsdom implements getComputedStyle without pseudo-elements and warns; Ant Design asks for scrollbars.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

keepOnlyShowingStyles();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
