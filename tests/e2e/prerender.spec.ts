import { expect, open, test } from './site';

test.describe('prerendered pages', () => {
  for (const [path, status] of [
    ['/', 200],
    ['/about', 200],
    ['/react', 200],
    ['/react/101', 200],
    ['/c++/1001', 200],
    ['/c%2B%2B/1001', 200],
    ['/nope', 404],
    ['/react/101/extra', 404],
    ['/react/999', 404],
  ] as const) {
    test(`${path} answers ${status}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  test('the HTML already holds the note, its head tags and its JSON-LD', async ({ request }) => {
    const html = await (await request.get('/c++/1001')).text();
    expect(html).toContain('<h1 id="note-title"');
    expect(html).toContain('From C to C++');
    expect(html).toContain('<link data-prerendered="" rel="canonical" href="https://example.com/c++/1001"/>');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ headline: 'From C to C++', datePublished: '2025-07-26' });
    expect(jsonLd[0].keywords).toMatch(/, c\+\+$/);
    expect(jsonLd[1].itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://example.com/',
      'https://example.com/c++',
      'https://example.com/c++/1001',
    ]);
  });

  test('a series page lands on its first lesson even without JavaScript', async ({ request }) => {
    const html = await (await request.get('/git')).text();
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/git/701"></noscript>');
    expect(html).toContain('https://example.com/git/701');
  });

  test('the first paint already shows the page, and hydration keeps it', async ({ page }) => {
    await page.goto('/javascript/311', { waitUntil: 'commit' });
    const beforeScripts = await page.locator('h1').first().textContent({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(beforeScripts).toBe('Closures');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Closures');
  });

  test('sitemap.xml lists every canonical page, robots.txt points at it, _headers sets the CSP', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(urls).toContain('https://example.com/');
    expect(urls).toContain('https://example.com/c++/1001');
    expect(urls).not.toContain('https://example.com/react');
    expect(urls.length).toBeGreaterThanOrEqual(226);
    expect(sitemap).toContain('<url><loc>https://example.com/react/101</loc><lastmod>2024-10-01</lastmod></url>');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://example.com/sitemap.xml');
    const headers = await (await request.get('/_headers')).text();
    const blocks: Record<string, string> = Object.fromEntries(
      headers.split(/\n\s*\n/).map((block) => [block.trim().split('\n')[0]!, block]),
    );
    // The one inline script (the first paint's theme and layout) is allowed by its hash, no other.
    expect(blocks['/*']).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[\w+/]+=';/);
    expect(blocks['/*']).not.toContain('unsafe-inline');
    // Only the sample sandbox's pages run code the reader wrote, under a policy of their own.
    const looser = Object.entries(blocks).filter(([, block]) => block.includes('unsafe-inline'));
    expect(looser.map(([paths]) => paths)).toEqual(['/src/try-it/*']);
    expect(blocks['/src/try-it/*']).toContain("! Content-Security-Policy\n  Content-Security-Policy: default-src 'none';");
  });

  test('hovering a note link preloads its body', async ({ page }) => {
    await open(page, '/react/101');
    const bodyRequest = page.waitForRequest(/\/assets\/catalogue\/notes\/102\.[\w-]+\.json$/);
    await page.getByRole('link', { name: /^Next →/ }).hover();
    await bodyRequest;
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1440]) {
    test(`at ${width} px the note, the lessons and the topics are plain links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/python/3004');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lists and Tuples');
      await expect(page.getByText('Published on September 24, 2025 in PYTHON')).toBeVisible();
      const lessons = page.getByRole('complementary', { name: 'Python lessons' }).getByRole('link', { name: /Dictionaries and Sets/ });
      await expect(lessons).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Topics', exact: true }).getByRole('link', { name: 'Docker' })).toBeVisible();
      await lessons.click();
      await expect(page).toHaveURL(/\/python\/3005$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dictionaries and Sets');
    });
  }
});
