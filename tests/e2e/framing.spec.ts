import { expect, test } from '@playwright/test';
import { serveOtherSite, type Host } from './plain-hosts';

// Another site whose page frames the site's: /frame?src=<address> is a page with that address in an iframe.
let otherSite: Host;

test.beforeAll(async () => {
  otherSite = await serveOtherSite(
    (url) => `<!doctype html><title>Another site</title><iframe src="${encodeURI(url.searchParams.get('src') ?? '')}"></iframe>`,
  );
});

test.afterAll(async () => {
  await otherSite.close();
});

test('another site cannot frame the site: no page, sandbox page or 404 page loads in its frame', async ({ page, baseURL }) => {
  let refusals = 0;
  page.on('console', (message) => {
    if (message.text().includes(`violates the following Content Security Policy directive: "frame-ancestors 'self'"`)) refusals += 1;
  });
  for (const path of ['/', '/react/105', '/src/try-it/sandbox.html', '/src/try-it/preview.html', '/nope']) {
    const before = refusals;
    await page.goto(`${otherSite.origin}/frame?src=${encodeURIComponent(new URL(path, baseURL).href)}`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    // The browser puts its own error page in the frame instead of the site's, and says why.
    await expect.poll(() => frame.url(), path).toBe('chrome-error://chromewebdata/');
    await expect.poll(() => refusals, path).toBeGreaterThan(before);
  }
});
