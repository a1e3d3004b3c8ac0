import { expect, expectNoProblems, open, test, variantUrl } from './site';

const ISSUES = 'https://github.com/example/study-notes/issues/new';
const PAGE_ACTIONS = /\/assets\/page-actions-[\w-]+\.js$/;

test.describe('Copy as Markdown', () => {
  test("puts the note's Markdown copy on the clipboard, loading its code on the first click only", async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, '/c++/1001');
    const before = scripts.length;
    const markdown = page.waitForResponse((response) => new URL(response.url()).pathname === '/c++/1001.md');
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Markdown copied to the clipboard' })).toBeAttached();
    expect(
      scripts.slice(before).some((url) => /copy-markdown-[\w-]+\.js$/.test(url)),
      'its chunk loads on the click',
    ).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await markdown).text());
    expect(copied).toMatch(/^---\ntitle: From C to C\+\+\n[\s\S]*\n---\n\nIf you know some C/);
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    expectNoProblems(problems);
  });

  test('says why when the Markdown cannot be loaded', async ({ page }) => {
    await open(page, '/react/105');
    await page.route('**/react/105.md', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The Markdown could not be loaded. Try again in a moment.' })).toBeVisible();
  });
});

test.describe('Report a mistake in this note', () => {
  test('is not offered while the site has no issues URL', async ({ page, problems }) => {
    await open(page, '/react/105');
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Report a mistake/ })).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('opens a prefilled issue in a new tab, quoting the passage selected in the note', async ({ page, context, problems }) => {
    // The tests never reach GitHub: the new tab gets a stand-in page.
    await context.route(`${ISSUES}?**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>New issue</title>' }));
    // The link's code is held back: a reader may select and press before it arrives.
    const held: (() => Promise<void>)[] = [];
    await page.route(PAGE_ACTIONS, (route) => held.push(() => route.continue()));
    await open(page, variantUrl('/c++/1001'));
    const link = page.getByRole('link', { name: 'Report a mistake in this note (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');

    const paragraph = page.locator('article p').filter({ hasText: 'If you know some C' });
    await paragraph.click({ clickCount: 3 });
    const passage = (await page.evaluate(() => window.getSelection()!.toString())).trim();
    expect(passage).toContain('If you know some C');
    const popup = page.waitForEvent('popup');
    await link.click();
    await expect.poll(() => held.length, 'the selection asked for the code').toBe(1);
    await Promise.all(held.map((release) => release()));
    const tab = await popup;
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe(ISSUES);
    expect(url.searchParams.get('title')).toBe('Mistake in note 1001: From C to C++');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Note: https://notes.example.org/c++/1001\n');
    expect(body).toContain(`Passage:\n\n> ${passage.split('\n')[0]}`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    // A selection outside the note's body (its title) is left out.
    await page.getByRole('heading', { level: 1 }).click({ clickCount: 3 });
    const [second] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await second.waitForLoadState();
    expect(new URL(second.url()).searchParams.get('body')).toBe(
      'Note: https://notes.example.org/c++/1001\n\nWhat is wrong, and what should it say?\n',
    );
    expectNoProblems(problems);
  });
});
