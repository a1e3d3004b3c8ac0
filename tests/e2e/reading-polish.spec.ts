import type { Page } from '@playwright/test';
import { expect, expectNoProblems, expectTagOpensSearch, open, test } from './site';

/** Issue 45's reading details, one page visit each, at the widths where they showed. */

test('on a phone, code in a table keeps each token whole and a wide table scrolls instead of squeezing', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/html/213');
  const table = page.locator('main table').first();
  // Every token of inline code sits on one line (a code element breaks, if at all, only at its spaces).
  const broken = await table.locator('code').evaluateAll((codes) =>
    codes.flatMap((code) => {
      const words = (code.textContent ?? '').split(' ');
      const range = document.createRange();
      range.selectNodeContents(code);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > words.length ? [code.textContent] : [];
    }),
  );
  expect(broken).toEqual([]);
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expectNoProblems(problems);
});

test('Copy keeps its width when it says Copied; a sample’s output is labelled Output, joined to it, and compared after a Run', async ({
  page,
  context,
  problems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/javascript/311');
  const copy = page.locator('main').getByRole('button', { name: 'Copy', exact: true }).first();
  const before = await copy.boundingBox();
  await copy.click();
  const copied = page.locator('main').getByRole('button', { name: 'Copied', exact: true }).first();
  await expect(copied).toBeVisible();
  expect(await copied.boundingBox()).toEqual(before);

  // What a sample prints is labelled Output and joined to the sample, and a Run says it printed the same.
  const sample = page.locator('main [data-code-block]:has(+ [data-output])').first();
  const output = sample.locator('xpath=following-sibling::*[1]');
  expect(await output.locator('span[data-lang]').evaluate((label) => getComputedStyle(label, '::before').content)).toBe('"Output"');
  expect((await output.boundingBox())!.y).toBeCloseTo((await sample.boundingBox())!.y + (await sample.boundingBox())!.height, 0);
  await sample.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(sample.getByRole('region', { name: 'Output' }).getByRole('status')).toHaveText("Finished: the same output as the note's");
  expectNoProblems(problems);
});

test('on a phone, Next comes before Previous; a tag opens the search for it', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/react/105');
  await expectTagOpensSearch(page, page.getByRole('list', { name: 'Tags' }).getByRole('button').first());

  const pager = page.getByRole('navigation', { name: 'Previous and next notes' });
  const next = await pager.getByRole('link', { name: /Next/ }).boundingBox();
  const previous = await pager.getByRole('link', { name: /Previous/ }).boundingBox();
  expect(next!.y).toBeLessThan(previous!.y);
  expectNoProblems(problems);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });
  test("headings show no '#' until their link is followed", async ({ page, problems }) => {
    await open(page, '/react/105');
    const anchorMark = (slug: string) => page.locator(`[id="${slug}"] > a`).evaluate((link) => getComputedStyle(link, '::after').opacity);
    const slugs = await page.locator('main :is(h2, h3)[id]:has(> a)').evaluateAll((headings) => headings.map((heading) => heading.id));
    for (const slug of slugs) expect(await anchorMark(slug), slug).toBe('0');
    await page.locator(`[id="${slugs[0]}"] > a`).tap();
    await expect.poll(() => anchorMark(slugs[0]!)).toBe('1');
    expectNoProblems(problems);
  });
});

/** Whether the current lesson's link lies inside the lesson list's visible part. */
const currentLessonInView = (page: Page) =>
  page.getByRole('navigation', { name: 'Lessons' }).evaluate((nav) => {
    const current = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    const list = nav.getBoundingClientRect();
    return current.top >= list.top && current.bottom <= list.bottom;
  });

test('the series sidebar shows the current lesson, late in a long series, on a desktop and in the phone drawer', async ({
  page,
  problems,
}) => {
  await open(page, '/react/140');
  expect(await currentLessonInView(page)).toBe(true);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Lessons' }).click();
  await expect(page.getByRole('complementary', { name: 'React lessons' })).toHaveAttribute('data-open', 'true');
  expect(await currentLessonInView(page)).toBe(true);
  // Wider than the 16rem column: most of a 375 px phone.
  expect((await page.getByRole('complementary', { name: 'React lessons' }).boundingBox())!.width).toBeGreaterThanOrEqual(300);
  expectNoProblems(problems);
});
