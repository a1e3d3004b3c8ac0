import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last of the headings whose top has passed the upper third
 * of the viewport, or undefined above the first. An IntersectionObserver wakes it only when a
 * heading crosses that line, so scrolling costs nothing in between.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const update = () => {
      const line = window.innerHeight / 3;
      setCurrent(headings.findLast((heading) => heading.getBoundingClientRect().top <= line)?.id);
    };
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -66% 0px' });
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
