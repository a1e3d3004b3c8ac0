import type { Page } from '@playwright/test';
import { expect, hydrated, payloadUrl, test } from './site';

// A site built from tests/fixtures/xss: every field of its notes carries payloads that would set
// window.__xss if any of them ran, and the page records every Content-Security-Policy report.
async function watch(page: Page) {
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

async function verdict(page: Page) {
  return page.evaluate(() => ({
    ran: (window as unknown as { __xss?: unknown }).__xss,
    reports: (window as unknown as { cspReports: string[] }).cspReports,
  }));
}

for (const path of ['/', '/react/101', '/react/102', '/react']) {
  test(`no payload runs on ${path} and the CSP reports nothing`, async ({ page }) => {
    await watch(page);
    await page.goto(payloadUrl(path));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Hover and focus everything a payload could hang an event handler on.
    for (const element of await page.locator('main a, main code, main td, main h1, main h2').all()) {
      await element.hover({ trial: false }).catch(() => {});
    }
    expect(await verdict(page)).toEqual({ ran: undefined, reports: [] });
  });
}

test('payloads show as the text they are', async ({ page }) => {
  await page.goto(payloadUrl('/react/101'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`{{constructor.constructor('window.__xss=1')()}}`);
  await expect(page.locator('main p code').first()).toHaveText('<img src=x onerror="window.__xss=1">');
  await expect(page.locator('main pre code').first()).toContainText('<script>window.__xss = 1;</script>');
  await expect(page.getByText('<script>window.__xss=1</script> and', { exact: false })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /onmouseover="window.__xss=1"/);
});

test('payloads typed into the search box and the contact form stay text', async ({ page }) => {
  await watch(page);
  await page.goto(payloadUrl('/'));
  await hydrated(page);
  const payload = '<img src=x onerror="window.__xss=1">';
  await page.getByRole('searchbox', { name: 'Search topics' }).fill(payload);
  await page.getByRole('searchbox', { name: 'Search topics' }).press('Enter');
  await expect(page.getByText(`No exact match found for "${payload}"`)).toBeVisible();
  await page.goto(payloadUrl('/contact'));
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(payload);
  expect(await verdict(page)).toEqual({ ran: undefined, reports: [] });
});

test('control: the watcher sees a blocked inline script, so silence above means nothing ran', async ({ page }) => {
  await watch(page);
  await page.goto(payloadUrl('/react/101'));
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
  });
  await expect.poll(async () => (await verdict(page)).reports.length).toBeGreaterThan(0);
  expect((await verdict(page)).ran).toBeUndefined();
});
