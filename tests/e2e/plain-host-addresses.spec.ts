import path from 'node:path';
import { serveWithoutHeaders, type Host } from './plain-hosts';
import { indexing, MOVED } from './moved-addresses';
import { expect, expectNoProblems, hydrated, pathOf, test } from './site';

// A host without the site's redirects (GitHub Pages) serves another address of a page as that page's file
// (/index.html, /react//105) or as its 404 page (/React/105): the app takes the page over under its own
// address, and a page it moves to keeps no 404 head tag.
let site: Host;
test.beforeAll(async () => {
  site = await serveWithoutHeaders(path.resolve('dist'));
});
test.afterAll(async () => {
  await site.close();
});

for (const [typed, landing, heading] of MOVED) {
  test(`${typed} on a host without redirects: the app shows ${landing}, hydrated without an error`, async ({ page, problems }) => {
    await page.goto(site.origin + typed);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect.poll(() => pathOf(page)).toBe(landing);
    await expect(page.locator('title')).toHaveCount(1);
    expect(await indexing(page)).toEqual({ robots: 0, canonical: `https://example.com${landing}` });
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expectNoProblems(problems);
  });
}
