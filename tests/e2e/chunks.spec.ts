import { expect, open, test, variantUrl } from './site';

const NOTE_102 = /\/assets\/catalogue\/notes\/102\.[\w-]+\.json$/;
const ABOUT_ROUTE = /\/assets\/about-[\w-]+\.js$/;

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
