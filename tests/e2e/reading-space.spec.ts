import type { Page } from '@playwright/test';
import { expect, expectNoProblems, open, test } from './site';

/** Issue 45: the lesson on a phone's first screen, the bars that give way while reading, and the section marked. */

/** The top of the paragraph that starts with `words`, and its line height, in the viewport. */
function paragraphStart(page: Page, words: string) {
  return page
    .getByRole('article')
    .locator('p', { hasText: words })
    .evaluate((paragraph) => ({ top: paragraph.getBoundingClientRect().top, line: parseFloat(getComputedStyle(paragraph).lineHeight) }));
}

test.describe('on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const [path, words] of [
    ['/react/105', 'JSX is the syntax React components use'],
    ['/javascript/311', 'A closure is a function together with'],
  ] as const) {
    test(`${path} starts the lesson high on the first screen, with room for ten of its lines`, async ({ page, problems }) => {
      await open(page, path);
      const { top, line } = await paragraphStart(page, words);
      // It started at about 580 px, below the header, the Lessons bar and the note's title block.
      expect(top + 10 * line).toBeLessThanOrEqual(812);
      expectNoProblems(problems);
    });
  }

  test('the header and the Lessons bar slide away while scrolling down, and come back on scrolling up or to the keyboard', async ({
    page,
    problems,
  }) => {
    await open(page, '/react/105');
    const header = page.getByRole('banner');
    const lessons = page.getByRole('button', { name: 'Lessons' });
    const title = page.getByRole('heading', { level: 1 });
    const pageTop = () => title.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const titleTop = await pageTop();

    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 1200);
    await expect(header).not.toBeInViewport();
    await expect(lessons).not.toBeInViewport();

    await page.mouse.wheel(0, -300);
    await expect(header).toBeInViewport({ ratio: 1 });
    await expect(lessons).toBeInViewport({ ratio: 1 });

    await page.mouse.wheel(0, 600);
    await expect(header).not.toBeInViewport();
    // Tab past the skip link into the header: the bars come back around the focus.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Study Notes' })).toBeFocused();
    await expect(header).toBeInViewport({ ratio: 1 });
    // They move by transform only: the note below them never moved.
    expect(await pageTop()).toBe(titleTop);
    expectNoProblems(problems);
  });
});

test.describe('On this page, beside the note', () => {
  test.use({ viewport: { width: 1440, height: 800 } });

  test('marks the section at the top of the screen, not the short last one below it, until the page ends', async ({ page, problems }) => {
    await open(page, '/react/105');
    const current = page.getByRole('navigation', { name: 'On this page' }).locator('[aria-current="location"]');
    const last = page.getByRole('heading', { level: 2, name: 'Next' });
    // The short last section's heading in the upper third, the last exercise above it filling the top of the screen.
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 100);
    await last.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - innerHeight * 0.3));
    const { top, atBottom } = await last.evaluate((heading) => ({
      top: heading.getBoundingClientRect().top,
      atBottom: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
    }));
    expect(top).toBeGreaterThan(800 * 0.2);
    expect(top).toBeLessThan(800 / 3);
    expect(atBottom).toBe(false);
    await expect(current).toHaveText('3. Compile it by hand');

    await page.keyboard.press('End');
    await expect(current).toHaveText('Next');
    expectNoProblems(problems);
  });
});
