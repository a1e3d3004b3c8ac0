import { useEffect, useEffectEvent } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere while `active` (menus and drawers close on it). */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  const handle = useEffectEvent(onEscape);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
