import { useEffect } from 'react';

/** Ctrl+/ (Cmd+/ on a Mac) calls `focus` from anywhere on the page (spec 2.8). */
export function useFocusShortcut(focus: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [focus]);
}
