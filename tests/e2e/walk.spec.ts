import type { Request } from '@playwright/test';
import { catalogueNotes, expect, expectNoProblems, hydrated, test, watchProblems } from './site';

// Every note path, straight from the compiled catalogue the build used.
const notePaths = catalogueNotes().map(({ id, topic }) => `/${topic}/${id}`);
const seriesPaths = [...new Set(notePaths.map((path) => path.split('/')[1]))].map((topic) => `/${topic}`);
const pages = ['/', '/about', '/contact', '/privacy', '/not-a-page', ...seriesPaths, ...notePaths];

test('the catalogue has every note', () => {
  expect(notePaths.length).toBeGreaterThanOrEqual(200);
  expect(seriesPaths).toHaveLength(13);
});

// Split the walk so the two workers share it.
const SLICES = 4;
for (let slice = 0; slice < SLICES; slice += 1) {
  const share = pages.filter((_, index) => index % SLICES === slice);
  test(`walk ${slice + 1}/${SLICES}: ${share.length} pages load and hydrate with no error or failed request`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems = watchProblems(page);
    // The page's requests still under way: each must end (or fail, and be counted) before the next page.
    const pending = new Set<Request>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    for (const path of share) {
      await page.goto(path);
      await hydrated(page);
      // Not 'networkidle', which waits half a second after the last request of every one of 240 pages.
      await expect.poll(() => pending.size, `${path}: requests under way`).toBe(0);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('alert'), path).toHaveCount(0);
    }
    expectNoProblems(problems);
  });
}
