import { useEffect, useRef } from 'react';
import { markRead } from '../../app/reading-progress';

/**
 * Marks a note read once the element this ref is given (placed after the note's text) comes into
 * view. It fires once a visit, so a visitor who marks the note unread at its end keeps that choice.
 */
export function useReadAtEnd(series: string, id: number) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      markRead(series, id);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [series, id]);
  return end;
}
