import { useEffect } from 'react';

/** The page's top, in px, where the bars always show: about the header and the series bar's height. */
const TOP = 120;
/** How far the page must move one way before the bars follow, so a trembling finger does not flicker them. */
const STEP = 8;

/**
 * Sets `data-bars-away` on the page while the reader scrolls down past its top, and clears it as soon as they
 * scroll up: on narrow screens the sticky header and series bar then slide out of the way (global.css).
 */
export function useBarsAway() {
  useEffect(() => {
    const root = document.documentElement;
    let last = window.scrollY;
    // Browsers fire scroll at most once a frame; reading scrollY costs no layout.
    const update = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < STEP && y > TOP) return;
      root.toggleAttribute('data-bars-away', y > last && y > TOP);
      last = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      root.removeAttribute('data-bars-away');
    };
  }, []);
}
