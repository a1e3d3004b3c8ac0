/** What the note page does as the reader moves through it; see use-note-enhancements.ts. */
export interface NoteParts {
  /** The reading bar, a child of the note it measures. */
  bar: HTMLElement;
  /** The ids of the note's headings, in order. */
  headingIds: readonly string[];
  /** Told the id of the section being read, or undefined above the first heading. */
  onSection: (id: string | undefined) => void;
  /** An element after the note's text. */
  end: HTMLElement;
  /** Called once, when `end` comes into view. */
  onEnd: () => void;
}

/** Starts the reading bar, the current-section tracking and the read-at-end watcher; returns their stop. */
export function enhanceNote(parts: NoteParts): () => void {
  const stops = [fillReadingBar(parts.bar), trackSection(parts.headingIds, parts.onSection), watchEnd(parts.end, parts.onEnd)];
  return () => stops.forEach((stop) => stop());
}

/**
 * The bar fills as the reader scrolls through the note: empty until the note's top leaves the
 * screen, full once its end is in view. The width is a transform set through the CSSOM, never a
 * style attribute, which the Content-Security-Policy would block on a prerendered page.
 */
function fillReadingBar(bar: HTMLElement): () => void {
  const note = bar.parentElement!;
  // Browsers fire scroll and resize at most once a frame, so each event may measure.
  const update = () => {
    const { top, height } = note.getBoundingClientRect();
    const scrollable = height - window.innerHeight;
    bar.style.transform = `scaleX(${scrollable > 0 ? Math.min(Math.max(-top / scrollable, 0), 1) : 1})`;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

/**
 * The section being read is the last of the headings whose top has passed the upper third of the
 * viewport. The observed area runs from far above the page down to that line, so a heading changes
 * state exactly when it crosses the line, however far a jump (a link, Home / End) scrolls; between
 * crossings scrolling costs nothing.
 */
function trackSection(ids: readonly string[], onSection: (id: string | undefined) => void): () => void {
  const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
  if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return () => {};
  const above = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) above.add(entry.target);
        else above.delete(entry.target);
      }
      onSection(headings.findLast((heading) => above.has(heading))?.id);
    },
    { rootMargin: '10000% 0px -66% 0px' },
  );
  headings.forEach((heading) => observer.observe(heading));
  return () => observer.disconnect();
}

/**
 * Fires once a visit, so a visitor who marks the note unread at its end keeps that choice. A note
 * short enough to end on the first screen is marked read at the reader's first interaction, when
 * this starts, rather than as it opens: by then they are reading it.
 */
function watchEnd(end: HTMLElement, onEnd: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onEnd();
  });
  observer.observe(end);
  return () => observer.disconnect();
}
