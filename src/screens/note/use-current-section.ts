import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last of the headings whose top has passed the upper third
 * of the viewport, or undefined above the first. The observed area runs from far above the page
 * down to that line, so a heading changes state exactly when it crosses the line, however far a
 * jump (a link, Home / End) scrolls; between crossings scrolling costs nothing.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const above = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) above.add(entry.target);
          else above.delete(entry.target);
        }
        setCurrent(headings.findLast((heading) => above.has(heading))?.id);
      },
      { rootMargin: '10000% 0px -66% 0px' },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
