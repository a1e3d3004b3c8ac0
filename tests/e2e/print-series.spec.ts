import { catalogueNotes, expect, expectNoProblems, open, pathOf, test } from './site';

// 'Print this series': every note of a series on one page (/print/{topic}), for the browser's "Save as PDF".
const titlesOf = (topic: string) =>
  catalogueNotes()
    .filter((note) => note.topic === topic)
    .map((note) => note.file.meta.title);

test('the sidebar leads to the whole series on one page: a title page, the contents, every note in order', async ({ page, problems }) => {
  await open(page, '/react/105');
  await page.getByRole('complementary', { name: 'React lessons' }).getByRole('link', { name: 'Print this series' }).click();
  await expect.poll(() => pathOf(page)).toBe('/print/react');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('React');
  const titles = titlesOf('react');
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText(titles);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles);
  // Once every note is in: the newest date among them, and the button to print.
  await expect(page.getByText(new RegExp(`^${titles.length} notes`))).toHaveText(new RegExp(`^${titles.length} notes · Updated \\w`));
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  // A note's body, its code coloured, and its references, as on its own page.
  const first = page.getByRole('article', { name: titles[0] });
  await expect(first.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(first.locator('pre code [class^="sh"]').first()).toBeVisible();
  await expect(
    first
      .getByRole('region', { name: `References ${titles[0]}` })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  expectNoProblems(problems);
});

test('a contents link jumps to its note, whose anchors are its own', async ({ page }) => {
  await open(page, '/print/css');
  const [, , third] = catalogueNotes().filter((note) => note.topic === 'css');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: third!.file.meta.title }).click();
  await expect(page).toHaveURL(new RegExp(`#note-${third!.id}$`));
  const note = page.getByRole('article', { name: third!.file.meta.title });
  await expect(note.getByRole('heading', { level: 2 })).toBeInViewport();
  // Every id on the page is unique, though each note has its own "Exercises" and "References".
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('the solutions are folded shut, in native disclosures', async ({ page }) => {
  await open(page, '/print/javascript');
  const solutions = page.locator('article details');
  expect(await solutions.count()).toBeGreaterThan(10);
  expect(await solutions.evaluateAll((all) => all.filter((details) => (details as HTMLDetailsElement).open).length)).toBe(0);
  await expect(page.locator('article details pre').first()).toBeHidden();
});

test.describe('on paper', () => {
  test.use({ colorScheme: 'dark' });

  test('only the book prints: no header, footer or buttons, each note from a new page, black on white', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open(page, '/print/python');
    const chrome = [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('button', { name: 'Print or save as PDF' }),
      page.getByRole('button', { name: /^Theme/ }),
      page.getByRole('button', { name: 'Copy' }).first(),
      page.getByRole('button', { name: 'Run' }).first(),
      page.getByRole('link', { name: /Python lessons/ }),
    ];
    for (const part of chrome) await expect(part).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const part of chrome) await expect(part).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Python' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    const printed = await page.evaluate(() => ({
      breaks: [...document.querySelectorAll('article')].map((note) => getComputedStyle(note).breakBefore),
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      code: getComputedStyle(document.querySelector('article pre')!).whiteSpace,
    }));
    expect(new Set(printed.breaks)).toEqual(new Set(['page']));
    expect(printed).toMatchObject({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)', code: 'pre-wrap' });
  });
});

test('/react/print is still a note id as typed', async ({ page }) => {
  await open(page, '/react/print');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Note Not Found (404)');
});

test('the print page of an unknown series is the 404 page', async ({ page, problems }) => {
  const response = await page.goto('/print/rust');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  expectNoProblems(problems);
});

test('each print page is prerendered with every note, and kept out of search results and the sitemap', async ({ request }) => {
  const html = await (await request.get('/print/git')).text();
  const ids = catalogueNotes()
    .filter((note) => note.topic === 'git')
    .map((note) => note.id);
  expect([...html.matchAll(/<article id="note-(\d+)"/g)].map(([, id]) => id)).toEqual(ids);
  expect(html).toContain('<meta data-prerendered="" name="robots" content="noindex"/>');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/print/');
});
