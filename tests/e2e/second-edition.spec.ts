import type { Locator, Page } from '@playwright/test';
import { expect, expectNoProblems, fixtureUrl, hydrated, open, test } from './site';

// The valid fixtures, built as a site: note 101 has a review date, two references and two exercises,
// each with a solution and its output; 102 has none of these.
const NOTE = fixtureUrl('/react/101');

const solutions = (page: Page) => page.locator('details').filter({ has: page.locator('summary', { hasText: /^(Show|Hide) solution$/ }) });

/** Where an element is on the page (not in the viewport), so a scroll does not count as a move. */
async function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test.describe('exercises', () => {
  test('show their tasks and fold each solution with its output under Show solution', async ({ page, problems }) => {
    await open(page, NOTE);
    await expect(page.getByRole('heading', { level: 2, name: 'Exercises' })).toBeVisible();
    await expect(page.getByText(/^Write a function greeting\(name\)/)).toBeVisible();
    await expect(solutions(page)).toHaveCount(2);
    for (const solution of await solutions(page).all()) {
      await expect(solution).not.toHaveAttribute('open');
      await expect(solution.locator('pre')).toHaveCount(2);
      for (const code of await solution.locator('pre').all()) await expect(code).toBeHidden();
    }
    // Exercise 2's starter code is not a solution: it shows.
    await expect(page.locator('pre', { hasText: "const names = ['Ada', 'Grace'];" }).first()).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link', { name: 'Exercises' })).toHaveAttribute('href', '#exercises');
    expectNoProblems(problems);
  });

  test('open a solution on a click, moving nothing above it, and keep its highlighting and Copy button', async ({
    page,
    context,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, NOTE);
    const solution = solutions(page).first();
    const summary = solution.locator('summary');
    await summary.scrollIntoViewIfNeeded();
    const above = [page.getByRole('heading', { level: 1 }), page.getByRole('heading', { name: '1. Say hello to a reader' }), summary];
    const before = await Promise.all(above.map(pageTop));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const nextExercise = page.getByRole('heading', { name: '2. One list item per name' });
    const nextBefore = await pageTop(nextExercise);

    await summary.click();
    await expect(solution).toHaveAttribute('open');
    const code = solution.locator('pre').first();
    await expect(code).toBeVisible();
    await expect(solution.locator('pre').nth(1)).toHaveText('Hello, Ada!');
    expect(await Promise.all(above.map(pageTop))).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // It grew downwards: what follows moved down.
    expect(await pageTop(nextExercise)).toBeGreaterThan(nextBefore + 50);

    await expect(code.locator('span[class^="sh"]').first()).toBeVisible();
    await solution.getByRole('button', { name: 'Copy' }).first().click();
    await expect(solution.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
    expectNoProblems(problems);
  });

  test('open and close from the keyboard: Tab to Show solution, then Enter or Space', async ({ page, problems }) => {
    await open(page, NOTE);
    const solution = solutions(page).first();
    const summary = solution.locator('summary');
    // Tab from the exercise's heading link: the next stop is the summary.
    await page.getByRole('link', { name: '1. Say hello to a reader' }).last().focus();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await expect(summary).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(solution).toHaveAttribute('open');
    await expect(summary).toHaveText('Hide solution');
    await expect(solution.locator('pre').first()).toBeVisible();
    await page.keyboard.press('Space');
    await expect(solution).not.toHaveAttribute('open');
    await expect(summary).toHaveText('Show solution');
    await expect(solution.locator('pre').first()).toBeHidden();
    expectNoProblems(problems);
  });

  test('stay folded on paper, even one opened on screen', async ({ page }) => {
    await open(page, NOTE);
    const solution = solutions(page).first();
    await solution.locator('summary').click();
    await expect(solution.locator('pre').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(solution.locator('summary')).toBeVisible();
    for (const code of await solutions(page).locator('pre').all()) await expect(code).toBeHidden();
    // The task and the starter code print.
    await expect(page.getByText(/^Write a function greeting\(name\)/)).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`look right ${colorScheme} at ${width} px, closed and open; screenshots`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await open(page, NOTE);
        const section = page.locator('article');
        await page.getByRole('heading', { level: 2, name: 'Exercises' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screenshots/exercises-closed-${width}-${colorScheme}.png`, fullPage: true });
        await solutions(page).first().locator('summary').click();
        await solutions(page).first().locator('summary').hover();
        await page.screenshot({ path: `test-results/screenshots/exercises-open-${width}-${colorScheme}.png`, fullPage: true });
        // Nothing sticks out sideways: the page does not scroll horizontally.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expect(section).toBeVisible();
      });
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a solution still opens', async ({ page }) => {
    await page.goto(NOTE);
    const solution = solutions(page).first();
    await expect(solution.locator('pre').first()).toBeHidden();
    await solution.locator('summary').click();
    await expect(solution.locator('pre').first()).toBeVisible();
  });
});

test.describe('references and the review date', () => {
  test('show Reviewed beside the unchanged publication line, in the same format', async ({ page, problems }) => {
    await open(page, NOTE);
    const published = page.getByText('Published on October 1, 2024 in REACT', { exact: true });
    const reviewed = page.getByText('Reviewed November 20, 2026', { exact: true });
    await expect(published).toBeVisible();
    await expect(reviewed).toBeVisible();
    // Beside it on a wide screen: on the same line.
    const [publishedBox, reviewedBox] = [await published.boundingBox(), await reviewed.boundingBox()];
    expect(Math.abs(publishedBox!.y - reviewedBox!.y)).toBeLessThan(2);
    expect(reviewedBox!.x).toBeGreaterThan(publishedBox!.x + publishedBox!.width);
    expectNoProblems(problems);
  });

  test('list the references after the note, before Previous / Next, each a link with its host', async ({ page, problems }) => {
    await open(page, NOTE);
    const references = page.getByRole('region', { name: 'References' });
    await expect(references.getByRole('listitem')).toHaveText([
      'React: Writing Markup with JSX react.dev',
      'MDN: Template literals developer.mozilla.org',
    ]);
    await expect(references.getByRole('link', { name: 'MDN: Template literals' })).toHaveAttribute(
      'href',
      'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Template_literals',
    );
    const order = await page.evaluate(() => {
      const article = document.querySelector('article')!;
      const lastSolution = [...article.querySelectorAll('details')].at(-1)!;
      const section = article.querySelector('section[aria-labelledby="note-references"]')!;
      const pager = article.querySelector('nav[aria-label="Previous and next notes"]')!;
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { afterBody: follows(lastSolution, section), beforePager: follows(section, pager) };
    });
    expect(order).toEqual({ afterBody: true, beforePager: true });
    expectNoProblems(problems);
  });

  test('are absent from a note that has neither', async ({ page }) => {
    await open(page, fixtureUrl('/react/102'));
    await expect(page.getByText('Published on October 2, 2024 in REACT', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Reviewed/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'References' })).toHaveCount(0);
  });

  test('are cited in the Article JSON-LD of the prerendered page', async ({ page }) => {
    await page.goto(NOTE);
    await hydrated(page);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!) as Record<string, unknown>));
    const article = jsonLd.find((data) => data['@type'] === 'Article')!;
    expect(article.citation).toEqual([
      { '@type': 'CreativeWork', name: 'React: Writing Markup with JSX', url: 'https://react.dev/learn/writing-markup-with-jsx' },
      {
        '@type': 'CreativeWork',
        name: 'MDN: Template literals',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Template_literals',
      },
    ]);
  });
});
