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

/** The reading line, in % of the viewport's height from its top: a heading above it has begun its section. */
const READING_LINE = 20;

/**
 * The section being read: the last heading above a reading line near the top of the viewport, observed from
 * far above the page down to that line, so a jump of any length is seen and plain scrolling costs nothing; at
 * the bottom of the page, the last section, whose heading a short last section never brings up to the line.
 */
function trackSection(ids: readonly string[], onSection: (id: string | undefined) => void): () => void {
  const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
  if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return () => {};
  const above = new Set<Element>();
  let atBottom = false;
  const report = () => onSection(atBottom ? headings.at(-1)!.id : headings.findLast((heading) => above.has(heading))?.id);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) above.add(entry.target);
        else above.delete(entry.target);
      }
      report();
    },
    { rootMargin: `10000% 0px -${100 - READING_LINE}% 0px` },
  );
  headings.forEach((heading) => observer.observe(heading));
  const checkBottom = () => {
    // A pixel of slack: a zoomed page scrolls by fractions of a pixel.
    const bottom = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (bottom === atBottom) return;
    atBottom = bottom;
    report();
  };
  checkBottom();
  window.addEventListener('scroll', checkBottom, { passive: true });
  window.addEventListener('resize', checkBottom);
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', checkBottom);
    window.removeEventListener('resize', checkBottom);
  };
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
