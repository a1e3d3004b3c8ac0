import { expect, open, test, variantUrl } from './site';

const NOTE_102 = /\/assets\/catalogue\/notes\/102\.[\w-]+\.json$/;
const ABOUT_ROUTE = /\/assets\/about-[\w-]+\.js$/;
const WIDGETS = /\/assets\/(exercises|page-actions)-[\w-]+\.js$/;

test("a page asks for the app's scripts only once its first paint is on screen", async ({ page }) => {
  await open(page, '/react/105');
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(app|framework)-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts).toHaveLength(2);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
});

test('an aborted note-body chunk shows the failure with its reason, and Retry recovers', async ({ page }) => {
  await open(page, '/react/101');
  await page.route(NOTE_102, (route) => route.abort('failed'));
  await page.getByRole('link', { name: /^Next →/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText('Loading chunk note-102 failed');
  await expect(alert).toContainText('Reason: missing');
  await page.unroute(NOTE_102);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to React');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an aborted route chunk shows the failure inside the layout, and Retry recovers', async ({ page }) => {
  await page.route(ABOUT_ROUTE, (route) => route.abort('failed'));
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText('Loading chunk about failed');
  await expect(alert).toContainText('Reason: missing');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute(ABOUT_ROUTE);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Study Notes');
});

test('a chunk that never arrives fails with the time-out reason (time-out shortened to 3 s)', async ({ page }) => {
  await open(page, variantUrl('/react/101'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The History of React');
  // Hold the body's request until the page has given up on it, then let it through.
  const held: (() => Promise<void>)[] = [];
  await page.route(NOTE_102, (route) => held.push(() => route.continue()));
  await page.getByRole('link', { name: /^Next →/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText('Loading chunk note-102 failed');
  await expect(alert).toContainText('Reason: timeout (no response after 3000 ms)');
  await Promise.all(held.map((release) => release()));
  await page.unroute(NOTE_102);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to React');
});

// Pressed with the pointer; or clicked as assistive technology may, with no pointer or key event before the click.
for (const follow of ['pressed', 'clicked alone'] as const)
  test(`a note reached by a link (${follow}) shows its code blocks' and actions' buttons with it, not after it`, async ({ page }) => {
    await open(page, '/react/104');
    // Held until the link is followed: the note's own page waits for the reader's first act to fetch them. The gate
    // stays open once opened: the two chunks may be asked for a moment apart.
    let asked = 0;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    await page.route(WIDGETS, async (route) => {
      asked += 1;
      await gate;
      await route.continue();
    });
    // Each change of the page while it shows the next note: whether a code block or the note's actions lack their buttons.
    await page.evaluate(() => {
      const gaps: boolean[] = ((window as unknown as { gaps: boolean[] }).gaps = []);
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== 'JSX Basics') return;
        const bare = [...document.querySelectorAll('article pre')].some((pre) => !pre.closest('[data-code-block], [data-exercise]'));
        gaps.push(bare || !document.querySelector('article button[data-deferred]'));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const next = page.getByRole('link', { name: /^Next →/ });
    if (follow === 'pressed') await next.click();
    else await next.evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => asked, 'following the link asks for the widgets').toBeGreaterThan(0);
    openGate();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSX Basics');
    await expect(page.locator('article [data-code-block]').first().getByRole('button', { name: 'Copy' })).toBeVisible();
    const gaps = await page.evaluate(() => (window as unknown as { gaps: boolean[] }).gaps);
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps, 'no moment shows the note without its buttons').not.toContain(true);
  });
