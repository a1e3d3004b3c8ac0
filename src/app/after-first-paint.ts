/** How long after the first frame to wait for the paint's report before starting anyway (a page shown after loading hidden may get none). */
export const PAINT_REPORT_WAIT_MS = 1000;

/**
 * Calls `start` once, after the page's first contentful paint is on screen. A frame callback alone runs
 * before that frame is presented, so whatever `start` fetches would compete with the first paint.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (!started) start();
    started = true;
  };
  requestAnimationFrame(() => setTimeout(startOnce, PAINT_REPORT_WAIT_MS));
  // Every browser the build targets reports paints (Paint Timing).
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) startOnce();
  }).observe({ type: 'paint', buffered: true });
}
