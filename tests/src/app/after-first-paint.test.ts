// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_REPORT_WAIT_MS } from '../../../src/app/after-first-paint';

type Report = (names: string[]) => void;

/** A browser that reports paints: `report` hands the observer entries, as Chromium does once a frame is presented. */
function stubPaintReports(): { report: Report } {
  let callback: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: (names) => callback!({ getEntriesByName: (name) => names.filter((entry) => entry === name) }),
  };
}

/** Frames come only when the test says (a hidden page gets none). */
let frames: FrameRequestCallback[] = [];
function nextFrame() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

describe('starting the app after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits past the first frame for the first contentful paint to be reported, then starts once', () => {
    const paints = stubPaintReports();
    const start = vi.fn();
    afterFirstPaint(start);
    nextFrame();
    vi.advanceTimersByTime(50);
    expect(start).not.toHaveBeenCalled();

    paints.report(['first-paint']);
    vi.advanceTimersByTime(50);
    expect(start).not.toHaveBeenCalled();

    paints.report(['first-contentful-paint']);
    expect(start).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported a while after the first frame (a page that loaded hidden)', () => {
    stubPaintReports();
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS * 2);
    expect(start).not.toHaveBeenCalled();

    nextFrame();
    vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
