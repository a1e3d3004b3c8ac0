import { expect, expectNoProblems, expectTagOpensSearch, open, pathOf, test } from './site';

const BADGES = ['C', 'C++', 'PYTHON', 'JAVA', 'HTML', 'CSS', 'JAVASCRIPT', 'REACT', 'NODE.JS', 'DOCKER', 'GIT', 'GITHUB', 'DSA'];

test.describe('home page search', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, '/');
  });

  test('shows the tagline and the 13 featured paths in order, each with Explore and tags that open the search', async ({
    page,
    problems,
  }) => {
    await expect(page.getByText('Master programming with clean, concise coding documentation.')).toBeVisible();
    await expect(page.getByText('13 programming topics to explore')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(13);
    await expect(cards.locator('header > span')).toHaveText(BADGES);
    const explore = cards.getByRole('link', { name: /^Explore/ });
    await expect(explore).toHaveCount(13);
    await expect(explore.nth(1)).toHaveAttribute('href', '/c++');
    await expect(cards.first()).not.toHaveAttribute('data-highlighted');
    // The whole card is its link: a click on it (here its middle) goes where Explore goes. Its other tab stops are its
    // tags, and a tag opens the search for it.
    const tags = cards.nth(1).getByRole('list', { name: 'Tags' }).getByRole('button');
    expect(await cards.nth(1).evaluate((card) => card.querySelectorAll('a, button, [tabindex]').length)).toBe(1 + (await tags.count()));
    await expectTagOpensSearch(page, tags.first());
    expect(pathOf(page)).toBe('/');
    await cards.nth(1).click();
    await expect.poll(() => pathOf(page)).toBe('/c++/1001');
    expectNoProblems(problems);
  });

  test('browses while typing, locks an exact match on Enter, and types back to browsing', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Search topics' });
    await box.fill('java');
    await expect(page.getByText(/^Browsing topics starting with "java"/)).toBeVisible();
    // The notes to search load on the first keystroke; wait for the results before counting them.
    await expect(page.getByText(/^Found \d+ matching topics$/)).toBeVisible();
    const browseCount = await page.getByRole('article').count();
    await expect(page.getByText(`Found ${browseCount} matching topics`)).toBeVisible();
    await expect(page.getByRole('article').locator('header > span')).toContainText(['JAVASCRIPT', 'JAVA']);

    await box.press('Enter');
    await expect(page.getByText('Exact match: "java"')).toBeVisible();
    const exact = page.getByRole('article');
    await expect(exact.first().locator('header > span')).toHaveText('JAVA');
    const exactCount = await exact.count();
    expect(exactCount).toBeLessThan(browseCount);
    await expect(page.getByText(`Found ${exactCount} matching topics`)).toBeVisible();
    await expect(exact.first().getByRole('link', { name: /^Read/ })).toHaveAttribute('href', '/java/4001');
    await expect(exact.first()).toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByRole('button', { name: 'View All Topics' })).toBeVisible();

    await box.press('s');
    await expect(page.getByText(/^Browsing topics starting with "javas"/)).toBeVisible();
  });

  test('ignores a blank Enter', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Search topics' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByText('13 programming topics to explore')).toBeVisible();
    await expect(page.getByText(/Exact match/)).toHaveCount(0);
  });

  test('shows the empty states and View All Topics resets the search', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Search topics' });
    await box.fill('jav');
    await box.press('Enter');
    await expect(page.getByText('No exact match found for "jav"')).toBeVisible();
    await expect(page.getByText('Try different search terms')).toBeVisible();
    await page.getByRole('button', { name: 'View All Topics' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByText('13 programming topics to explore')).toBeVisible();

    await box.fill('xyz');
    await expect(page.getByText('No topics starting with "xyz"')).toBeVisible();
    await page.getByRole('button', { name: 'View All Topics' }).click();
    await expect(page.getByRole('article')).toHaveCount(13);
  });

  test('the clear button empties the text and the exact term', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Search topics' });
    await box.fill('react');
    await box.press('Enter');
    await expect(page.getByText('Exact match: "react"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByText('13 programming topics to explore')).toBeVisible();
    await expect(page.getByText(/Start typing a topic/)).toBeVisible();
  });

  test('below the series results, lists the notes whose text mentions the words, each a link to its section', async ({
    page,
    problems,
  }) => {
    const box = page.getByRole('searchbox', { name: 'Search topics' });
    await box.fill('closures');
    // The spec's empty state stays: no series key starts with the word.
    await expect(page.getByText('No topics starting with "closures"')).toBeVisible();
    const mentions = page.getByRole('region', { name: 'In the notes' });
    await expect(mentions.getByRole('status')).toHaveText(/notes mentioning “closures”$/);
    const first = mentions.getByRole('link').first();
    await expect(first).toContainText('Closures');
    await expect(first.locator('mark').first()).toHaveText(/^closures?$/i);
    await page.screenshot({ path: 'test-results/screenshots/home-full-text-1440-light.png', fullPage: true });
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Closures');
    await expect.poll(() => pathOf(page)).toBe('/javascript/311');
    expectNoProblems(problems);
  });

  test('a result card opens its note', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('c++');
    await page.getByRole('article').first().getByRole('link', { name: /^Read/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From C to C++');
    await expect.poll(() => pathOf(page)).toBe('/c++/1001');
  });
});

test.describe('grid columns', () => {
  for (const [width, featured, results] of [
    [375, 1, 1],
    [1024, 4, 3],
    [1279, 4, 3],
    [1280, 5, 3],
    [1440, 5, 3],
    [1920, 5, 3],
  ] as const) {
    test(`at ${width} px: ${featured} featured and ${results} result columns`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/');
      const columns = () =>
        page.getByRole('article').evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
      expect(await columns()).toBe(featured);
      await page.getByRole('searchbox', { name: 'Search topics' }).fill('j');
      await expect(page.getByText(/^Found/)).toBeVisible();
      expect(await columns()).toBe(results);
    });
  }
});

test("on a phone the 13 featured cards are compact and keep every part of the spec's card", async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(13);
  for (const card of await cards.all()) {
    // Each card was about 370 px tall, and the 13 of them 5,000 px.
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(220);
    for (const part of [
      card.locator('header > span'),
      card.getByRole('heading', { level: 3 }),
      card.locator('p').first(),
      card.getByRole('list', { name: 'Tags' }),
      card.locator('time'),
      card.getByRole('link', { name: /^Explore/ }),
    ]) {
      await expect(part).toBeVisible();
    }
  }
  expectNoProblems(problems);
});

test('at 1440 px no featured card has empty space: its date and Explore follow its tags, which keep to one line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/');
  const cards = await page.getByRole('article').evaluateAll((articles) =>
    articles.map((card) => {
      const tags = card.querySelector('ul[aria-label="Tags"]')!;
      const pill = tags.querySelector('li')!.getBoundingClientRect();
      const explore = card.querySelector('a')!.getBoundingClientRect();
      return {
        tagsHeight: tags.getBoundingClientRect().height,
        pillHeight: pill.height,
        space: explore.top - tags.getBoundingClientRect().bottom,
      };
    }),
  );
  expect(cards).toHaveLength(13);
  for (const { tagsHeight, pillHeight, space } of cards) {
    expect(tagsHeight).toBe(pillHeight);
    // The gap and the footer's padding, about 20 px: the cards had 50 to 80 px of nothing above Explore.
    expect(space).toBeLessThanOrEqual(28);
  }
});

for (const width of [320, 375]) {
  test(`at ${width} px the header's brand and buttons fit without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    for (const path of ['/', '/react/105']) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expect(page.getByRole('button', { name: 'Open topics menu' })).toBeInViewport({ ratio: 1 });
    }
  });
}
