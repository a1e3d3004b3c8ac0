import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './site';

/**
 * A page that never jumps: on a phone with a slow CPU and network, nothing moves between the first
 * paint and the page being idle after hydration, for a first visit and for a returning reader (a
 * stored theme and reading progress, so 'Continue where you left off', ticks and progress lines
 * appear after hydration into the places kept for them).
 */
const MAX_SHIFT = 0.01;
const PAGES = ['/', '/react', '/react/105', '/c++/1008', '/docker/602', '/about', '/contact', '/privacy', '/no-such-page'];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Chromium as a mid-range phone on a slow connection sees the page: CPU 4x slower, slow 4G. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Records every layout shift from the start of the page, with the elements that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Hydrated, nothing left to fetch, and the main thread idle. */
async function settled(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 }))),
  );
}

const returning = async (page: Page) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem(
      'study-notes:progress',
      JSON.stringify({ read: { react: [101, 102, 103, 104, 105], 'c++': [1001] }, last: { series: 'react', id: 105 } }),
    );
  });
};

for (const visitor of ['first', 'returning'] as const) {
  test.describe(`a ${visitor} visit on a phone`, () => {
    test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    for (const path of PAGES) {
      test(`${path} does not move while it loads`, async ({ page }) => {
        if (visitor === 'returning') await returning(page);
        await recordShifts(page);
        await throttle(page);
        await page.goto(path);
        await settled(page);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  });
}
