import type { Page } from '@playwright/test';
import { expect, open, test, variantUrl } from './site';

const SHORTCUTS = ['F12', 'Control+Shift+I', 'Control+Shift+J', 'Control+Shift+C', 'Control+U', 'Meta+Shift+I', 'Meta+U'];

/** Presses each shortcut and right-clicks, reporting which of them the page prevented. */
async function prevented(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, boolean> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    window.addEventListener('keydown', (event) => {
      const name = `${event.ctrlKey ? 'Control+' : ''}${event.metaKey ? 'Meta+' : ''}${event.shiftKey ? 'Shift+' : ''}${event.key.length === 1 ? event.key.toUpperCase() : event.key}`;
      seen[name] = event.defaultPrevented;
    });
    window.addEventListener('contextmenu', (event) => (seen.contextmenu = event.defaultPrevented));
  });
  for (const shortcut of SHORTCUTS) await page.keyboard.press(shortcut);
  await page.getByRole('heading', { level: 1 }).click({ button: 'right' });
  await page.keyboard.press('Escape');
  return page.evaluate(() => (window as unknown as { seen: Record<string, boolean> }).seen);
}

test('right-click and the developer-tools shortcuts are blocked by default', async ({ page }) => {
  await open(page, '/react/101');
  const seen = await prevented(page);
  for (const shortcut of SHORTCUTS) expect(seen[shortcut], shortcut).toBe(true);
  expect(seen.contextmenu).toBe(true);
});

test('typing is not blocked', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('searchbox', { name: 'Search topics' }).pressSequentially('Ijcu');
  await expect(page.getByRole('searchbox', { name: 'Search topics' })).toHaveValue('Ijcu');
});

test('nothing is blocked with the switch off', async ({ page }) => {
  await open(page, variantUrl('/react/101'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await prevented(page);
  for (const shortcut of SHORTCUTS) expect(seen[shortcut], shortcut).toBe(false);
  expect(seen.contextmenu).toBe(false);
});
