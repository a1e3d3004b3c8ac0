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
 * Fills the bar from the note's top leaving the screen to its end coming into view, through the CSSOM: the
 * Content-Security-Policy blocks style attributes.
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
 * The section being read: the last heading past the upper third of the viewport, observed from far above
 * the page down to that line, so a jump of any length is seen and plain scrolling costs nothing.
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
 * Fires once a visit, so marking the note unread at its end sticks; it starts at the first interaction, so
 * a note that ends on the first screen is read only once the reader acts.
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
